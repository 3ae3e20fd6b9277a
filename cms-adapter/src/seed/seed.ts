import { isCmsError } from '../errors.ts';
import type { ContentStore, SeedResult } from '../store/types.ts';
import { DEMO_LAYOUTS, type DemoLayout } from './demo-layouts.ts';

export interface SeedDeps {
  store: Pick<ContentStore, 'createLayout' | 'saveDraft' | 'publish'>;
  findLayoutByScope(scope: DemoLayout['scope']): Promise<string | null>;
}

/**
 * Creates and publishes each demo layout whose scope has no layout yet, so it is safe to run at every
 * start. Two processes seeding at once both end well: the loser of a create race skips that scope.
 */
export async function seedDemoContent(
  deps: SeedDeps,
  actor = 'seed',
  layouts: readonly DemoLayout[] = DEMO_LAYOUTS,
): Promise<SeedResult> {
  const result: SeedResult = { created: [], skipped: [] };
  for (const layout of layouts) {
    if ((await deps.findLayoutByScope(layout.scope)) !== null) {
      result.skipped.push(layout.key);
      continue;
    }
    let created: { id: string; revision: number };
    try {
      created = await deps.store.createLayout(layout.scope, layout.name, { actor });
    } catch (err) {
      if (!isCmsError(err, 'CMS_LAYOUT_EXISTS')) throw err;
      result.skipped.push(layout.key);
      continue;
    }
    const saved = await deps.store.saveDraft(created.id, layout.placements, {
      actor,
      expectedRevision: created.revision,
    });
    if (!saved.ok)
      throw new TypeError(`Demo layout ${layout.key} is invalid: ${JSON.stringify(saved.errors)}`);
    await deps.store.publish(created.id, { actor, expectedRevision: saved.revision }, 'demo content');
    result.created.push(layout.key);
  }
  return result;
}
