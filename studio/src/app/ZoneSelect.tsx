/** A time-zone picker: the markets' zones, UTC and the browser's own (zonesOf). */
import { useOptions, zonesOf } from './session.tsx';

export function ZoneSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange(zone: string): void;
}) {
  const { value: options } = useOptions();
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      {zonesOf(options).map((z) => (
        <option key={z} value={z}>
          {z}
        </option>
      ))}
    </select>
  );
}
