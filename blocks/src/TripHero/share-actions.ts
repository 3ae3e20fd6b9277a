/**
 * What the share control can do in this browser, and doing it: the Web Share API's sheet, or copying the
 * link. The navigator is passed in, so the outcomes are tested without a browser. Never throws.
 */
export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText?: (text: string) => Promise<void> };
}

export interface ShareCapabilities {
  /** The system share sheet (navigator.share). */
  native: boolean;
  /** Copying the link (navigator.clipboard, secure contexts only). */
  copy: boolean;
}

export function shareCapabilities(nav: ShareNavigator | undefined): ShareCapabilities {
  return {
    native: typeof nav?.share === 'function',
    copy: typeof nav?.clipboard?.writeText === 'function',
  };
}

/** 'cancelled': the traveller closed the sheet; 'failed': the sheet is not allowed here (offer the links). */
export type ShareOutcome = 'shared' | 'cancelled' | 'failed';

export async function shareNatively(nav: ShareNavigator, data: ShareData): Promise<ShareOutcome> {
  if (typeof nav.share !== 'function') return 'failed';
  try {
    await nav.share(data);
    return 'shared';
  } catch (error) {
    return (error as { name?: unknown } | null)?.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}

/** True when the link is on the clipboard. */
export async function copyLink(nav: ShareNavigator, url: string): Promise<boolean> {
  const writeText = nav.clipboard?.writeText;
  if (typeof writeText !== 'function') return false;
  try {
    await writeText.call(nav.clipboard, url);
    return true;
  } catch {
    return false;
  }
}
