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
        <SectionLink link={link} appearance={linkAppearance} className="wp-section-heading__link" />
      ) : null}
    </div>
  );
}

export interface SectionLinkProps {
  link: Link;
  appearance: 'default' | 'inverse' | 'accent';
  className: string;
}

/** A section's 'See all' button link (external links open in a new tab). */
export function SectionLink({ link, appearance, className }: SectionLinkProps) {
  const button = appearance === 'default' ? 'wp-btn' : `wp-btn wp-btn--${appearance}`;
  return (
    <a
      className={`${button} ${className}`}
      href={link.href}
      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.label}
    </a>
  );
}
