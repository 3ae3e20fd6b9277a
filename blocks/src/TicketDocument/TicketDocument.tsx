import type { TicketDocumentProps } from '@waypoint/schemas';
import { useId } from 'react';
import { Icon } from '../shared/icons.tsx';
import type { Stylesheets } from '../types.ts';
import { type Segment, telHref, ticketDays } from './ticket-days.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['TicketDocument/TicketDocument'];

/** A picture per kind of service (decorative: the segment's title says what it is). */
const KIND_ICONS: Record<Segment['kind'], string> = {
  flight: 'plane',
  hotel: 'hotel',
  transfer: 'transfer',
  activity: 'activity',
};

const KindIcon = ({ kind }: { kind: Segment['kind'] }) => <Icon name={KIND_ICONS[kind]} size={20} />;

/**
 * The ticket page (buying-flow.md §2 "Ticket page": the ticket and its providers; §7 "Tickets and
 * vouchers"): the locator, the trip, its dates and passengers, the services as a timeline by date (a
 * picture per kind), who provides them with their phone (`tel:`) and e-mail (`mailto:`), the policy, and
 * the PDFs (the ticket, the voucher cancellation). Printable: on paper the card and the document links
 * go and no service is split across pages (TicketDocument.css `@media print`). Static.
 */
export function TicketDocument({
  title,
  locator,
  trip,
  dates,
  passengers,
  segments,
  providers,
  policy,
  documents,
}: TicketDocumentProps) {
  const headingId = `${useId()}-title`;
  const days = ticketDays(segments);
  return (
    <article className="ticket-document wp-section" aria-labelledby={headingId}>
      <div className="wp-container">
        <div className="ticket-document__page">
          <header className="ticket-document__header">
            <h1 id={headingId} className="ticket-document__title">
              {title}
            </h1>
            <p className="ticket-document__locator">{locator}</p>
          </header>
          <div className="ticket-document__summary">
            <h2 className="ticket-document__trip">{trip}</h2>
            <p className="ticket-document__dates">
              <Icon name="calendar" size={18} />
              <span>{dates}</span>
            </p>
            {passengers.length > 0 ? (
              <ul
                // biome-ignore lint/a11y/noRedundantRoles: list-style: none drops the list role in Safari.
                role="list"
                className="ticket-document__passengers"
              >
                {passengers.map((passenger) => (
                  <li key={passenger} className="ticket-document__passenger">
                    <Icon name="person" size={16} />
                    {passenger}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {days.length > 0 ? (
            <ol
              // biome-ignore lint/a11y/noRedundantRoles: list-style: none drops the list role in Safari.
              role="list"
              className="ticket-document__days"
            >
              {days.map((day, dayIndex) => (
                <li key={dayIndex} className="ticket-document__day">
                  <h3 className="ticket-document__date">{day.date}</h3>
                  <ol
                    // biome-ignore lint/a11y/noRedundantRoles: list-style: none drops the list role in Safari.
                    role="list"
                    className="ticket-document__segments"
                  >
                    {day.segments.map((segment, index) => (
                      <li
                        key={index}
                        className={`ticket-document__segment ticket-document__segment--${segment.kind}`}
                      >
                        <span className="ticket-document__kind" aria-hidden="true">
                          <KindIcon kind={segment.kind} />
                        </span>
                        <div className="ticket-document__segment-text">
                          <p className="ticket-document__segment-title">{segment.title}</p>
                          <p className="ticket-document__segment-detail">{segment.detail}</p>
                          <p className="ticket-document__segment-provider">{segment.provider}</p>
                        </div>
                      </li>
                    ))}
                  </ol>
                </li>
              ))}
            </ol>
          ) : null}
          {providers.length > 0 ? (
            <ul
              // biome-ignore lint/a11y/noRedundantRoles: list-style: none drops the list role in Safari.
              role="list"
              className="ticket-document__providers"
            >
              {providers.map((provider) => (
                <li key={provider.name} className="ticket-document__provider">
                  <p className="ticket-document__provider-name">{provider.name}</p>
                  <a className="ticket-document__contact" href={telHref(provider.phone)}>
                    <Icon name="phone" size={16} />
                    <span>{provider.phone}</span>
                  </a>
                  <a className="ticket-document__contact" href={`mailto:${provider.email}`}>
                    <Icon name="mail" size={16} />
                    <span>{provider.email}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="ticket-document__policy">
            <Icon name="shield" size={20} />
            <span>{policy}</span>
          </p>
          {documents.length > 0 ? (
            <ul
              // biome-ignore lint/a11y/noRedundantRoles: list-style: none drops the list role in Safari.
              role="list"
              className="ticket-document__documents"
            >
              {documents.map((document) => (
                <li key={document.href}>
                  <a className="ticket-document__document" href={document.href}>
                    <Icon name="document" size={18} />
                    <span>{document.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </article>
  );
}
