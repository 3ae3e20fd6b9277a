/** The selected placement: its settings (generated from the block's config schema), audience and schedule. */
import type { BlockTypeInfo, LayoutSummary, Placement } from '@waypoint/schemas';
import { fieldKey } from '../lib/field-errors.ts';
import { AudienceFields } from './AudienceFields.tsx';
import { ConfigFields } from './ConfigFields.tsx';
import { FieldMessages } from './FieldMessages.tsx';
import { ScheduleFields } from './ScheduleFields.tsx';

export interface FieldErrorsProps {
  /** Field key ('config.maxCards') -> messages. */
  errors: Record<string, string[]>;
}

export function PlacementForm(props: {
  placement: Placement;
  info: BlockTypeInfo;
  layout: LayoutSummary;
  editable: boolean;
  errors: Record<string, string[]>;
  onChange(next: Placement): void;
}) {
  const { placement: p, info } = props;
  const rendered = new Set<string>();
  const claim = (key: string) => {
    rendered.add(key);
    return props.errors[key];
  };
  const idErrors = claim(fieldKey(['id']));
  const body = (
    <>
      <ConfigFields
        placement={p}
        info={info}
        editable={props.editable}
        errorsFor={(name) => claim(`config.${name}`)}
        onChange={(config) => props.onChange({ ...p, config })}
      />
      <AudienceFields
        placement={p}
        editable={props.editable}
        errorsFor={(name) => claim(name ? `audience.${name}` : 'audience')}
        onChange={(audience) => props.onChange({ ...p, audience })}
      />
      <ScheduleFields
        placement={p}
        layout={props.layout}
        editable={props.editable}
        errorsFor={(name) => claim(name ? `schedule.${name}` : 'schedule')}
        onChange={(schedule) => props.onChange({ ...p, schedule })}
      />
    </>
  );
  // Errors no field above shows (unknown keys, nested audience paths) are listed here.
  const others = Object.entries(props.errors).filter(([key]) => !rendered.has(key));
  return (
    <section className="placement-form" aria-labelledby="placement-form-title" data-testid="placement-form">
      <h2 id="placement-form-title">
        {info.label} <span className="muted small">{p.id}</span>
      </h2>
      <p className="hint">{info.description}</p>
      <FieldMessages id={`err-${p.id}-id`} messages={idErrors} />
      {others.length > 0 ? (
        <ul className="field-error" data-testid={`err-${p.id}-other`}>
          {others.map(([key, messages]) => (
            <li key={key}>
              {key || 'Block'}: {messages.join(' ')}
            </li>
          ))}
        </ul>
      ) : null}
      <fieldset disabled={!props.editable} className="plain">
        <legend className="visually-hidden">Settings of {info.label}</legend>
        {body}
      </fieldset>
    </section>
  );
}
