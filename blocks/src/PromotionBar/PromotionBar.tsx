/**
 * The promotion bar above the header (storefront.md §4 "Promotion bar", §9 promotion colours): a bar of
 * exactly `height` px with the text, an optional pill and an optional link. With a link the whole bar is
 * clickable (its label is visible from tablet up). Whether it shows at all is the composer's decision.
 * Static.
 */
import type { PromotionBarProps } from '@waypoint/schemas';
import type { CSSProperties } from 'react';
import { Icon } from '../shared/icons.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['PromotionBar/PromotionBar'];

type CustomProperties = CSSProperties & Record<`--${string}`, string>;

export function PromotionBar({ text, pill, color, link, height }: PromotionBarProps) {
  const style: CustomProperties = { '--promotion-bar-block-height': `${height}px` };
  return (
    <div className={`promotion-bar promotion-bar--${color}`} style={style}>
      <div className="promotion-bar__inner wp-container">
        <p className="promotion-bar__text">
          {/* The pill flows inline with the text, so a narrow screen wraps both over two lines. */}
          {pill ? <span className="promotion-bar__pill">{pill}</span> : null}
          {pill ? ' ' : null}
          {text}
        </p>
        {link ? (
          <a
            className="promotion-bar__link"
            href={link.href}
            {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <span className="promotion-bar__link-label">{link.label}</span>
            <Icon name="arrow-right" size={16} />
          </a>
        ) : null}
      </div>
    </div>
  );
}
