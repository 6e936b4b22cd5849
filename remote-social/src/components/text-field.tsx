import {
  color,
  font,
  formatCount,
  radius,
  space,
  useMentionAutocomplete,
  visuallyHidden,
} from '@canopy/shared-core';
import { useId, useRef } from 'react';

/**
 * A labelled multi-line text box with a character counter and `@` handle autocomplete: the
 * post composer and editor and the comment forms share it, so the limits read the same
 * everywhere and a member can be mentioned wherever a mention is recorded.
 */
export function TextField({
  label,
  value,
  onChange,
  maxLength,
  rows = 3,
  placeholder,
  hideLabel = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
  placeholder?: string;
  hideLabel?: boolean;
}) {
  const id = useId();
  const textbox = useRef<HTMLTextAreaElement>(null);
  const mentions = useMentionAutocomplete({ value, onChange, textbox });
  const over = value.length > maxLength;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space.xs }}>
      <label htmlFor={id} css={hideLabel ? visuallyHidden : { fontWeight: font.weight.medium }}>
        {label}
      </label>
      <div css={{ position: 'relative', display: 'flex', flexDirection: 'column' }}>
        <textarea
          ref={textbox}
          {...mentions.textboxProps}
          id={id}
          value={value}
          rows={rows}
          placeholder={placeholder}
          // The counter, not the browser, says when it is too long: pasted text is never cut.
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={`${id}-count`}
          aria-invalid={over || undefined}
          css={{
            font: 'inherit',
            color: color.text,
            background: color.surface,
            border: `1px solid ${over ? color.danger : color.border}`,
            borderRadius: radius.md,
            padding: space.sm,
            resize: 'vertical',
          }}
        />
        {mentions.listbox}
      </div>
      <span
        id={`${id}-count`}
        css={{
          alignSelf: 'flex-end',
          fontSize: font.size.xs,
          color: over ? color.danger : color.textMuted,
        }}
      >
        {formatCount(value.length)} / {formatCount(maxLength)}
      </span>
    </div>
  );
}
