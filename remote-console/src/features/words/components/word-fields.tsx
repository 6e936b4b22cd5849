import { color, font, space, TextInput } from '@canopy/shared-core';
import { type WatchedWordInput } from '@canopy/shared-core/staff';
import { useId } from 'react';

export type WordAction = WatchedWordInput['action'];

/** The two actions, as the form offers them. */
export const ACTION_CHOICES: readonly { action: WordAction; label: string; summary: string }[] = [
  {
    action: 'REFUSE',
    label: 'Refuse',
    summary: 'The member is told the word is not allowed and keeps their text to change it.',
  },
  {
    action: 'HOLD',
    label: 'Hold for review',
    summary:
      'Posts, reviews, comments and chat messages wait in the queue until a moderator ' +
      'approves them; names and titles are refused.',
  },
];

export function actionLabel(action: WordAction): string {
  return ACTION_CHOICES.find((choice) => choice.action === action)?.label ?? action;
}

export interface WordDraft {
  pattern: string;
  action: WordAction;
  reason: string;
}

/** The pattern, the action and the reason of an entry, for adding and for changing one. */
export function WordFields({
  draft,
  onChange,
  patternError,
}: {
  draft: WordDraft;
  onChange: (draft: WordDraft) => void;
  patternError: string | null;
}) {
  const name = useId();
  return (
    <>
      <TextInput
        label="Word or phrase"
        hint="Whole words, any case, accents ignored. * stands for any letters inside a word: spam* matches “spammer”."
        error={patternError}
        value={draft.pattern}
        required
        maxLength={120}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange({ ...draft, pattern: event.target.value })}
      />
      <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: space.sm }}>
        <legend css={{ fontWeight: font.weight.medium, fontSize: font.size.sm }}>
          What happens to a text with it
        </legend>
        {ACTION_CHOICES.map((choice) => (
          <label
            key={choice.action}
            css={{ display: 'flex', gap: space.sm, alignItems: 'baseline', minHeight: 32 }}
          >
            <input
              type="radio"
              name={name}
              value={choice.action}
              checked={draft.action === choice.action}
              onChange={() => onChange({ ...draft, action: choice.action })}
            />
            <span>
              <strong>{choice.label}</strong>{' '}
              <span css={{ color: color.textMuted }}>{choice.summary}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <TextInput
        label="Reason (optional, kept in the audit log)"
        value={draft.reason}
        maxLength={500}
        onChange={(event) => onChange({ ...draft, reason: event.target.value })}
      />
    </>
  );
}
