import { Button, color, fieldCss, font, hintCss, inputCss, labelCss } from '@canopy/shared-core';
import { row, wrappingRow } from '@canopy/shared-core/layout';
import { useId } from 'react';

/** What is known of the handle in the field: free, or why not, with free ones to offer. */
export interface HandleStatus {
  /** The handle this is about; a status of an earlier value is not shown. */
  handle: string;
  available: boolean;
  message: string;
  suggestions: string[];
}

/** A handle as typed, without the @ members often type first. */
export function handleOf(value: string): string {
  return value.trim().replace(/^@+/, '');
}

/**
 * The @handle input of the sign-up and account settings forms: a label, the rules as a
 * hint, and what is known of the handle typed (read out politely as it changes), with the
 * free handles to choose instead. Typing a handle and choosing one both go to `onChange`.
 */
export function HandleField({
  value,
  onChange,
  status,
}: {
  value: string;
  onChange: (value: string) => void;
  status: HandleStatus | null;
}) {
  const id = useId();
  const shown = status && status.handle === handleOf(value) ? status : null;
  const refused = shown ? !shown.available : false;
  return (
    <div css={fieldCss}>
      <label htmlFor={`${id}-input`} css={labelCss}>
        Handle
      </label>
      <div css={row('xs')}>
        <span aria-hidden="true" css={{ color: color.textMuted }}>
          @
        </span>
        <input
          id={`${id}-input`}
          name="handle"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={60}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={refused}
          aria-describedby={`${id}-hint ${id}-status`}
          css={[inputCss, { flex: 1 }]}
        />
      </div>
      <span id={`${id}-hint`} css={hintCss}>
        How others find and mention you: 3–30 letters, digits, dots and underscores.
      </span>
      <span
        id={`${id}-status`}
        aria-live="polite"
        css={{
          color: refused ? color.danger : color.textMuted,
          fontWeight: font.weight.regular,
          fontSize: font.size.sm,
        }}
      >
        {shown?.message}
      </span>
      {refused && shown && shown.suggestions.length > 0 && (
        <div css={wrappingRow('sm')}>
          <span css={{ fontWeight: font.weight.regular }}>Free instead:</span>
          {shown.suggestions.map((suggestion) => (
            <Button
              key={suggestion}
              variant="secondary"
              size="sm"
              aria-label={`Use @${suggestion}`}
              onClick={() => onChange(suggestion)}
            >
              @{suggestion}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
