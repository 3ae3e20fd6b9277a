import type { TravelProtectionBannerProps } from '@waypoint/schemas';
import { useEffect, useId, useState } from 'react';
import { Icon } from '../shared/icons.tsx';
import { Modal } from '../shared/Modal.tsx';
import type { Stylesheets } from '../types.ts';
import { hashOpensModal } from './modal-hash.ts';
import { ProtectionPlans } from './ProtectionPlans.tsx';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['shared/Modal', 'TravelProtectionBanner/TravelProtectionBanner'];

/**
 * storefront.md §2 "Travel-protection banner": the banner's button opens the #premiumCare modal with the
 * protection plans; the same modal opens when the page's URL hash is #premiumCare (on load or later).
 */
export function TravelProtectionBanner({
  title,
  text,
  ctaLabel,
  modalId,
  modal,
}: TravelProtectionBannerProps) {
  const titleId = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const openFromHash = () => {
      if (hashOpensModal(window.location.hash, modalId)) setOpen(true);
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [modalId]);

  const close = () => {
    setOpen(false);
    // Drop the deep link, so a reload does not reopen the modal and a later #premiumCare link does.
    if (hashOpensModal(window.location.hash, modalId)) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    }
  };

  return (
    <section className="travel-protection-banner wp-section" aria-labelledby={titleId}>
      <div className="wp-container">
        <div className="travel-protection-banner__card">
          <span className="travel-protection-banner__icon">
            <Icon name="shield" size={32} />
          </span>
          <div className="travel-protection-banner__text">
            <h2 id={titleId} className="travel-protection-banner__title">
              {title}
            </h2>
            <p className="travel-protection-banner__body">{text}</p>
          </div>
          <button
            type="button"
            className="wp-btn travel-protection-banner__cta"
            aria-haspopup="dialog"
            aria-controls={modalId}
            onClick={() => setOpen(true)}
          >
            {ctaLabel}
          </button>
        </div>
      </div>
      <Modal id={modalId} open={open} onClose={close} title={modal.title} closeLabel={modal.closeLabel}>
        <ProtectionPlans plans={modal.plans} />
      </Modal>
    </section>
  );
}
