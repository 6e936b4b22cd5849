import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { color, font, radius, space } from './tokens.ts';

/**
 * The one look of a form control (text box, select, text area): a 44 px touch target in
 * the shared tokens. `minWidth: 0` keeps an input's intrinsic width (about 20 characters)
 * from pushing it out of a narrow column.
 */
export const inputCss = {
  minHeight: 44,
  minWidth: 0,
  width: '100%',
  boxSizing: 'border-box',
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  border: `1px solid ${color.border}`,
  background: color.surface,
  color: color.text,
  font: 'inherit',
  fontSize: font.size.md,
  fontWeight: font.weight.regular,
} as const;

/** A field's column: label, control, hint and error stacked. */
export const fieldCss = {
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  minWidth: 0,
} as const;

export const labelCss = { fontSize: font.size.sm, fontWeight: font.weight.medium } as const;

export const hintCss = { fontSize: font.size.sm, color: color.textMuted } as const;

/** What a field's control takes to be named by the label and described by hint and error. */
export interface FieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  /** Always shown above the control: no placeholder-only fields. */
  label: ReactNode;
  /** Read after the label: what the field expects. */
  hint?: ReactNode;
  /** Why the value was refused, shown under the control and read as its description. */
  error?: string | null;
  /** Lets a form place the field (e.g. `css={{ flex: 1 }}` in a row). */
  className?: string;
  /** The control, given the props that tie it to the label, hint and error. */
  children: (control: FieldControl) => ReactNode;
}

/** A labelled form control with its hint and error wired to it for assistive technology. */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return (
    <div className={className} css={fieldCss}>
      <label htmlFor={id} css={labelCss}>
        {label}
      </label>
      {children({
        id,
        ...(describedBy && { 'aria-describedby': describedBy }),
        ...(error && { 'aria-invalid': true }),
      })}
      {hint && (
        <span id={hintId} css={hintCss}>
          {hint}
        </span>
      )}
      <FormError id={errorId} message={error} />
    </div>
  );
}

export type TextInputProps = Omit<FieldProps, 'children'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'>;

/** A labelled one-line text box (any `<input>` type that takes typing). */
export function TextInput({ label, hint, error, className, ...input }: TextInputProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...input} {...control} css={inputCss} />}
    </Field>
  );
}

/** A form's or a field's error: announced when it appears, nothing when there is none. */
export function FormError({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" css={{ margin: 0, color: color.danger, fontSize: font.size.sm }}>
      {message}
    </p>
  );
}
