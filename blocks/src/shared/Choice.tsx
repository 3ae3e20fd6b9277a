/**
 * The trip page's selectors (departure city, category) share one look for a choice: a card-like link
 * with a radio-like indicator, `aria-current="true"` and a check when it is the chosen one. The link is
 * real (the trip page with that choice made) and the runtime runs its action instead, where there is one.
 */
import type { SubmitAction } from '@waypoint/schemas';
import type { ReactNode } from 'react';
import { Icon } from './icons.tsx';
import { ActionLink } from './runtime.tsx';

export interface ChoiceLinkProps {
  href: string;
  action: SubmitAction;
  selected: boolean;
  className?: string;
  children: ReactNode;
}

export function ChoiceLink({ href, action, selected, className, children }: ChoiceLinkProps) {
  return (
    <ActionLink
      className={className ? `wp-choice ${className}` : 'wp-choice'}
      href={href}
      action={action}
      aria-current={selected ? 'true' : undefined}
    >
      <span className="wp-choice__indicator">{selected ? <Icon name="check" size={16} /> : null}</span>
      {children}
    </ActionLink>
  );
}
