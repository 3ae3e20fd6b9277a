import type { BudgetDocumentProps } from '@waypoint/schemas';
import { useId } from 'react';
import { Icon } from '../shared/icons.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['BudgetDocument/BudgetDocument'];

const DownloadIcon = () => <Icon name="download" size={18} strokeWidth={2} />;

/**
 * A budget (a quote) as a page (buying-flow.md §2 "Budget page", `/budget/pdf/`): the title and the
 * budget's reference, the trip with its picture and facts, the price lines in a table with the total in
 * its footer, how long the price holds, the QR code that opens this page (`ABTripQuoteSimplification`,
 * an SVG data URL drawn by the server) and the links to the PDF and to book. Printable: on paper the
 * links and the page's card go, the lines keep together (BudgetDocument.css `@media print`). Static.
 */
export function BudgetDocument({
  title,
  reference,
  trip,
  facts,
  lines,
  total,
  validity,
  qr,
  pdf,
  book,
}: BudgetDocumentProps) {
  const id = useId();
  const headingId = `${id}-title`;
  const tripId = `${id}-trip`;
  return (
    <article className="budget-document wp-section" aria-labelledby={headingId}>
      <div className="wp-container">
        <div className="budget-document__page">
          <header className="budget-document__header">
            <h1 id={headingId} className="budget-document__title">
              {title}
            </h1>
            <p className="budget-document__reference">{reference}</p>
          </header>
          <div className="budget-document__trip">
            {trip.image ? <img className="budget-document__image" src={trip.image} alt="" /> : null}
            <div className="budget-document__trip-text">
              <h2 id={tripId} className="budget-document__trip-title">
                <a className="budget-document__trip-link" href={trip.href}>
                  {trip.title}
                </a>
              </h2>
              {facts.length > 0 ? (
                <dl className="budget-document__facts">
                  {facts.map((fact) => (
                    <div key={fact.label} className="budget-document__fact">
                      <dt className="budget-document__fact-label">{fact.label}</dt>
                      <dd className="budget-document__fact-value">{fact.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </div>
          </div>
          <table className="budget-document__lines" aria-labelledby={tripId}>
            <tbody>
              {lines.map((line, index) => (
                <tr key={index} className="budget-document__line">
                  <th scope="row" className="budget-document__line-label">
                    {line.label}
                  </th>
                  <td className="budget-document__line-amount">{line.amount}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="budget-document__total">
                <th scope="row" className="budget-document__line-label">
                  {total.label}
                </th>
                <td className="budget-document__line-amount">{total.amount}</td>
              </tr>
            </tfoot>
          </table>
          <div className="budget-document__end">
            <div className="budget-document__next">
              <p className="budget-document__validity">
                <Icon name="clock" size={20} />
                <span>{validity}</span>
              </p>
              <p className="budget-document__actions">
                <a className="wp-btn budget-document__book" href={book.href}>
                  {book.label}
                </a>
                <a className="wp-btn wp-btn--inverse budget-document__pdf" href={pdf.href} download="">
                  <DownloadIcon />
                  {pdf.label}
                </a>
              </p>
            </div>
            {qr ? (
              <figure className="budget-document__qr">
                <img
                  className="budget-document__qr-image"
                  src={qr.src}
                  alt={qr.alt}
                  width={136}
                  height={136}
                />
                <figcaption className="budget-document__qr-caption">{qr.caption}</figcaption>
              </figure>
            ) : null}
          </div>
        </div>
      </div>
    </article>
  );
}
