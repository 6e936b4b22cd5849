import { TextInput, type TextInputProps } from '@canopy/shared-core';

/** A form's typed values, each field's message, and how a field is changed. */
export interface BoundForm<Name extends string> {
  values: Record<Name, string>;
  errors: Partial<Record<Name, string>>;
  set: (field: Name) => (value: string) => void;
}

/**
 * A text box of a staff form, bound to one of its values: it shows what is typed in that
 * field and that field's message, and typing changes it.
 */
export function BoundTextInput<Name extends string>({
  form: { values, errors, set },
  name,
  ...input
}: { form: BoundForm<Name>; name: Name } & Omit<
  TextInputProps,
  'form' | 'name' | 'value' | 'error' | 'onChange'
>) {
  return (
    <TextInput
      {...input}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => set(name)(event.target.value)}
    />
  );
}
