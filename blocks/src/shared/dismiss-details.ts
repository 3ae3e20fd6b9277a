/**
 * A native `<details>` disclosure opens and closes with the keyboard even before hydration; once
 * hydrated, Escape (focus back on its summary) and a pointer down outside it close it too. Used by the
 * header's language selector and the trip's share menu.
 */
import { type DependencyList, type RefObject, useEffect } from 'react';

/** `deps`: when the disclosure element may have been rendered anew (the listeners follow it). */
export function useDismissDetails(
  ref: RefObject<HTMLDetailsElement | null>,
  deps: DependencyList = [],
): void {
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, deps);
}
