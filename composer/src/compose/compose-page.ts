/**
 * Steps 4 and 6 of composition (ARCHITECTURE.md): run the resolver of every placement that applies,
 * concurrently under one deadline (whose signal cancels late upstream calls), each shared output cached
 * under the dimensions its resolver declares; validate props against the contract; place blocks in their
 * regions. A failing critical upstream call fails the page (the caller serves the last good page or
 * /us/500); anything else hides one block and is logged.
 *
 * Visitor-scoped resolvers never touch the block cache. With `visitor: 'defer'` their placements are left
 * as slots (`visitorSlot` markers) for the caller to fill per request, so the shared part can be cached.
 */
import {
  BLOCK_CONFIG_SCHEMAS,
  BLOCK_PROPS_SCHEMAS,
  BLOCK_REGION,
  type Block,
  type BlockExplain,
  type BlockType,
  type ExcludedPlacement,
  type Placement,
  type Regions,
} from '@waypoint/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { TFunction } from 'i18next';
import type { Histogram } from 'prom-client';
import { type ShortLived, shortLived, unwrap } from '../cache/short-lived.ts';
import { Errors } from '../errors.ts';
import type { PageParams } from '../pages/define-page.ts';
import type { DataSources } from '../sources/data-sources.ts';
import type { Deadline } from '../sources/deadline.ts';
import { exclusionOf, inSchedule, matchesAudience } from './audience.ts';
import { blockCacheKey } from './cache-keys.ts';
import type { CacheLike } from './cache-like.ts';
import { watchFailures } from './failure-witness.ts';
import { type RequestContext, type ResolverRegistry, undegraded } from './types.ts';

export interface ComposeDeps {
  resolvers: ResolverRegistry;
  cache: CacheLike;
  ttlMs: number;
  staleMs: number;
  deadlineMs: number;
  /** How long a degraded block is kept (CACHE_DEGRADED_TTL_SECONDS); DEGRADED_TTL_MS by default. */
  degradedTtlMs?: number;
  /** Validate props against the contract (development and tests); invalid props hide the block. */
  checkContract: boolean;
  blockDuration?: Histogram<'type' | 'outcome'>;
}

export interface ComposeInput {
  ctx: RequestContext;
  placements: readonly Placement[];
  layoutTag: string;
  sources: DataSources;
  t: TFunction;
  log: FastifyBaseLogger;
  now: Date;
  /** The page's canonical params, for the resolvers and their `param:` dimensions. */
  params: PageParams;
  /** Visitor-scoped placements: resolved here ('inline'), or left as slots for the caller ('defer'). */
  visitor: 'inline' | 'defer';
  /** `?explain=1`: tag each block with what produced it and report the placements left out. */
  explain?: Omit<BlockExplain, 'placementId'>;
  /** The request's one deadline for all its work; without it, `deps.deadlineMs` from now. */
  deadline?: Deadline;
}

export interface Composed {
  regions: Regions;
  /** Filled only when `explain` was asked for. */
  excluded: ExcludedPlacement[];
  /** Deferred visitor placements, in the order their markers appear in the regions. */
  slots: Placement[];
  /**
   * A block failed, missed the deadline or was degraded: the page is served but must not be cached (nor
   * kept as the last good copy), so the next request tries again.
   */
  degraded: boolean;
}

/** Stands in a region for a deferred visitor placement; serialised as `{"visitorSlot":<n>}`. */
export const slotMarker = (index: number): Block => ({ visitorSlot: index }) as unknown as Block;

/** A placement whose resolver is visitor-scoped, deferred to the caller. */
type Deferred = { deferred: true };

type Outcome = { v: unknown; degraded?: true };

/** A placement's blocks, and whether one is a degraded form. */
type Resolved = { blocks: Block[]; degraded: boolean };

/** Why a placement that applied produced no block (explain only). */
type Dropped = { dropped: string; reason: string };

const critical = (err: unknown): boolean => (err as { critical?: boolean }).critical === true;

export async function composeRegions(deps: ComposeDeps, input: ComposeInput): Promise<Composed> {
  const { ctx } = input;
  const excluded: ExcludedPlacement[] = [];
  const applicable = input.placements.filter((p) => {
    const applies = matchesAudience(p.audience, ctx) && inSchedule(p.schedule, input.now);
    if (!applies && input.explain) {
      const why = exclusionOf(p, ctx, input.now);
      excluded.push({
        placementId: p.id,
        blockType: p.blockType,
        rule: why?.rule ?? 'audience',
        reason: why?.reason ?? 'does not apply',
      });
    }
    return applies;
  });
  const results = await resolveUnderDeadline(deps, input, applicable);
  const regions: Regions = { header: [], main: [], footer: [], overlays: [] };
  const slots: Placement[] = [];
  let degraded = false;
  results.forEach((result, i) => {
    const placement = applicable[i]!;
    if ('deferred' in result) {
      regions[BLOCK_REGION[placement.blockType]].push(slotMarker(slots.length));
      slots.push(placement);
      return;
    }
    if ('dropped' in result) {
      degraded = true;
      if (input.explain)
        excluded.push({
          placementId: placement.id,
          blockType: placement.blockType,
          rule: result.dropped,
          reason: result.reason,
        });
      return;
    }
    degraded ||= result.degraded;
    if (result.blocks.length === 0 && input.explain) {
      excluded.push({
        placementId: placement.id,
        blockType: placement.blockType,
        rule: 'resolver',
        reason: 'the block had nothing to show for this visitor (its data or the spec rules hid it)',
      });
    }
    for (const block of result.blocks) {
      const placed = input.explain
        ? { ...block, explain: { ...input.explain, placementId: placement.id } }
        : block;
      regions[BLOCK_REGION[block.type]].push(placed);
    }
  });
  return { regions, excluded, slots, degraded };
}

/** The request's deadline, or one of `deadlineMs` from now; `stop` releases its timer or listener. */
function deadlineOf(
  deps: ComposeDeps,
  input: ComposeInput,
): { signal: AbortSignal; passed: Promise<'deadline'>; stop: () => void } {
  const given = input.deadline;
  if (given) {
    let stop = () => {};
    const passed = new Promise<'deadline'>((resolve) => {
      if (given.signal.aborted) return resolve('deadline');
      const onAbort = () => resolve('deadline');
      given.signal.addEventListener('abort', onAbort, { once: true });
      stop = () => given.signal.removeEventListener('abort', onAbort);
    });
    return { signal: given.signal, passed, stop };
  }
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const passed = new Promise<'deadline'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Errors.COMPOSE_DEADLINE(input.ctx.path, deps.deadlineMs));
      resolve('deadline');
    }, deps.deadlineMs);
  });
  return { signal: controller.signal, passed, stop: () => clearTimeout(timer) };
}

/**
 * Resolves placements concurrently under the request's deadline: when it passes the signal fires (late
 * upstream calls are cancelled, not left running: ARCHITECTURE.md "Pages") and the placements still
 * pending are dropped and logged.
 */
async function resolveUnderDeadline(
  deps: ComposeDeps,
  input: ComposeInput,
  placements: readonly Placement[],
): Promise<Array<Resolved | Dropped | Deferred>> {
  const { signal, passed: deadline, stop } = deadlineOf(deps, input);
  try {
    return await Promise.all(
      placements.map(async (placement) => {
        const work = resolvePlacement(deps, input, placement, signal);
        const raced = await Promise.race([work, deadline]);
        if (raced === 'deadline') {
          work.catch(() => undefined); // its own error is logged inside resolvePlacement
          const err = new Errors.COMPOSE_DEADLINE(`${placement.blockType}#${placement.id}`, deps.deadlineMs);
          input.log.warn({ err, placement: placement.id }, 'block dropped: deadline');
          return { dropped: 'deadline', reason: err.message } satisfies Dropped;
        }
        return raced;
      }),
    );
  } finally {
    stop();
  }
}

/**
 * The deferred visitor placements of a cached page, resolved for this request and never cached: the JSON
 * of each slot's blocks (none when the block hides itself for this visitor, or fails).
 */
export async function resolveVisitorSlots(
  deps: ComposeDeps,
  input: Omit<ComposeInput, 'placements' | 'visitor'>,
  placements: readonly Placement[],
): Promise<string[][]> {
  const results = await resolveUnderDeadline(deps, { ...input, placements, visitor: 'inline' }, placements);
  return results.map((result) =>
    'blocks' in result ? result.blocks.map((block) => JSON.stringify(block)) : [],
  );
}

type ParsedConfig = { ok: true; value: unknown; key: string } | { ok: false; issues: readonly unknown[] };

/**
 * A placement's config with its defaults, and its cache-key form. Layouts are served from the cache as
 * the same objects request after request, so each placement is parsed once, not once per composition.
 */
const parsedConfigs = new WeakMap<Placement, ParsedConfig>();

function configOf(placement: Placement): ParsedConfig {
  let parsed = parsedConfigs.get(placement);
  if (!parsed) {
    const result = BLOCK_CONFIG_SCHEMAS[placement.blockType].safeParse(placement.config);
    parsed = result.success
      ? { ok: true, value: result.data, key: JSON.stringify(result.data) }
      : { ok: false, issues: result.error.issues };
    parsedConfigs.set(placement, parsed);
  }
  return parsed;
}

async function resolvePlacement(
  deps: ComposeDeps,
  input: ComposeInput,
  placement: Placement,
  signal: AbortSignal,
): Promise<Resolved | Dropped | Deferred> {
  const type = placement.blockType;
  const { ctx, log } = input;
  const config = configOf(placement);
  if (!config.ok) {
    log.error({ placement: placement.id, type, issues: config.issues }, 'block hidden: bad CMS config');
    return { dropped: 'config', reason: 'its CMS config breaks the block schema' };
  }
  const resolver = deps.resolvers[type];
  const visitor = resolver.scope === 'visitor';
  if (visitor && input.visitor === 'defer') return { deferred: true };
  const end = deps.blockDuration?.startTimer({ type });
  const run = async (): Promise<Outcome | ShortLived<Outcome>> => {
    const witness = watchFailures(input.sources);
    const result = await (resolver.resolve as (a: unknown) => Promise<unknown>)({
      // A shared resolver cannot read who is asking: its output is cached for everyone.
      ctx: visitor ? ctx : sharedView(ctx),
      config: config.value,
      placementId: placement.id,
      t: input.t,
      sources: witness.view,
      log,
      params: input.params,
      signal,
    });
    const { value, degraded } = undegraded(result);
    const v = deps.checkContract ? validated(type, placement.id, value, log) : (value ?? null);
    // A block degraded, or shaped by an upstream failure it caught (hidden, shown
    // without some data), is served and kept briefly only, so it is back soon after the upstream is.
    const failure = witness.failure();
    if (failure !== undefined && !degraded) {
      log.info(
        { placement: placement.id, type, err: failure },
        'block composed around a failed call: kept briefly',
      );
    }
    return degraded || failure !== undefined ? shortLived({ v, degraded: true }, deps.degradedTtlMs) : { v };
  };
  try {
    // Visitor data never enters the block cache (ARCHITECTURE.md "Visitor data").
    const outcome = visitor
      ? unwrap(await run()).value
      : await deps.cache.wrap<Outcome>(
          blockCacheKey(type, placement.id, config.key, resolver.dimensions, ctx, input.params),
          { ttlMs: deps.ttlMs, staleMs: deps.staleMs, tags: ['blocks', `block:${type}`, input.layoutTag] },
          run,
        );
    end?.({ outcome: outcome.v === null ? 'hidden' : 'ok' });
    return { blocks: toBlocks(type, placement.id, outcome.v), degraded: outcome.degraded === true };
  } catch (err) {
    end?.({ outcome: 'error' });
    if (critical(err)) throw err;
    log.error({ err, placement: placement.id, type }, 'block hidden: resolver failed');
    return { dropped: 'resolver.error', reason: err instanceof Error ? err.message : String(err) };
  }
}

const sharedViews = new WeakMap<RequestContext, RequestContext>();

/**
 * The context as a shared resolver sees it: reading `visitor` throws, so a block that would depend on
 * the visitor cannot be cached for everyone by mistake (it must declare scope 'visitor').
 */
function sharedView(ctx: RequestContext): RequestContext {
  let view = sharedViews.get(ctx);
  if (!view) {
    view = Object.defineProperty({ ...ctx }, 'visitor', {
      get() {
        throw new TypeError(
          "a shared resolver read ctx.visitor: declare scope: 'visitor' to read visitor data",
        );
      },
    }) as RequestContext;
    sharedViews.set(ctx, view);
  }
  return view;
}

/** Checks resolver output against the contract; invalid props hide the block (logged), never the page. */
function validated(type: BlockType, placementId: string, result: unknown, log: FastifyBaseLogger): unknown {
  if (result === null || result === undefined) return null;
  const schema = BLOCK_PROPS_SCHEMAS[type];
  const list = Array.isArray(result) ? result : [result];
  const valid = list.filter((props) => {
    const parsed = schema.safeParse(props);
    if (!parsed.success) {
      log.error(
        { placement: placementId, type, issues: parsed.error.issues.slice(0, 5) },
        'block hidden: props break the contract',
      );
    }
    return parsed.success;
  });
  if (valid.length === 0) return null;
  return Array.isArray(result) ? valid : valid[0];
}

function toBlocks(type: BlockType, placementId: string, value: unknown): Block[] {
  if (value === null) return [];
  if (Array.isArray(value)) {
    return value.map((props, i) => ({ id: `${placementId}-${i + 1}`, type, props }) as Block);
  }
  return [{ id: placementId, type, props: value } as Block];
}
