/**
 * Studio API helpers for tests: users of every role created directly in the content store, signed in
 * through `POST /studio/api/session`, each keeping its session cookie and CSRF token, and requests
 * with `If-Match`.
 */
import type { ContentStore } from '@waypoint/cms-adapter';
import type { LayoutScope, Market, Placement, StudioRole, StudioUser } from '@waypoint/schemas';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export const STUDIO = '/studio/api';
/** Long enough for the password rule (12+ characters); unique per user so leaks are findable. */
export const passwordOf = (email: string) => `pw-${email}-correct-horse`;

export type PrincipalName =
  | 'anonymous'
  | 'viewer'
  | 'editor'
  | 'publisher'
  | 'admin'
  | 'editorAffiliate2'
  | 'viewerFr';

export interface PrincipalSpec {
  role: StudioRole;
  markets: Market[] | null;
  affiliates: number[] | null;
}

/** Every principal of the role matrix but the anonymous one. */
export const PRINCIPALS: Record<Exclude<PrincipalName, 'anonymous'>, PrincipalSpec> = {
  viewer: { role: 'viewer', markets: null, affiliates: null },
  editor: { role: 'editor', markets: null, affiliates: null },
  publisher: { role: 'publisher', markets: null, affiliates: null },
  admin: { role: 'admin', markets: null, affiliates: null },
  /** An editor of partner affiliate 2 only: the ES market layout (affiliate 1) is out of reach. */
  editorAffiliate2: { role: 'editor', markets: null, affiliates: [2] },
  /** A viewer of France only: the ES market layout is out of reach. */
  viewerFr: { role: 'viewer', markets: ['fr'], affiliates: null },
};

let counter = 0;
/** A unique lower-case token for e-mails, slugs and names within one test run. */
export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface Credentials {
  email: string;
  password: string;
  user: StudioUser;
}

export async function createStudioUser(
  content: ContentStore,
  spec: PrincipalSpec,
  email = `${unique(spec.role)}@waypoint.test`,
): Promise<Credentials> {
  const password = passwordOf(email);
  const user = await content.createUser(
    { email, password, role: spec.role, markets: spec.markets, affiliates: spec.affiliates },
    { actor: 'tests', ip: null },
  );
  return { email, password, user };
}

export interface RequestOptions {
  body?: unknown;
  ifMatch?: string | null;
  headers?: Record<string, string>;
  /** Leave the X-CSRF-Token header out (or send this one instead). */
  csrf?: string | null;
  remoteAddress?: string;
  query?: Record<string, string>;
}

/** A signed-in studio session (or an anonymous caller when `cookie` is empty). */
export class StudioClient {
  constructor(
    readonly app: FastifyInstance,
    readonly cookie: string | null,
    readonly csrfToken: string | null,
    readonly user: StudioUser | null,
    readonly credentials: Credentials | null = null,
  ) {}

  static anonymous(app: FastifyInstance): StudioClient {
    return new StudioClient(app, null, null, null);
  }

  async request(
    method: NonNullable<InjectOptions['method']>,
    url: string,
    options: RequestOptions = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookie) headers.cookie = this.cookie;
    const writes = !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
    if (writes && options.csrf !== null) {
      const token = options.csrf ?? this.csrfToken;
      if (token) headers['x-csrf-token'] = token;
    }
    if (options.ifMatch) headers['if-match'] = options.ifMatch;
    const full = url.startsWith('/') ? url : `${STUDIO}/${url}`;
    return this.app.inject({
      method,
      url: full,
      headers,
      ...(options.query ? { query: options.query } : {}),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
  }

  get = (url: string, options?: RequestOptions) => this.request('GET', url, options);
  post = (url: string, options?: RequestOptions) => this.request('POST', url, options);
  put = (url: string, options?: RequestOptions) => this.request('PUT', url, options);
  patch = (url: string, options?: RequestOptions) => this.request('PATCH', url, options);
  delete = (url: string, options?: RequestOptions) => this.request('DELETE', url, options);
}

/** The `name=value` pairs of a response's Set-Cookie headers, for a Cookie header. */
export function cookieHeader(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list.map((c) => c.split(';')[0]!).join('; ');
}

export function setCookies(res: LightMyRequestResponse): string[] {
  const raw = res.headers['set-cookie'];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
}

export function signInRequest(
  app: FastifyInstance,
  email: string,
  password: string,
  init: { remoteAddress?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${STUDIO}/session`,
    headers: { 'content-type': 'application/json', ...init.headers },
    payload: JSON.stringify({ email, password }),
    ...(init.remoteAddress ? { remoteAddress: init.remoteAddress } : {}),
  });
}

/** Signs in through the API; throws with the answer when it is not a 200. */
export async function signIn(
  app: FastifyInstance,
  credentials: Credentials,
  init: { remoteAddress?: string } = {},
): Promise<StudioClient> {
  const res = await signInRequest(app, credentials.email, credentials.password, init);
  if (res.statusCode !== 200) {
    throw new Error(`sign-in of ${credentials.email} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
  const body = res.json() as { csrfToken: string; user: StudioUser };
  return new StudioClient(app, cookieHeader(res), body.csrfToken, body.user, credentials);
}

export type Principals = Record<PrincipalName, StudioClient>;

/** One user per principal of the matrix, created in the store and signed in. */
export async function signInPrincipals(
  app: FastifyInstance,
  content: ContentStore,
): Promise<{ clients: Principals; credentials: Record<Exclude<PrincipalName, 'anonymous'>, Credentials> }> {
  const credentials = {} as Record<Exclude<PrincipalName, 'anonymous'>, Credentials>;
  const clients = { anonymous: StudioClient.anonymous(app) } as Principals;
  for (const [name, spec] of Object.entries(PRINCIPALS) as Array<[keyof typeof PRINCIPALS, PrincipalSpec]>) {
    credentials[name] = await createStudioUser(content, spec);
    clients[name] = await signIn(app, credentials[name]);
  }
  return { clients, credentials };
}

let ipCounter = 0;
/** A client address no other request used, so its audit entries can be told apart. */
export const freshIp = () => `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

/** The revision in an ETag header (`"7"` -> 7). */
export function revisionOf(res: LightMyRequestResponse): number {
  const etag = res.headers.etag;
  const m = typeof etag === 'string' ? /^"(\d+)"$/.exec(etag) : null;
  if (!m) throw new Error(`no strong numeric ETag on ${res.statusCode} answer: ${String(etag)}`);
  return Number(m[1]);
}

export const etag = (revision: number) => `"${revision}"`;

/** A minimal placement the schemas accept. */
export function placement(
  id: string,
  blockType: Placement['blockType'],
  extra: Partial<Placement> = {},
): Placement {
  return {
    id,
    blockType,
    config: {},
    audience: {},
    schedule: { from: null, until: null },
    ...extra,
  };
}

export const landingScope = (slug: string, market: Market = 'es'): LayoutScope => ({
  pageKey: `landing:${slug}`,
  market,
  affiliateId: null,
  siteKind: null,
});

/**
 * A fresh ES landing layout made directly in the store: a draft with `placements`, published once when
 * `publish` is set. Returns its id and current revision.
 */
export async function freshLayout(
  content: ContentStore,
  options: { placements?: Placement[]; publish?: boolean; market?: Market } = {},
): Promise<{ id: string; revision: number; slug: string }> {
  const slug = unique('page');
  const layout = await content.createLayout(landingScope(slug, options.market), `Page ${slug}`, {
    actor: 'tests',
  });
  let revision = layout.revision;
  const placements = options.placements ?? [placement(`${slug}-hero`, 'HeroSlider')];
  const saved = await content.saveDraft(layout.id, placements, {
    actor: 'tests',
    expectedRevision: revision,
  });
  if (!saved.ok) throw new Error(`fresh layout draft refused: ${JSON.stringify(saved.errors)}`);
  revision = saved.revision;
  if (options.publish) {
    revision = (await content.publish(layout.id, { actor: 'tests', expectedRevision: revision })).revision;
  }
  return { id: layout.id, revision, slug };
}
