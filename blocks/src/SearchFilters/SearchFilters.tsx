/**
 * The search's query and filters (storefront.md §7 "Search"). Without JavaScript a GET form to the
 * results page: each field is named as its query parameter, so submitting shows that search. With the
 * runtime the form's values are the filter action's input: a select applies at once, the text and the
 * prices on submit; the answer patches the results and pushes the new address. A refusal is shown at its
 * field. The fields follow the props whenever they change (a patch, Back or Forward).
 */
import type { ActionFieldError, SearchFiltersProps } from '@waypoint/schemas';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { Field } from '../shared/Field.tsx';
import { Icon } from '../shared/icons.tsx';
import { Spinner, usePendingDispatch } from '../shared/pending.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['shared/Field', 'shared/Pending', 'SearchFilters/SearchFilters'];

type Select = SearchFiltersProps['destination'];

export type FilterValues = Record<
  'q' | 'destination' | 'duration' | 'month' | 'priceMin' | 'priceMax',
  string
>;

/** The values the props show: the text, each select's chosen option, the prices. */
export function filterValues(props: SearchFiltersProps): FilterValues {
  const chosen = (select: Select) => select.options.find((o) => o.selected)?.value ?? '';
  return {
    q: props.query.value,
    destination: chosen(props.destination),
    duration: chosen(props.duration),
    month: chosen(props.month),
    priceMin: props.price.min.value,
    priceMax: props.price.max.value,
  };
}

/** The action's input: the fields, plus the hidden ones (the sort); a new search starts at page 1. */
export function filterInput(props: SearchFiltersProps, values: FilterValues): Record<string, string> {
  return { ...Object.fromEntries(props.hidden.map((h) => [h.name, h.value])), ...values };
}

const errorOf = (errors: readonly ActionFieldError[], name: string) =>
  errors.find((e) => e.field === name)?.message ?? null;

function SelectField({
  id,
  select,
  value,
  error,
  onChange,
}: {
  id: string;
  select: Select;
  value: string;
  error: string | null;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'wp-field wp-field--invalid' : 'wp-field'}>
      <label className="wp-field__label" htmlFor={id}>
        {select.label}
      </label>
      <select
        id={id}
        className="wp-field__input search-filters__select"
        name={select.name}
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {select.options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="wp-field__error">
          <Icon name="alert" size={18} strokeWidth={2} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

export function SearchFilters(props: SearchFiltersProps) {
  const { title, action, hidden, query, destination, duration, month, price, submitLabel, clear, submit } =
    props;
  const id = useId();
  const headingId = `${id}-title`;
  const { runtime, pending, run } = usePendingDispatch();
  const shown = filterValues(props);
  const shownKey = JSON.stringify(shown);
  const [values, setValues] = useState(shown);
  const [errors, setErrors] = useState<ActionFieldError[]>([]);
  const [from, setFrom] = useState(shownKey);
  if (from !== shownKey) {
    // New props (a patch, Back or Forward): the fields show them.
    setFrom(shownKey);
    setValues(shown);
    setErrors([]);
  }

  const apply = async (next: FilterValues) => {
    const result = await run('apply', submit, filterInput(props, next));
    setErrors(result?.status === 'refused' ? result.errors : []);
  };
  const onSelect = (name: keyof FilterValues) => (event: ChangeEvent<HTMLSelectElement>) => {
    const next = { ...values, [name]: event.currentTarget.value };
    setValues(next);
    if (runtime) void apply(next);
  };
  const onInput = (name: keyof FilterValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [name]: value }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!runtime) return;
    event.preventDefault();
    void apply(values);
  };

  return (
    <section className="search-filters" aria-labelledby={headingId}>
      <div className="wp-container">
        <search className="search-filters__panel">
          <h2 id={headingId} className="search-filters__title">
            {title}
          </h2>
          <form className="search-filters__form" action={action} method="get" onSubmit={onSubmit}>
            {hidden.map((field) => (
              <input key={field.name} type="hidden" name={field.name} value={field.value} />
            ))}
            <Field
              id={`${id}-q`}
              className="search-filters__query"
              label={query.label}
              name={query.name}
              type="search"
              value={values.q}
              placeholder={query.placeholder}
              autoComplete="off"
              enterKeyHint="search"
              error={errorOf(errors, query.name)}
              onChange={onInput('q')}
            />
            <SelectField
              id={`${id}-destination`}
              select={destination}
              value={values.destination}
              error={errorOf(errors, destination.name)}
              onChange={onSelect('destination')}
            />
            <SelectField
              id={`${id}-duration`}
              select={duration}
              value={values.duration}
              error={errorOf(errors, duration.name)}
              onChange={onSelect('duration')}
            />
            <SelectField
              id={`${id}-month`}
              select={month}
              value={values.month}
              error={errorOf(errors, month.name)}
              onChange={onSelect('month')}
            />
            <fieldset className="search-filters__price">
              <legend className="wp-field__label">{price.legend}</legend>
              {price.hint ? <p className="wp-field__hint">{price.hint}</p> : null}
              <div className="search-filters__price-fields">
                {[price.min, price.max].map((input) => (
                  <Field
                    key={input.name}
                    id={`${id}-${input.name}`}
                    label={input.label}
                    name={input.name}
                    type="text"
                    inputMode="numeric"
                    pattern="[0-9]*"
                    value={values[input.name as keyof FilterValues]}
                    placeholder={input.placeholder}
                    autoComplete="off"
                    error={errorOf(errors, input.name)}
                    onChange={onInput(input.name as keyof FilterValues)}
                  />
                ))}
              </div>
            </fieldset>
            <div className="search-filters__actions">
              <button
                type="submit"
                className="wp-btn wp-btn--accent search-filters__submit"
                aria-disabled={pending === 'apply' ? true : undefined}
              >
                {pending === 'apply' ? <Spinner /> : <Icon name="search" size={18} />}
                {submitLabel}
              </button>
              {clear ? (
                <a className="search-filters__clear" href={clear.href}>
                  {clear.label}
                </a>
              ) : null}
            </div>
          </form>
        </search>
      </div>
    </section>
  );
}
