/**
 * Keyboard movement in a tab list (WAI-ARIA Authoring Practices, "Tabs"): the arrow keys move to the
 * previous or next tab, wrapping around; Home and End go to the first and last. Other keys: null.
 * Tabs are in a row, so up and down arrows do nothing (the page scrolls as usual).
 */
export function nextTab(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
