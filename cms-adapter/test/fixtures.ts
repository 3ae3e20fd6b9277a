import type { BlockType, LayoutScope } from '@waypoint/schemas';
import type { ContentStore, WriteContext } from '../src/store/types.ts';

export const placement = (id: string, blockType: BlockType, config: Record<string, unknown> = {}) => ({
  id,
  blockType,
  config,
});

/** A placement as the store returns it: with the schema's defaults. */
export const stored = (id: string, blockType: BlockType, config: Record<string, unknown> = {}) => ({
  ...placement(id, blockType, config),
  audience: {},
  schedule: { from: null, until: null },
});

export const scope = (pageKey: string, fields: Partial<Omit<LayoutScope, 'pageKey'>> = {}): LayoutScope => ({
  pageKey,
  market: null,
  affiliateId: null,
  siteKind: null,
  ...fields,
});

/** A write by `actor` based on `revision`. */
export const by = (actor: string, expectedRevision: number, ip: string | null = null): WriteContext => ({
  actor,
  expectedRevision,
  ip,
});

/** Creates, saves and publishes a layout; returns its id and revision after the publish. */
export async function publishedLayout(
  store: ContentStore,
  s: LayoutScope,
  placements: unknown[],
  actor = 'test',
): Promise<{ id: string; revision: number; version: number }> {
  const { id, revision } = await store.createLayout(s, `${s.pageKey} ${s.market ?? 'any'}`, { actor });
  const saved = await store.saveDraft(id, placements, by(actor, revision));
  if (!saved.ok) throw new TypeError(JSON.stringify(saved.errors));
  const result = await store.publish(id, by(actor, saved.revision));
  return { id, revision: result.revision, version: result.version };
}

/** The rejection of `promise`, or a failure when it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (err: unknown) => err,
  );
}
