import type { TripHeaderTextProps } from '@waypoint/schemas';
import { Icon } from '../shared/icons.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['TripHeaderText/TripHeaderText'];

/**
 * The running campaign's message above the trip (buying-flow.md §2: the campaign's PDP header text, one
 * for phones and one for tablets and up). Both texts are in the HTML and CSS shows the one that fits, so
 * the server needs no device guess; the hidden one is hidden from assistive technology too.
 */
export function TripHeaderText({ mobile, tabletUp }: TripHeaderTextProps) {
  const same = mobile === tabletUp;
  return (
    <div className="trip-header-text">
      <div className="trip-header-text__inner wp-container">
        <Icon name="tag" size={20} className="trip-header-text__icon" />
        {same ? (
          <p className="trip-header-text__text">{tabletUp}</p>
        ) : (
          <>
            <p className="trip-header-text__text trip-header-text__text--mobile">{mobile}</p>
            <p className="trip-header-text__text trip-header-text__text--tablet-up">{tabletUp}</p>
          </>
        )}
      </div>
    </div>
  );
}
