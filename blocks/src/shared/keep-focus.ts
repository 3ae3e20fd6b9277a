/**
 * A patch can remove the control that had focus: a stepper whose limit is reached changes from a link to
 * a disabled button (PassengerSelector), a cancelled flight search loses its cancel button, a removed
 * summary line its remove button. Focus would then fall back to the page. This hook remembers that focus
 * was inside the group and, when the group's controls change while nothing holds focus, moves it to the
 * group's first control that can take it (the other step, the retry button, the next line).
 */
import { type DependencyList, type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"])';

export function useKeepFocusWithin(group: RefObject<HTMLElement | null>, controls: DependencyList): void {
  const inside = useRef(false);

  useEffect(() => {
    const element = group.current;
    if (!element) return;
    const onFocusIn = () => {
      inside.current = true;
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node) {
        if (!element.contains(next)) inside.current = false;
        return;
      }
      // Focus went nowhere: a click outside (the control is still there) or the control was removed.
      const left = event.target;
      setTimeout(() => {
        if (left instanceof Node && left.isConnected) inside.current = false;
      }, 0);
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [group]);

  // Runs when the caller's controls change.
  useEffect(() => {
    const element = group.current;
    if (!element || !inside.current) return;
    const active = document.activeElement;
    if (active && active !== document.body) {
      if (!element.contains(active)) inside.current = false;
      return;
    }
    element.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
  }, controls);
}
