import type { Image } from '@waypoint/schemas';

export interface DestinationTile {
  key: string | number;
  href: string;
  name: string;
  /** '{amount} trips'. */
  amountLabel: string;
  image: Image;
}

/**
 * Destination tiles (picture, name, '{amount} trips', a link to the destination's page): the home page's
 * recommended destinations and a destination page's sub-destinations. Styles:
 * RecommendedDestinations/RecommendedDestinations.css (a scroll row on phones, a grid from laptop up).
 */
export function DestinationTiles({ tiles }: { tiles: readonly DestinationTile[] }) {
  return (
    <ul className="recommended-destinations__list">
      {tiles.map((tile) => (
        <li key={tile.key} className="recommended-destinations__item">
          <a className="recommended-destinations__tile" href={tile.href}>
            <img
              className="recommended-destinations__image"
              src={tile.image.src}
              alt=""
              width={tile.image.width ?? 480}
              height={tile.image.height ?? 600}
              loading="lazy"
              decoding="async"
            />
            <span className="recommended-destinations__text">
              <span className="recommended-destinations__name">{tile.name}</span>
              <span className="recommended-destinations__amount">{tile.amountLabel}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
