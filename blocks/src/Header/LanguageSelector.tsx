/**
 * The header's language selector (storefront.md §2 "Other screens and elements", §4 "Locale and
 * language"): a native <details>/<summary> disclosure, so it opens and closes with the keyboard even
 * before hydration; once hydrated, Escape and a click outside close it too.
 *
 * Each language is a plain link that works without JavaScript (this page with `?locale=`, or the home on
 * the domain configured for the locale). Once hydrated a choice keeps the current path and query with
 * the locale set, on this site or on the locale's domain; inside an embedded frame it opens that address
 * in a new tab instead (§4: "in an embedded context it opens that domain in a new tab").
 */
import type { HeaderProps } from '@waypoint/schemas';
import { type MouseEvent, useRef } from 'react';
import { useDismissDetails } from '../shared/dismiss-details.ts';
import { Icon } from '../shared/icons.tsx';

export interface LanguageSelectorProps {
  languages: HeaderProps['languages'];
  label: string;
}

type Language = HeaderProps['languages'][number];

/** The current page (path and query) with the locale set, on `origin` or on this site. */
export function languageUrl(
  location: Pick<Location, 'href'>,
  language: Pick<Language, 'locale' | 'origin'>,
): URL {
  const here = new URL(location.href);
  const url = new URL(`${here.pathname}${here.search}`, language.origin ?? here.origin);
  url.searchParams.set('locale', language.locale);
  return url;
}

/** In an embedded frame (§2 "iframe mode: the window is not the top window"). */
function embedded(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
}

function choose(event: MouseEvent<HTMLAnchorElement>, language: Language): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const url = languageUrl(window.location, language).toString();
  if (embedded()) {
    window.open(url, '_blank', 'noopener');
    return;
  }
  window.location.assign(url);
}

export function LanguageSelector({ languages, label }: LanguageSelectorProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDismissDetails(ref);

  // Nothing to choose between: no selector.
  if (languages.length < 2) return null;
  const current = languages.find((language) => language.current) ?? languages[0];

  return (
    <details ref={ref} className="header__language">
      <summary className="header__language-toggle">
        <Icon name="globe" size={20} />
        <span className="wp-visually-hidden">{label}: </span>
        <span className="header__language-current" lang={current?.locale}>
          {current?.label}
        </span>
        <span className="header__language-code" aria-hidden="true">
          {current?.locale.slice(0, 2).toUpperCase()}
        </span>
        <Icon name="chevron-down" size={16} className="header__language-chevron" />
      </summary>
      <ul className="header__language-list">
        {languages.map((language) => (
          <li key={language.locale}>
            <a
              className="header__language-link"
              href={language.href}
              hrefLang={language.locale}
              lang={language.locale}
              aria-current={language.current ? 'true' : undefined}
              onClick={(event) => choose(event, language)}
            >
              <span>{language.label}</span>
              {language.current ? <Icon name="check" size={18} /> : null}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
