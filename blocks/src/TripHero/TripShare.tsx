/**
 * Social share (buying-flow.md §6 "Social share"). The server renders a native disclosure: a Share
 * button that opens the network links, plain links that work without JavaScript. Once hydrated, a
 * browser with the Web Share API gets a button that opens the system share sheet instead (same size:
 * nothing moves); the others get a 'copy link' button too, which confirms in a polite live region.
 */
import type { TripShare as TripShareData } from '@waypoint/schemas';
import { useEffect, useRef, useState } from 'react';
import { useDismissDetails } from '../shared/dismiss-details.ts';
import { Icon } from '../shared/icons.tsx';
import { copyLink, shareCapabilities, shareNatively } from './share-actions.ts';

/** The schemas export ShareNetwork as a zod value only; its type, from the share links. */
type ShareNetwork = TripShareData['links'][number]['network'];

/** Each network's glyph in shared/icons.tsx. */
const NETWORK_ICON: Readonly<Record<ShareNetwork, string>> = {
  facebook: 'facebook',
  x: 'x',
  whatsapp: 'whatsapp',
  email: 'mail',
};

/** How long 'copied' stays on screen. */
const COPIED_MS = 4000;

const opensNewTab = (href: string) => /^https?:/i.test(href);

export function TripShare({ share }: { share: TripShareData }) {
  const [native, setNative] = useState(false);
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  const menu = useRef<HTMLDetailsElement>(null);
  /** A failed share sheet falls back to the links: open them once they are rendered. */
  const openMenu = useRef(false);

  useEffect(() => {
    const can = shareCapabilities(navigator);
    setNative(can.native);
    setCanCopy(can.copy);
  }, []);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  // The menu: Escape and a click outside close it (as the header's); it is rendered anew when a failed
  // share sheet gives way to the links, and then opens.
  useDismissDetails(menu, [native]);
  useEffect(() => {
    const details = menu.current;
    if (!details || !openMenu.current) return;
    openMenu.current = false;
    details.open = true;
    details.querySelector('summary')?.focus();
  }, [native]);

  const openSheet = async () => {
    const outcome = await shareNatively(navigator, { title: share.title, text: share.text, url: share.url });
    // The sheet is not allowed here: offer the links instead.
    if (outcome === 'failed') {
      openMenu.current = true;
      setNative(false);
    }
  };

  const copy = async () => {
    if (await copyLink(navigator, share.url)) setCopied(true);
    else console.warn('Could not copy the trip link');
  };

  if (native) {
    return (
      <div className="trip-hero__share">
        <button type="button" className="trip-hero__share-button" onClick={openSheet}>
          <Icon name="share" size={20} />
          <span>{share.label}</span>
        </button>
      </div>
    );
  }

  return (
    <div className="trip-hero__share">
      <details ref={menu} className="trip-hero__share-menu">
        <summary className="trip-hero__share-button">
          <Icon name="share" size={20} />
          <span>{share.label}</span>
        </summary>
        <div className="trip-hero__share-panel">
          <ul className="trip-hero__share-links">
            {share.links.map((link) => (
              <li key={link.network}>
                <a
                  className="trip-hero__share-link"
                  href={link.href}
                  {...(opensNewTab(link.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <Icon name={NETWORK_ICON[link.network]} size={20} />
                  <span>{link.label}</span>
                </a>
              </li>
            ))}
          </ul>
          {canCopy ? (
            <button type="button" className="trip-hero__share-link trip-hero__copy" onClick={copy}>
              <Icon name="link" size={20} />
              <span>{share.copyLabel}</span>
            </button>
          ) : null}
          <p className="trip-hero__copied" role="status">
            {copied ? share.copiedLabel : ''}
          </p>
        </div>
      </details>
    </div>
  );
}
