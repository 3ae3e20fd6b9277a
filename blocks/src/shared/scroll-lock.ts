/**
 * Page scroll lock shared by every open modal: counted, so nested modals release it only when the last
 * one closes (storefront.md §4 Modals: the lock is always released). While locked, the body is padded by
 * the scrollbar's width so the page does not jump sideways when the scrollbar disappears.
 */
const CLASS = 'wp-scroll-locked';
let holders = 0;
let savedPaddingRight = '';

/** Locks page scrolling; returns the release function (safe to call more than once). */
export function lockScroll(): () => void {
  holders += 1;
  if (holders === 1) {
    const { body, documentElement } = document;
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    savedPaddingRight = body.style.paddingRight;
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.classList.add(CLASS);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders = Math.max(0, holders - 1);
    if (holders === 0) {
      document.body.classList.remove(CLASS);
      document.body.style.paddingRight = savedPaddingRight;
    }
  };
}

/** How many modals currently hold the lock (for tests and diagnostics). */
export function scrollLockHolders(): number {
  return holders;
}
