/**
 * Shared by both client entries: a wrapper that reports when its tree has committed (it adds no markup
 * and does not call useId, so ids match the server's), the loud recoverable-error handler, and the
 * after-hydration steps (performance mark, window flag, hash scroll).
 */
import { type ReactNode, useEffect } from 'react';
import { HYDRATED_MARK } from '../island-data.ts';

declare global {
  interface Window {
    __wpHydrated?: boolean;
  }
}

export function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  // Reports the first commit only.
  useEffect(onCommit, []);
  return children;
}

/** Hydration mismatches must be loud: React recovers by client rendering, which hides the bug. */
export function reportRecoverable(where: string) {
  return (error: unknown, info: { componentStack?: string }) => {
    console.error(`[waypoint] recoverable error while hydrating ${where}`, error, info.componentStack ?? '');
  };
}

/** Reads the JSON a server put in `<script type="application/json" id>`. */
export function readJson<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

export function markHydrated(): void {
  performance.mark(HYDRATED_MARK);
  window.__wpHydrated = true;
  // The hash target may have moved while islands rendered: land on it again (storefront.md §2 anchor
  // scrolling; the sticky header offset is scroll-padding-top in base.css).
  const hash = location.hash.slice(1);
  if (!hash) return;
  let target: HTMLElement | null = null;
  try {
    target = document.getElementById(decodeURIComponent(hash));
  } catch {
    return;
  }
  target?.scrollIntoView({ block: 'start' });
}
