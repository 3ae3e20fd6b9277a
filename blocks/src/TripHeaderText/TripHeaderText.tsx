import type { TripHeaderTextProps } from '@waypoint/schemas';

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
        <svg
          className="trip-header-text__icon"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M3 12V4h8l10 10-8 8zM7.5 7.5h.01" />
        </svg>
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
