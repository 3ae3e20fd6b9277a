import type { ReferAFriendBannerProps } from '@waypoint/schemas';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['ReferAFriendBanner/ReferAFriendBanner'];

/** storefront.md §2 Home page 11: the refer-a-friend banner, linking to /{market}/referral. */
export function ReferAFriendBanner({ badge, title, subtitle, cta }: ReferAFriendBannerProps) {
  return (
    <section className="refer-a-friend wp-section" aria-labelledby="refer-a-friend-title">
      <div className="wp-container">
        <div className="refer-a-friend__card">
          <span className="refer-a-friend__badge">{badge}</span>
          <div className="refer-a-friend__text">
            <h2 id="refer-a-friend-title" className="refer-a-friend__title">
              {title}
            </h2>
            <p className="refer-a-friend__subtitle">{subtitle}</p>
          </div>
          <a className="wp-btn wp-btn--accent refer-a-friend__cta" href={cta.href}>
            {cta.label}
          </a>
        </div>
      </div>
    </section>
  );
}
