import type { ReferralProgramProps } from '@waypoint/schemas';
import { useId } from 'react';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['ReferralProgram/ReferralProgram'];

/**
 * The refer-a-friend page's programme (storefront.md §3 "Referral", §9 "Refer-a-friend"): the invitation
 * an invited visitor sees, the two discounts, how it works, and 'Refer a friend now'. Where the site has
 * no member-get-member promotion (§6), a short note and a way home instead.
 */
export function ReferralProgram({
  title,
  intro,
  invitation,
  offer,
  steps,
  cta,
  unavailable,
}: ReferralProgramProps) {
  const id = useId();
  const titleId = `${id}-title`;
  return (
    <section className="referral-program wp-section" aria-labelledby={titleId}>
      <div className="wp-container referral-program__inner">
        <h1 id={titleId} className="referral-program__title">
          {title}
        </h1>
        <p className="referral-program__intro">{intro}</p>
        {invitation ? (
          <div className="referral-program__invitation" role="note">
            <h2 className="referral-program__invitation-title">{invitation.title}</h2>
            <p>{invitation.text}</p>
          </div>
        ) : null}
        {offer ? (
          <div className="referral-program__offer">
            <span className="referral-program__badge">{offer.badge}</span>
            <p className="referral-program__friend">{offer.friend}</p>
            <p className="referral-program__you">{offer.you}</p>
            {cta ? (
              <a className="wp-btn wp-btn--accent referral-program__cta" href={cta.href}>
                {cta.label}
              </a>
            ) : null}
          </div>
        ) : null}
        {steps.items.length > 0 ? (
          <div className="referral-program__steps">
            <h2 className="referral-program__steps-title">{steps.title}</h2>
            <ol className="referral-program__list">
              {steps.items.map((step) => (
                <li key={step.title} className="referral-program__step">
                  <h3 className="referral-program__step-title">{step.title}</h3>
                  <p>{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
        ) : null}
        {unavailable ? (
          <div className="referral-program__unavailable">
            <p>{unavailable.text}</p>
            <a className="wp-btn" href={unavailable.home.href}>
              {unavailable.home.label}
            </a>
          </div>
        ) : null}
      </div>
    </section>
  );
}
