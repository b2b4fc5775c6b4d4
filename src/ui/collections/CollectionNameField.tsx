import { Field, Input } from '@fluentui/react-components';
import { COLLECTION_TITLE_MAX } from '../../core/domain/collections';
import { characterCount, lengthProblem } from '../../core/domain/counting';

interface Props {
  label: string;
  /** The tenant's word for a collection, for the message when the name is missing. */
  word: string;
  value: string;
  /** Set when a save was tried without a name; cleared here as soon as one is typed. */
  missing: boolean;
  onChange(value: string): void;
  onMissingChange(missing: boolean): void;
}

/** Whether a collection name can be saved: given, and within the server's length. */
export function isCollectionNameValid(name: string): boolean {
  return name.trim() !== '' && name.trim().length <= COLLECTION_TITLE_MAX;
}

/**
 * The required name of a collection. Its length limit is shown as it is typed, and a name
 * over it is said to be too long (never cut short without a word).
 */
export function CollectionNameField(props: Props) {
  const tooLong = lengthProblem(props.value.trim(), COLLECTION_TITLE_MAX, 'name');
  return (
    <Field
      label={props.label}
      required
      validationMessage={props.missing ? `Give the ${props.word} a name.` : (tooLong ?? undefined)}
      hint={characterCount(props.value.trim(), COLLECTION_TITLE_MAX)}
    >
      <Input
        value={props.value}
        onChange={(_, d) => {
          props.onChange(d.value);
          if (d.value.trim()) props.onMissingChange(false);
        }}
      />
    </Field>
  );
}
