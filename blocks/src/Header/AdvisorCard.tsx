import type { HeaderProps } from '@waypoint/schemas';
import { Icon } from '../shared/icons.tsx';
import { initials } from './initials.ts';

export interface AdvisorCardProps {
  advisor: NonNullable<HeaderProps['advisor']>;
  phone: HeaderProps['phone'];
}

/**
 * The private-label advisor (storefront.md §1, §6 Site kinds): whose agency this is, shown prominently
 * with the advisor's phone and e-mail so travellers can reach them directly.
 */
export function AdvisorCard({ advisor, phone }: AdvisorCardProps) {
  return (
    <div className="header__advisor">
      {advisor.photo ? (
        <img className="header__advisor-photo" src={advisor.photo} alt="" width={56} height={56} />
      ) : (
        <span className="header__advisor-photo header__advisor-initials" aria-hidden="true">
          {initials(advisor.name)}
        </span>
      )}
      <div className="header__advisor-text">
        <p className="header__advisor-name">{advisor.name}</p>
        <p className="header__advisor-contact">
          {phone ? (
            <a className="header__advisor-link header__advisor-phone" href={phone.href}>
              <Icon name="phone" size={16} />
              {phone.display}
            </a>
          ) : null}
          <a className="header__advisor-link header__advisor-email" href={`mailto:${advisor.email}`}>
            <Icon name="mail" size={16} />
            {advisor.email}
          </a>
        </p>
      </div>
    </div>
  );
}
