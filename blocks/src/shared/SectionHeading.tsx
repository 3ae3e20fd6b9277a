import type { Link } from '@waypoint/schemas';

export interface SectionHeadingProps {
  /** Id of the heading, for the section's aria-labelledby. */
  id: string;
  title: string;
  overline?: string | null;
  subtitle?: string | null;
  /** 'See all trips' and similar. */
  link?: Link | null;
  linkAppearance?: 'default' | 'inverse' | 'accent';
}

/** The heading row of a home section: overline tag, title, subtitle and an optional 'See all' link. */
export function SectionHeading({
  id,
  title,
  overline,
  subtitle,
  link,
  linkAppearance = 'inverse',
}: SectionHeadingProps) {
  return (
    <div className="wp-section-heading">
      <div className="wp-section-heading__text">
        {overline ? <span className="wp-overline">{overline}</span> : null}
        <h2 id={id} className="wp-heading">
          {title}
        </h2>
        {subtitle ? <p className="wp-section-heading__subtitle">{subtitle}</p> : null}
      </div>
      {link ? (
        <a
          className={`wp-btn ${linkAppearance === 'default' ? '' : `wp-btn--${linkAppearance}`} wp-section-heading__link`}
          href={link.href}
          {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {link.label}
        </a>
      ) : null}
    </div>
  );
}
