import { TextInput, type TextInputProps } from '@canopy/shared-core';

/**
 * A password box whose `onChange` gets the text. `fresh`: a new password, which the browser
 * may offer to make up; otherwise the member's current one, which it may fill in.
 */
export function PasswordInput({
  onChange,
  fresh = false,
  ...input
}: Omit<TextInputProps, 'type' | 'autoComplete' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  fresh?: boolean;
}) {
  return (
    <TextInput
      {...input}
      type="password"
      autoComplete={fresh ? 'new-password' : 'current-password'}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
