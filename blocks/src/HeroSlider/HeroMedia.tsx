import type { ResponsiveMedia } from '@waypoint/schemas';
import { hiddenAt, type MediaLayer, planMedia } from './media-plan.ts';

export interface HeroMediaProps {
  media: ResponsiveMedia;
  /** The first slide: its image is the page's largest paint, loaded eagerly with high priority. */
  priority: boolean;
}

const layerClass = (layer: MediaLayer) =>
  ['hero-slider__media', ...hiddenAt(layer).map((bp) => `hero-slider__media--no-${bp}`)].join(' ');

/** The slide's background: an image per breakpoint, or a muted looping video with a poster. */
export function HeroMedia({ media, priority }: HeroMediaProps) {
  return (
    <>
      {planMedia(media).map((layer) =>
        layer.kind === 'picture' ? (
          <picture key="picture" className={layerClass(layer)}>
            {layer.sources.map((source) => (
              <source key={source.media} media={source.media} srcSet={source.srcSet} />
            ))}
            <img
              className="hero-slider__image"
              src={layer.src}
              alt={layer.alt}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
            />
          </picture>
        ) : (
          <video
            key={layer.video.webm}
            className={`${layerClass(layer)} hero-slider__video`}
            muted
            loop
            autoPlay
            playsInline
            preload="metadata"
            poster={layer.video.poster}
            aria-label={layer.video.alt}
          >
            <source src={layer.video.webm} type="video/webm" media={layer.media ?? undefined} />
            <source src={layer.video.mp4} type="video/mp4" media={layer.media ?? undefined} />
          </video>
        ),
      )}
    </>
  );
}
