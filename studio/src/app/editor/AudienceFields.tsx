/** Who sees the placement: every ticked list narrows it (an empty list matches everyone). */
import type { AudienceRule, Placement } from '@waypoint/schemas';
import { useOptions } from '../session.tsx';
import { FieldMessages } from './FieldMessages.tsx';

type ListKey = 'markets' | 'siteKinds' | 'devices';

const LIST_LABELS: Record<ListKey, string> = {
  markets: 'Markets',
  siteKinds: 'Site kinds',
  devices: 'Devices',
};

export function AudienceFields(props: {
  placement: Placement;
  editable: boolean;
  errorsFor(name: string): string[] | undefined;
  onChange(audience: AudienceRule): void;
}) {
  const { value: options } = useOptions();
  const audience: AudienceRule = props.placement.audience ?? {};
  const idBase = `aud-${props.placement.id}`;

  const setList = (key: ListKey | 'affiliates', values: unknown[]) => {
    const next = { ...audience } as Record<string, unknown>;
    if (values.length === 0) delete next[key];
    else next[key] = values;
    props.onChange(next as AudienceRule);
  };
  const setExperiment = (name: string, variants: string[]) => {
    const next = { ...audience };
    if (!name) delete next.experiment;
    else next.experiment = { name, variants: variants as never };
    props.onChange(next);
  };

  const lists: { key: ListKey; values: readonly string[]; show(v: string): string }[] = [
    { key: 'markets', values: options?.markets ?? [], show: (v) => v.toUpperCase() },
    { key: 'siteKinds', values: options?.siteKinds ?? [], show: (v) => v },
    { key: 'devices', values: options?.devices ?? [], show: (v) => v },
  ];
  const affiliates = [...new Map((options?.affiliates ?? []).map((a) => [a.id, a])).values()];
  const experiment = audience.experiment;
  const experimentChoice = options?.experiments.find((e) => e.name === experiment?.name);

  return (
    <fieldset className="group">
      <legend>Audience</legend>
      <p className="hint">Leave a list empty to show the block to everyone.</p>
      <FieldMessages id={`${idBase}-error`} messages={props.errorsFor('')} />
      {lists.map(({ key, values, show }) => {
        const chosen = (audience[key] ?? []) as string[];
        return (
          <fieldset key={key} className="field" data-testid={`${idBase}-${key}`}>
            <legend>{LIST_LABELS[key]}</legend>
            <div className="choices">
              {values.map((v) => (
                <label key={v} className="choice">
                  <input
                    type="checkbox"
                    checked={chosen.includes(v)}
                    onChange={(e) =>
                      setList(key, e.target.checked ? [...chosen, v] : chosen.filter((x) => x !== v))
                    }
                  />
                  {show(v)}
                </label>
              ))}
            </div>
            <FieldMessages id={`${idBase}-${key}-error`} messages={props.errorsFor(key)} />
          </fieldset>
        );
      })}
      <div className="field">
        <label htmlFor={`${idBase}-affiliates`}>Affiliates</label>
        <select
          id={`${idBase}-affiliates`}
          multiple
          size={Math.min(6, Math.max(2, affiliates.length))}
          value={(audience.affiliates ?? []).map(String)}
          aria-describedby={`${idBase}-affiliates-hint`}
          onChange={(e) =>
            setList(
              'affiliates',
              [...e.target.selectedOptions].map((o) => Number(o.value)),
            )
          }
        >
          {affiliates.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name} ({a.id})
            </option>
          ))}
        </select>
        <p className="hint" id={`${idBase}-affiliates-hint`}>
          Hold Ctrl (Cmd on a Mac) to pick several; none picked means every affiliate.
        </p>
        <FieldMessages id={`${idBase}-affiliates-error`} messages={props.errorsFor('affiliates')} />
      </div>
      <div className="field">
        <label htmlFor={`${idBase}-experiment`}>Experiment</label>
        <select
          id={`${idBase}-experiment`}
          value={experiment?.name ?? ''}
          onChange={(e) => setExperiment(e.target.value, experiment?.variants ?? ['v1'])}
        >
          <option value="">No experiment</option>
          {options?.experiments.map((x) => (
            <option key={x.name} value={x.name}>
              {x.name}
            </option>
          ))}
        </select>
      </div>
      {experiment ? (
        <fieldset className="field">
          <legend>Variants that see the block</legend>
          <div className="choices">
            {(experimentChoice?.variants ?? ['v1', 'v2', 'v3']).map((v) => (
              <label key={v} className="choice">
                <input
                  type="checkbox"
                  checked={experiment.variants.includes(v)}
                  onChange={(e) =>
                    setExperiment(
                      experiment.name,
                      e.target.checked
                        ? [...experiment.variants, v]
                        : experiment.variants.filter((x) => x !== v),
                    )
                  }
                />
                {v}
              </label>
            ))}
          </div>
          <FieldMessages id={`${idBase}-experiment-error`} messages={props.errorsFor('experiment')} />
        </fieldset>
      ) : null}
    </fieldset>
  );
}
