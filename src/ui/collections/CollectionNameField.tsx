import { Field, Input } from '@fluentui/react-components';
import { COLLECTION_TITLE_MAX } from '../../core/domain/collections';

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

/** The required name of a collection, capped at the server's length. */
export function CollectionNameField(props: Props) {
  return (
    <Field
      label={props.label}
      required
      validationMessage={props.missing ? `Give the ${props.word} a name.` : undefined}
    >
      <Input
        value={props.value}
        maxLength={COLLECTION_TITLE_MAX}
        onChange={(_, d) => {
          props.onChange(d.value);
          if (d.value.trim()) props.onMissingChange(false);
        }}
      />
    </Field>
  );
}
