import type { BookingConfirmationProps } from '@waypoint/schemas';
import { useId } from 'react';
import { Icon, IconFacts } from '../shared/icons.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['BookingConfirmation/BookingConfirmation'];

const DocumentIcon = ({ download }: { download: boolean }) => (
  <Icon name={download ? 'document-download' : 'document'} size={20} />
);

/**
 * The confirmation page (buying-flow.md §2 "Other pages": the campaign confirmation texts, title,
 * subtitle and description; voucher texts on B2B sites, §6): a hero with the page's heading, the
 * booking's locator in large type and its status (a pulse while the payment is being confirmed, §7
 * `booking/status`), the trip with its link, the facts of the booking as a definition list, what remains
 * to pay with the part-payment page, and the documents (downloaded where marked so). Static.
 */
export function BookingConfirmation({
  title,
  subtitle,
  description,
  locatorLabel,
  locator,
  status,
  pending,
  trip,
  facts,
  remaining,
  documents,
}: BookingConfirmationProps) {
  const id = useId();
  const headingId = `${id}-title`;
  const tripId = `${id}-trip`;
  const modifier = pending ? ' booking-confirmation--pending' : '';
  return (
    <section className={`booking-confirmation wp-section${modifier}`} aria-labelledby={headingId}>
      <div className="wp-container booking-confirmation__inner">
        <header className="booking-confirmation__hero">
          <span className="booking-confirmation__mark" aria-hidden="true">
            <Icon name={pending ? 'clock' : 'check'} size={36} strokeWidth={2.4} />
          </span>
          <h1 id={headingId} className="booking-confirmation__title">
            {title}
          </h1>
          <p className="booking-confirmation__subtitle">{subtitle}</p>
          <p className="booking-confirmation__description">{description}</p>
        </header>
        <div className="booking-confirmation__booking">
          <p className="booking-confirmation__locator">
            <span className="booking-confirmation__locator-label">{locatorLabel}</span>
            <strong className="booking-confirmation__locator-code">{locator}</strong>
          </p>
          <p className="booking-confirmation__status" role="status">
            {pending ? (
              <span className="booking-confirmation__pulse" aria-hidden="true" />
            ) : (
              <Icon name="check" size={18} strokeWidth={2.6} />
            )}
            <span>{status}</span>
          </p>
        </div>
        <div className="booking-confirmation__details">
          <article className="booking-confirmation__trip" aria-labelledby={tripId}>
            <h2 id={tripId} className="booking-confirmation__trip-title">
              <a className="booking-confirmation__trip-link" href={trip.href}>
                {trip.title}
              </a>
            </h2>
            <IconFacts
              className="booking-confirmation__trip-facts"
              facts={[
                { icon: 'calendar', text: trip.dates },
                { icon: 'person', text: trip.travellers },
              ]}
            />
          </article>
          {facts.length > 0 ? (
            <dl className="booking-confirmation__facts">
              {facts.map((fact) => (
                <div key={fact.label} className="booking-confirmation__fact">
                  <dt className="booking-confirmation__fact-label">{fact.label}</dt>
                  <dd className="booking-confirmation__fact-value">{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
        {remaining ? (
          <div className="booking-confirmation__remaining">
            <p className="booking-confirmation__remaining-text">
              <Icon name="payment" size={22} />
              <span>{remaining.text}</span>
            </p>
            <a className="wp-btn booking-confirmation__remaining-link" href={remaining.href}>
              {remaining.label}
            </a>
          </div>
        ) : null}
        {documents.length > 0 ? (
          <ul
            // biome-ignore lint/a11y/noRedundantRoles: list-style: none drops the list role in Safari.
            role="list"
            className="booking-confirmation__documents"
          >
            {documents.map((document) => (
              <li key={document.href}>
                <a
                  className="booking-confirmation__document"
                  href={document.href}
                  download={document.download ? '' : undefined}
                >
                  <DocumentIcon download={document.download} />
                  <span>{document.label}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
