/**
 * When the placement shows: from / until as a wall-clock time in a zone staff pick (the market's zone by
 * default), stored as instants with their offset plus the zone, and shown back as entered.
 */

import type { LayoutSummary, Placement, ScheduleWindow } from '@waypoint/schemas';
import { useState } from 'react';
import { isoToZoned, zonedToIso } from '../lib/zoned-time.ts';
import { useOptions, zoneOf } from '../session.tsx';
import { ZoneSelect } from '../ZoneSelect.tsx';
import { FieldMessages } from './FieldMessages.tsx';

export function ScheduleFields(props: {
  placement: Placement;
  layout: LayoutSummary;
  editable: boolean;
  errorsFor(name: string): string[] | undefined;
  onChange(schedule: ScheduleWindow): void;
}) {
  const { value: options } = useOptions();
  const schedule = props.placement.schedule ?? { from: null, until: null };
  const [zoneChoice, setZone] = useState<string | null>(schedule.timeZone ?? null);
  const zone = zoneChoice ?? zoneOf(options, props.layout.scope.market);
  const idBase = `sch-${props.placement.id}`;
  const fromText = isoToZoned(schedule.from, zone);
  const untilText = isoToZoned(schedule.until, zone);

  const update = (from: string, until: string, timeZone: string) => {
    const next: ScheduleWindow = { from: zonedToIso(from, timeZone), until: zonedToIso(until, timeZone) };
    if (next.from || next.until) next.timeZone = timeZone;
    props.onChange(next);
  };

  const input = (name: 'from' | 'until', label: string, text: string) => {
    const errors = props.errorsFor(name);
    const id = `${idBase}-${name}`;
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="datetime-local"
          value={text}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? `${id}-error` : undefined}
          onChange={(e) =>
            name === 'from' ? update(e.target.value, untilText, zone) : update(fromText, e.target.value, zone)
          }
        />
        <FieldMessages id={`${id}-error`} messages={errors} />
      </div>
    );
  };

  return (
    <fieldset className="group">
      <legend>Schedule</legend>
      <p className="hint">Leave both empty to show the block always.</p>
      <FieldMessages id={`${idBase}-error`} messages={props.errorsFor('')} />
      {input('from', 'Show from', fromText)}
      {input('until', 'Show until', untilText)}
      <div className="field">
        <label htmlFor={`${idBase}-zone`}>Time zone</label>
        <ZoneSelect
          id={`${idBase}-zone`}
          value={zone}
          onChange={(z) => {
            // The times stay as entered; they now mean that wall-clock time in the new zone.
            setZone(z);
            update(fromText, untilText, z);
          }}
        />
        <FieldMessages id={`${idBase}-timeZone-error`} messages={props.errorsFor('timeZone')} />
      </div>
    </fieldset>
  );
}
