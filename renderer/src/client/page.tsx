/**
 * Client entry of whole-page mode (kept for measurement): hydrates `#wp-root` with the whole page tree
 * and the full registry, as a classic single-root React app would.
 */
import type { PageTree } from '@waypoint/schemas';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PAGE_DATA_ID, PAGE_ROOT_ID, PageBody } from '../page-body.tsx';
import { Committed, markHydrated, readJson, reportRecoverable } from './hydrated.tsx';

const tree = readJson<PageTree>(PAGE_DATA_ID);
const root = document.getElementById(PAGE_ROOT_ID);
if (tree && root) {
  hydrateRoot(root, createElement(Committed, { onCommit: markHydrated }, createElement(PageBody, { tree })), {
    onRecoverableError: reportRecoverable('the page'),
  });
}
