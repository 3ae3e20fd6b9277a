/**
 * The page pipeline's parts, made once per composer from its dependencies. Each owns one thing: the
 * steps up to a ready composition (the layouts and the experiment memo), the page cache and last good
 * copies, the tree composer (with the block cache), and the answer memo.
 */
import type { ContentStore } from '@waypoint/cms-adapter';
import type { Counter } from 'prom-client';
import { ExperimentNames } from '../context/experiment-names.ts';
import type { Translator } from '../i18n/index.ts';
import type { SourceSettings } from '../sources/data-sources.ts';
import type { UpstreamClient } from '../sources/upstream-client.ts';
import { AnswerMemo } from './answer-memo.ts';
import type { ComposeDeps } from './compose-page.ts';
import { TreeComposer } from './compose-tree.ts';
import { LayoutSource } from './layout-source.ts';
import { type CountPage, PageCache } from './page-cache.ts';
import type { PrepareDeps } from './prepare.ts';
import { sourcesMaker } from './route-request.ts';

export interface PageServiceDeps extends Omit<ComposeDeps, 'blockDuration'> {
  content: ContentStore;
  client: UpstreamClient;
  translator: Translator;
  baseDomain: string;
  sources: SourceSettings;
  now: () => Date;
  random: () => number;
  metrics?: { pages: Counter<'kind' | 'source'> } & Pick<ComposeDeps, 'blockDuration'>;
}

export interface Pipeline {
  /** Counts a page answer by kind and where it came from (the `pages` metric). */
  count: CountPage;
  steps: PrepareDeps;
  pages: PageCache;
  tree: TreeComposer;
  memo: AnswerMemo;
}

export function buildPipeline(deps: PageServiceDeps): Pipeline {
  const { metrics } = deps;
  const count: CountPage = (kind, source) => metrics?.pages.inc({ kind, source });
  const compose: ComposeDeps = {
    resolvers: deps.resolvers,
    cache: deps.cache,
    ttlMs: deps.ttlMs,
    staleMs: deps.staleMs,
    deadlineMs: deps.deadlineMs,
    ...(deps.degradedTtlMs !== undefined ? { degradedTtlMs: deps.degradedTtlMs } : {}),
    checkContract: deps.checkContract,
    ...(metrics?.blockDuration ? { blockDuration: metrics.blockDuration } : {}),
  };
  return {
    count,
    steps: {
      baseDomain: deps.baseDomain,
      now: deps.now,
      random: deps.random,
      makeSources: sourcesMaker(deps),
      layouts: new LayoutSource(deps),
      experiments: new ExperimentNames(deps.resolvers),
    },
    pages: new PageCache({ ...compose, degradedTtlMs: deps.degradedTtlMs, count }),
    tree: new TreeComposer(compose, deps.translator),
    memo: new AnswerMemo(deps.cache, count),
  };
}
