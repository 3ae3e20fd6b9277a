/**
 * The header's language selector (storefront.md §2 "Other screens and elements"): a native
 * <details>/<summary> disclosure, so it opens and closes with the keyboard even before hydration; once
 * hydrated, Escape and a click outside close it too.
 */
import type { HeaderProps } from '@waypoint/schemas';
import { useRef } from 'react';
import { useDismissDetails } from '../shared/dismiss-details.ts';
import { Icon } from '../shared/icons.tsx';

export interface LanguageSelectorProps {
  languages: HeaderProps['languages'];
  label: string;
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
