/**
 * A home ad slot (storefront.md §9 "Ads", §7 "Other outbound traffic"): a box reserved at the slot's
 * exact size (scaled down proportionally on narrow screens, so no layout shift), labelled as an
 * advertisement. The ad script reads `data-slot` and `data-ad-unit`; none is loaded here. With two units
 * the browser picks one 50/50 after mount: the server renders no choice, so hydration matches.
 */
import type { AdBannerProps } from '@waypoint/schemas';
import { type CSSProperties, useEffect, useId, useState } from 'react';
import type { Stylesheets } from '../types.ts';
import { pickAdUnit } from './pick-ad-unit.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['AdBanner/AdBanner'];

type CustomProperties = CSSProperties & Record<`--${string}`, string>;

export function AdBanner({ slot, size, adUnits, label }: AdBannerProps) {
  const labelId = useId();
  const [picked, setPicked] = useState<string | null>(null);
  // One unit is fixed and safe to render on the server; two wait for the browser's pick.
  const fixed = adUnits.length === 1 ? (adUnits[0] ?? null) : null;
  const unitsKey = adUnits.join('\n');

  useEffect(() => {
    const units = unitsKey.split('\n');
    if (units.length > 1) setPicked(pickAdUnit(units, Math.random));
  }, [unitsKey]);

  const style: CustomProperties = {
    '--ad-width': `${size.width}px`,
    '--ad-aspect-ratio': `${size.width} / ${size.height}`,
  };
  const unit = fixed ?? picked;

  return (
    <aside className="ad-banner" aria-labelledby={labelId}>
      <div className="ad-banner__frame wp-container" style={style}>
        <p id={labelId} className="ad-banner__label">
          {label}
        </p>
        <div className="ad-banner__slot" data-slot={slot} data-ad-unit={unit ?? undefined} />
      </div>
    </aside>
  );
}
