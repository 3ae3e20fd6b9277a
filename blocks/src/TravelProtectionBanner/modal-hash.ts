/**
 * The #premiumCare deep link (storefront.md §2 Travel-protection banner): a URL hash naming the modal
 * opens it. Pure so it can be tested without a browser.
 */

/** Whether a location hash ('#premiumCare', possibly percent-encoded) names the modal with this id. */
export function hashOpensModal(hash: string, modalId: string): boolean {
  if (!hash.startsWith('#')) return false;
  let fragment = hash.slice(1);
  try {
    fragment = decodeURIComponent(fragment);
  } catch {
    // A malformed escape is compared as written.
  }
  return fragment === modalId;
}
