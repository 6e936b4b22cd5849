import { TextInput } from '@canopy/shared-core';
import { type WatchedWordInput } from '@canopy/shared-core/staff';
import { RadioChoices, type Choice } from '../../../components/radio-choices.tsx';

export type WordAction = WatchedWordInput['action'];

/** The two actions, as the form offers them. */
export const ACTION_CHOICES: readonly Choice<WordAction>[] = [
  {
    value: 'REFUSE',
    label: 'Refuse',
    summary: 'The member is told the word is not allowed and keeps their text to change it.',
  },
  {
    value: 'HOLD',
    label: 'Hold for review',
    summary:
      'Posts, reviews, comments and chat messages wait in the queue until a moderator ' +
      'approves them; names and titles are refused.',
  },
];

export function actionLabel(action: WordAction): string {
  return ACTION_CHOICES.find((choice) => choice.value === action)?.label ?? action;
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
      <RadioChoices
        legend="What happens to a text with it"
        small
        choices={ACTION_CHOICES}
        value={draft.action}
        onChange={(action) => onChange({ ...draft, action })}
      />
      <TextInput
        label="Reason (optional, kept in the audit log)"
        value={draft.reason}
        maxLength={500}
        onChange={(event) => onChange({ ...draft, reason: event.target.value })}
      />
    </>
  );
}
