import type { ContentPageProps } from '@waypoint/schemas';
import { useId } from 'react';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['shared/Prose', 'Breadcrumbs/Breadcrumbs', 'ContentPage/ContentPage'];

/**
 * A content or legal page (storefront.md §2 "Per-market legal and help paths"): its breadcrumb trail, the
 * title, the date of a legal text, a link to the text's other version (the terms of 2022), a table of
 * contents on legal pages, and each section under its heading with its anchor as id, so that
 * `/us/terms-and-conditions#conditions-travel-credit` lands on the travel-credit conditions. The HTML
 * arrives sanitised by the composer. Static: no script.
 */
export function ContentPage({
  variant,
  breadcrumbs,
  title,
  introHtml,
  updated,
  version,
  toc,
  sections,
}: ContentPageProps) {
  const tocId = useId();
  return (
    <article className={`content-page content-page--${variant}`}>
      <Breadcrumbs {...breadcrumbs} />
      <div className="wp-container content-page__body">
        <header className="content-page__header">
          <h1 className="content-page__title">{title}</h1>
          {updated ? (
            <p className="content-page__updated">
              <time dateTime={updated.date}>{updated.label}</time>
            </p>
          ) : null}
          {introHtml ? (
            <div className="content-page__intro wp-prose" dangerouslySetInnerHTML={{ __html: introHtml }} />
          ) : null}
          {version ? (
            <p className="content-page__version">
              <a href={version.href}>{version.label}</a>
            </p>
          ) : null}
        </header>
        {toc ? (
          <nav className="content-page__toc" aria-labelledby={tocId}>
            <h2 id={tocId} className="content-page__toc-title">
              {toc.title}
            </h2>
            <ol className="content-page__toc-list">
              {toc.items.map((item) => (
                <li key={item.id}>
                  <a href={`#${item.id}`}>{item.title}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            className="content-page__section"
            aria-labelledby={`${section.id}-title`}
          >
            <h2 id={`${section.id}-title`} className="content-page__heading">
              {section.title}
            </h2>
            <div className="wp-prose" dangerouslySetInnerHTML={{ __html: section.html }} />
          </section>
        ))}
      </div>
    </article>
  );
}
