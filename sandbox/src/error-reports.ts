/**
 * A stand-in for the error-reporting service's ingest endpoint (storefront.md §8; Sentry's envelope
 * API), so a test can point SENTRY_DSN at the sandbox (`http://key@host:port/1`, or `.../sandbox/1` under
 * the prefix) and see the reports arrive:
 *
 * - POST /api/:projectId/envelope/ takes an envelope (newline-delimited JSON: a header line, then per
 *   item a header line and a payload of `length` bytes or up to the next newline; gzip or deflate
 *   bodies too), with the key in `?sentry_key=` or `X-Sentry-Auth`, and answers `{ id }` like Sentry.
 * - GET /__sentry lists what arrived, newest first (`?project=`); DELETE /__sentry empties it (only
 *   with `faults: true`, like every control write).
 *
 * The store keeps the last 200 envelopes; a body may be 1 MiB (5 MiB once decompressed). Neither is
 * counted nor faulted (a `*` fault does not swallow the reports of the failures it causes).
 */
import { gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';
import { BoundedMap } from './bounded-map.ts';
import { Errors, sendError } from './errors.ts';
import type { FaultSwitchboard } from './faults.ts';

const MAX_ENVELOPES = 200;
const MAX_BODY_BYTES = 1024 * 1024;
const MAX_DECODED_BYTES = 5 * 1024 * 1024;
const MAX_ITEMS = 100;

export interface EnvelopeItem {
  header: Record<string, unknown>;
  /** The parsed JSON payload (events, sessions...), else `{ bytes }` for binary attachments. */
  payload: unknown;
}

export interface ReceivedEnvelope {
  projectId: string;
  publicKey: string;
  receivedAt: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

export class EnvelopeError extends Error {
  override name = 'EnvelopeError';
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function jsonObject(bytes: Buffer, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new EnvelopeError(`${what} is not JSON`);
  }
  if (!isObject(value)) throw new EnvelopeError(`${what} is not a JSON object`);
  return value;
}

function payloadOf(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return { bytes: bytes.length };
  }
}

/** Parses an envelope; throws EnvelopeError naming what is wrong. */
export function parseEnvelope(body: Buffer): Pick<ReceivedEnvelope, 'header' | 'items'> {
  let offset = 0;
  const readLine = (): Buffer => {
    const end = body.indexOf(0x0a, offset);
    const line = body.subarray(offset, end === -1 ? body.length : end);
    offset = end === -1 ? body.length : end + 1;
    return line;
  };
  const header = jsonObject(readLine(), 'the envelope header');
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const line = readLine();
    if (line.length === 0) continue;
    if (items.length === MAX_ITEMS) throw new EnvelopeError(`more than ${MAX_ITEMS} items`);
    const itemHeader = jsonObject(line, `the header of item ${items.length + 1}`);
    const length = itemHeader['length'];
    let payload: Buffer;
    if (length === undefined) payload = readLine();
    else {
      if (
        typeof length !== 'number' ||
        !Number.isInteger(length) ||
        length < 0 ||
        offset + length > body.length
      )
        throw new EnvelopeError(`item ${items.length + 1} has a bad length`);
      payload = body.subarray(offset, offset + length);
      offset += length;
      if (body[offset] === 0x0a) offset++;
    }
    items.push({ header: itemHeader, payload: payloadOf(payload) });
  }
  return { header, items };
}

/** The body as sent: gzip and deflate are undone (within MAX_DECODED_BYTES). */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  const options = { maxOutputLength: MAX_DECODED_BYTES };
  try {
    if (encoding === 'gzip') return gunzipSync(body, options);
    if (encoding === 'deflate') return inflateSync(body, options);
  } catch {
    throw new EnvelopeError(`the ${encoding} body cannot be decoded`);
  }
  if (encoding && encoding !== 'identity') throw new EnvelopeError(`unsupported encoding '${encoding}'`);
  return body;
}

/** The public key: `?sentry_key=` or the `X-Sentry-Auth: Sentry sentry_key=...` header. */
export function publicKeyOf(query: Record<string, unknown>, auth: string | undefined): string | undefined {
  const fromQuery = query['sentry_key'];
  if (typeof fromQuery === 'string' && fromQuery !== '') return fromQuery;
  return /sentry_key=([^,\s]+)/.exec(auth ?? '')?.[1];
}

/** The envelopes received, oldest evicted first. */
export class ErrorReportStore {
  private readonly envelopes = new BoundedMap<number, ReceivedEnvelope>(MAX_ENVELOPES);
  private next = 1;

  add(envelope: ReceivedEnvelope): void {
    this.envelopes.set(this.next++, envelope);
  }

  /** Newest first; only one project's when `projectId` is given. */
  list(projectId?: string): ReceivedEnvelope[] {
    const all = [...this.envelopes.values()].reverse();
    return projectId === undefined ? all : all.filter((e) => e.projectId === projectId);
  }

  clear(): void {
    this.envelopes.clear();
  }
}

export interface ErrorReportRoutesOptions {
  reports: ErrorReportStore;
  faults: FaultSwitchboard;
}

export const errorReportRoutes: FastifyPluginAsync<ErrorReportRoutesOptions> = async (
  app,
  { reports, faults },
) => {
  const config = { sandboxControl: true };
  // SDKs send text/plain or application/x-sentry-envelope, compressed or not: take the raw bytes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  type IngestRequest = { Params: { projectId: string }; Querystring: Record<string, unknown> };
  app.post<IngestRequest>('/api/:projectId/envelope/', { config }, async (request, reply) => {
    const auth = request.headers['x-sentry-auth'];
    const publicKey = publicKeyOf(request.query, typeof auth === 'string' ? auth : undefined);
    if (!publicKey) return sendError(reply, new Errors.MISSING_SENTRY_KEY());
    try {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const encoding = request.headers['content-encoding']?.toLowerCase();
      const { header, items } = parseEnvelope(decoded(raw, encoding));
      const { projectId } = request.params;
      reports.add({ projectId, publicKey, receivedAt: new Date().toISOString(), header, items });
      return { id: typeof header['event_id'] === 'string' ? header['event_id'] : null };
    } catch (error) {
      if (error instanceof EnvelopeError) return sendError(reply, new Errors.INVALID_ENVELOPE(error.message));
      throw error;
    }
  });

  app.get<{ Querystring: { project?: string } }>('/__sentry', { config }, async (request) => ({
    data: reports.list(request.query.project),
  }));
  if (faults.enabled) {
    app.delete('/__sentry', { config }, async () => {
      reports.clear();
      return { data: [] };
    });
  }
};
