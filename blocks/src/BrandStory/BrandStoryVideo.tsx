import type { BrandStoryProps } from '@waypoint/schemas';
import { useState } from 'react';
import { Icon } from '../shared/icons.tsx';
import { Modal } from '../shared/Modal.tsx';

type VideoMedia = Extract<BrandStoryProps['media'], { kind: 'video' }>;

export interface BrandStoryVideoProps {
  media: VideoMedia;
  /** The section title: names the dialog and the player. */
  title: string;
}

/**
 * The video thumbnail and its player: the embed loads only while the modal is open (no third-party
 * request before the visitor asks to play). Captions are chosen by the embed URL (storefront.md §2:
 * Spanish for ES, MX and CO).
 */
export function BrandStoryVideo({ media, title }: BrandStoryVideoProps) {
  const [open, setOpen] = useState(false);
  const { thumbnail } = media;
  return (
    <>
      <figure className="brand-story__thumbnail">
        <img
          className="brand-story__image"
          src={thumbnail.src}
          alt={thumbnail.alt}
          width={thumbnail.width}
          height={thumbnail.height}
          loading="lazy"
          decoding="async"
        />
        <button
          type="button"
          className="brand-story__play"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <span className="brand-story__play-icon">
            <Icon name="play" size={22} filled />
          </span>
          <span className="brand-story__play-label">{media.playLabel}</span>
        </button>
      </figure>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        showTitle={false}
        closeLabel={media.closeLabel}
        size="video"
      >
        <div className="brand-story__player">
          <iframe
            className="brand-story__iframe"
            src={media.embedUrl}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            data-captions-language={media.captionsLanguage}
          />
        </div>
      </Modal>
    </>
  );
}
