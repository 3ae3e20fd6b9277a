/**
 * HTTP client for the seller's API (the sandbox in development). Keep-alive pool, a per-call timeout,
 * one retry on 503 (storefront.md §7 "Shared request behaviour"), typed errors with the cause kept.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Counter, Histogram } from 'prom-client';
import { Pool } from 'undici';
import { Errors } from '../errors.ts';

export interface UpstreamClientOptions {
  baseUrl: string;
  timeoutMs: number;
  connections?: number;
  metrics?: { errors: Counter<'source' | 'code'>; duration: Histogram<'source'> };
}

export interface GetJsonOptions {
  /** Metric and log label, e.g. 'home'. */
  source: string;
  acceptLanguage: string;
  /** Cancels the call (the page deadline): an aborted call is only logged at debug level. */
  signal?: AbortSignal;
}

export class UpstreamClient {
  readonly #pool: Pool;
  readonly #prefix: string;
  readonly #timeoutMs: number;
  readonly #metrics: UpstreamClientOptions['metrics'];

  constructor(options: UpstreamClientOptions) {
    const url = new URL(options.baseUrl);
    this.#prefix = url.pathname.replace(/\/$/, '');
    this.#pool = new Pool(url.origin, {
      connections: options.connections ?? 32,
      pipelining: 1,
      keepAliveTimeout: 30_000,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
    this.#timeoutMs = options.timeoutMs;
    this.#metrics = options.metrics;
  }

  /** GETs `path` (relative to the base URL) and returns the parsed JSON body. */
  async getJson(path: string, options: GetJsonOptions, log: FastifyBaseLogger): Promise<unknown> {
    const end = this.#metrics?.duration.startTimer({ source: options.source });
    try {
      let attempt = 0;
      for (;;) {
        try {
          return await this.#request(path, options);
        } catch (err) {
          // storefront.md §7: a request failing with HTTP 503 is retried once (not once cancelled).
          if (
            attempt === 0 &&
            (err as { statusCode?: number }).statusCode === 503 &&
            !options.signal?.aborted
          ) {
            attempt++;
            continue;
          }
          throw err;
        }
      }
    } catch (err) {
      const code = (err as { code?: string }).code ?? 'UNKNOWN';
      this.#metrics?.errors.inc({ source: options.source, code });
      // storefront.md §8 "A cancelled request is only logged."; a 404 is an answer (the thing is absent).
      if (code === 'WP_UPSTREAM_NOT_FOUND') {
        log.info(
          { upstream: { method: 'GET', url: this.#prefix + path, source: options.source } },
          'upstream: not found',
        );
        throw err;
      }
      if (code === 'WP_UPSTREAM_CANCELLED') {
        log.debug(
          { upstream: { method: 'GET', url: this.#prefix + path, source: options.source } },
          'upstream call cancelled',
        );
        throw err;
      }
      log.error(
        { err, upstream: { method: 'GET', url: this.#prefix + path, source: options.source } },
        'upstream call failed',
      );
      throw err;
    } finally {
      end?.();
    }
  }

  async #request(path: string, options: GetJsonOptions): Promise<unknown> {
    const label = `GET ${path}`;
    let response: Awaited<ReturnType<Pool['request']>>;
    try {
      response = await this.#pool.request({
        method: 'GET',
        path: this.#prefix + path,
        headers: {
          accept: 'application/json',
          'accept-language': options.acceptLanguage,
          'user-agent': 'waypoint-composer',
        },
        // The page's deadline signal, when the caller has one (one signal per page, not per call).
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (cause) {
      if (options.signal?.aborted) throw new Errors.UPSTREAM_CANCELLED(label, { cause });
      const name = (cause as { name?: string }).name;
      const code = (cause as { code?: string }).code;
      // The pool's headersTimeout and bodyTimeout bound each call.
      if (name === 'TimeoutError' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
        throw new Errors.UPSTREAM_TIMEOUT(label, this.#timeoutMs, { cause });
      }
      throw new Errors.UPSTREAM_UNAVAILABLE(label, (cause as Error).message, { cause });
    }
    const { statusCode, body } = response;
    let text: string;
    try {
      text = await body.text();
    } catch (cause) {
      if (options.signal?.aborted) throw new Errors.UPSTREAM_CANCELLED(label, { cause });
      throw new Errors.UPSTREAM_TIMEOUT(label, this.#timeoutMs, { cause });
    }
    if (statusCode === 404) throw new Errors.UPSTREAM_NOT_FOUND(label);
    if (statusCode >= 400) {
      const err = new Errors.UPSTREAM_UNAVAILABLE(label, `status ${statusCode}`);
      Object.assign(err, { statusCode: statusCode === 503 ? 503 : 502, upstreamStatus: statusCode });
      throw err;
    }
    try {
      return JSON.parse(text);
    } catch (cause) {
      throw new Errors.UPSTREAM_BAD_DATA(label, { cause });
    }
  }

  /**
   * A write, or a read whose 4xx answers mean something (the checkout's 400 field errors, 409 stale
   * revision, 410 expired): the status and parsed body of any answer below 500. Network failures,
   * timeouts and 5xx throw the typed upstream errors, as `getJson` does; writes are not retried.
   */
  async send(
    request: {
      method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
      path: string;
      form?: Record<string, string>;
      json?: unknown;
      /** Extra request headers (an `Idempotency-Key`). */
      headers?: Record<string, string>;
    },
    options: GetJsonOptions,
    log: FastifyBaseLogger,
  ): Promise<{ status: number; body: unknown }> {
    const { method, path } = request;
    const label = `${method} ${path}`;
    const upstream = { method, url: this.#prefix + path, source: options.source };
    const end = this.#metrics?.duration.startTimer({ source: options.source });
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': options.acceptLanguage,
      'user-agent': 'waypoint-composer',
      ...request.headers,
    };
    let body: string | undefined;
    if (request.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(request.form).toString();
    } else if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    }
    try {
      let response: Awaited<ReturnType<Pool['request']>>;
      try {
        response = await this.#pool.request({
          method,
          path: this.#prefix + path,
          headers,
          ...(body !== undefined ? { body } : {}),
          ...(options.signal ? { signal: options.signal } : {}),
        });
      } catch (cause) {
        if (options.signal?.aborted) throw new Errors.UPSTREAM_CANCELLED(label, { cause });
        const name = (cause as { name?: string }).name;
        const code = (cause as { code?: string }).code;
        if (
          name === 'TimeoutError' ||
          code === 'UND_ERR_HEADERS_TIMEOUT' ||
          code === 'UND_ERR_BODY_TIMEOUT'
        ) {
          throw new Errors.UPSTREAM_TIMEOUT(label, this.#timeoutMs, { cause });
        }
        throw new Errors.UPSTREAM_UNAVAILABLE(label, (cause as Error).message, { cause });
      }
      let text: string;
      try {
        text = await response.body.text();
      } catch (cause) {
        if (options.signal?.aborted) throw new Errors.UPSTREAM_CANCELLED(label, { cause });
        throw new Errors.UPSTREAM_TIMEOUT(label, this.#timeoutMs, { cause });
      }
      if (response.statusCode >= 500) {
        const err = new Errors.UPSTREAM_UNAVAILABLE(label, `status ${response.statusCode}`);
        Object.assign(err, { statusCode: 502, upstreamStatus: response.statusCode });
        throw err;
      }
      try {
        return { status: response.statusCode, body: text === '' ? null : JSON.parse(text) };
      } catch (cause) {
        throw new Errors.UPSTREAM_BAD_DATA(label, { cause });
      }
    } catch (err) {
      const code = (err as { code?: string }).code ?? 'UNKNOWN';
      this.#metrics?.errors.inc({ source: options.source, code });
      if (code === 'WP_UPSTREAM_CANCELLED') log.debug({ upstream }, 'upstream call cancelled');
      else log.error({ err, upstream }, 'upstream call failed');
      throw err;
    } finally {
      end?.();
    }
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}
