import { Field, Select } from '@fluentui/react-components';
import { useTenant } from '../common';

/** The tenant's placement location being edited; just its name when it has one. */
export function LocationPicker({
  value,
  onChange,
}: {
  value: string;
  onChange(location: string): void;
}) {
  const locations = useTenant().config.ui.placements.locations;
  if (locations.length < 2) return <p>Location: {value}</p>;
  return (
    <Field label="Location">
      <Select value={value} onChange={(_, d) => onChange(d.value)}>
        {locations.map((l) => (
          <option key={l} value={l}>
            {l}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The location a page starts on: the tenant's first. */
export function useFirstLocation(): string {
  return useTenant().config.ui.placements.locations[0] ?? '';
}
