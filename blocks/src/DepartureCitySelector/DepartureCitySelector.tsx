import type { DepartureCitySelectorProps } from '@waypoint/schemas';
import { useId } from 'react';
import { ChoiceLink } from '../shared/Choice.tsx';
import { StatusMessages } from '../shared/Notice.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = [
  'shared/Notice',
  'shared/TripPanel',
  'shared/Choice',
  'DepartureCitySelector/DepartureCitySelector',
];

type Option = DepartureCitySelectorProps['options'][number];

interface DepartureChoiceProps {
  option: Option;
  fromLabel: string;
  /** Airports show their IATA code; a city's code is only its id (buying-flow.md §3 "Departure point"). */
  showCode: boolean;
  description?: string;
}

function DepartureChoice({ option, fromLabel, showCode, description }: DepartureChoiceProps) {
  return (
    <ChoiceLink
      className="departure-city-selector__option"
      href={option.href}
      action={option.action}
      selected={option.selected}
    >
      <span className="departure-city-selector__text">
        <span className="departure-city-selector__name">
          {option.name}
          {showCode ? (
            <>
              {' '}
              <span className="departure-city-selector__code">{option.code}</span>
            </>
          ) : null}
        </span>
        {description ? <span className="departure-city-selector__description">{description}</span> : null}
      </span>
      {option.fromPrice ? (
        <span className="departure-city-selector__price">
          <span className="departure-city-selector__from">{fromLabel}</span> {option.fromPrice}
        </span>
      ) : null}
    </ChoiceLink>
  );
}

/**
 * Where the trip starts (buying-flow.md §3 "Departure point", §4 "Campaign and calendar"): the category's
 * airports (or an offline product's cities), each with its from-price when known, and land only (no
 * flights) as a choice of its own with its description. Every choice is a plain link without JavaScript
 * and the chosen one is `aria-current`. The notice says why the city in the address was changed, or that
 * the airports failed to load.
 */
export function DepartureCitySelector({
  title,
  fromLabel,
  kind,
  options,
  landOnly,
  notice,
}: DepartureCitySelectorProps) {
  const headingId = useId();
  return (
    <section className="departure-city-selector wp-trip-block" aria-labelledby={headingId}>
      <div className="wp-container">
        <div className="wp-trip-panel">
          <h2 id={headingId} className="wp-trip-panel__title">
            {title}
          </h2>
          <StatusMessages messages={[notice]} />
          {options.length > 0 ? (
            <ul className="departure-city-selector__options">
              {options.map((option) => (
                <li key={option.id}>
                  <DepartureChoice option={option} fromLabel={fromLabel} showCode={kind === 'airports'} />
                </li>
              ))}
            </ul>
          ) : null}
          {landOnly ? (
            <div className="departure-city-selector__land-only">
              <DepartureChoice
                option={landOnly}
                fromLabel={fromLabel}
                showCode={false}
                description={landOnly.description}
              />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
