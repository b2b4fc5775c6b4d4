import { Select } from '@fluentui/react-components';
import { choiceValue, type ChoiceKind, type Choices } from './useChoices';

/** A select of groups, public collections and (where rails allow) saved searches, by kind. */
export function ChoiceSelect({
  id,
  choices,
  kinds,
  value,
  onChange,
  placeholder,
}: {
  id?: string;
  choices: Choices;
  kinds: readonly ChoiceKind[];
  value: string;
  onChange(value: string): void;
  placeholder: string;
}) {
  return (
    <Select {...(id ? { id } : {})} value={value} onChange={(_, d) => onChange(d.value)}>
      <option value="">{choices.loading ? 'Loading…' : placeholder}</option>
      {kinds.includes('group') && choices.groups.length > 0 && (
        <optgroup label="Playlist groups">
          {choices.groups.map((g) => (
            <option key={g.id} value={choiceValue('group', g.id)}>
              {g.title}
              {g.status === 'draft' ? ' (draft)' : ''}
            </option>
          ))}
        </optgroup>
      )}
      {kinds.includes('collection') && choices.collections.length > 0 && (
        <optgroup label="Public collections">
          {choices.collections.map((c) => (
            <option key={c.id} value={choiceValue('collection', c.id)}>
              {c.title}
            </option>
          ))}
        </optgroup>
      )}
      {kinds.includes('saved-search') && choices.savedSearches.length > 0 && (
        <optgroup label="Your saved searches">
          {choices.savedSearches.map((s) => (
            <option key={s.id} value={choiceValue('saved-search', s.id)}>
              {s.name}
            </option>
          ))}
        </optgroup>
      )}
    </Select>
  );
}
