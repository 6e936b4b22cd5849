import { Button, color, font, PageTitle, roleAtom, useApiResource } from '@canopy/shared-core';
import { addWatchedWord, listWatchedWords, type WatchedWord } from '@canopy/shared-core/staff';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import {
  recordCardCss,
  recordLineCss,
  RecordTitle,
  StatusTag,
} from '../../../components/record-row.tsx';
import { row, stack } from '@canopy/shared-core/layout';
import { panelCardCss } from '../../../components/titled-panel.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useDialogTarget } from '../../../components/use-dialog-target.ts';
import { useStaffAction } from '../../../components/use-staff-action.ts';
import { EditWordDialog, RemoveWordDialog } from './word-dialogs.tsx';
import { actionLabel, WordFields, type WordDraft } from './word-fields.tsx';
import { RecordList } from '../../../components/record-list.tsx';

const EMPTY_DRAFT: WordDraft = { pattern: '', action: 'REFUSE', reason: '' };

/**
 * The watched words: every post, review, comment, chat message, name and title members
 * write is checked against them on the server. Operators change the list; moderators read it.
 */
export function WordsPage() {
  const canEdit = useAtomValue(roleAtom) === 'operator';
  const [state, reload] = useApiResource((signal) => listWatchedWords(signal), []);
  const editing = useDialogTarget<WatchedWord>(reload);
  const removing = useDialogTarget<WatchedWord>(reload);

  return (
    <div css={stack('lg')}>
      <PageTitle>Watched words</PageTitle>
      <p css={{ margin: 0, color: color.textMuted }}>
        Every post, review, comment, chat message, name, handle and title members write is checked
        against this list before it is saved. {canEdit ? '' : 'Only operators change the list.'}
      </p>
      {canEdit && <AddWordForm onAdded={reload} />}
      <h2 css={{ margin: 0, fontSize: font.size.lg }}>The list</h2>
      <RecordList
        state={state}
        onRetry={reload}
        errorTitle="The watched words could not be loaded"
        emptyTitle="No watched words yet"
        emptyText={
          canEdit
            ? 'Add a word above: members’ writing is checked against it at once.'
            : 'Nothing members write is refused or held for its words.'
        }
        label="Watched words"
      >
        {(data) =>
          data.items.map((word) => (
            <WordRow
              key={word.wordId}
              word={word}
              canEdit={canEdit}
              onEdit={() => editing.open(word)}
              onRemove={() => removing.open(word)}
            />
          ))
        }
      </RecordList>
      {editing.dialog && <EditWordDialog {...editing.dialog} />}
      {removing.dialog && <RemoveWordDialog {...removing.dialog} />}
    </div>
  );
}

function AddWordForm({ onAdded }: { onAdded: () => void }) {
  const [draft, setDraft] = useState<WordDraft>(EMPTY_DRAFT);
  const { busy, error, act } = useStaffAction();

  // The operator's text stays, with the server's reason under it.
  const add = (event: FormEvent) => {
    event.preventDefault();
    return act(() => addWatchedWord(draft), {
      failure: 'The word could not be added. Please try again.',
      onDone: () => {
        setDraft(EMPTY_DRAFT);
        onAdded();
      },
    });
  };

  return (
    <form
      aria-label="Add a watched word"
      onSubmit={(event) => void add(event)}
      css={[stack('md'), panelCardCss]}
    >
      <h2 css={{ margin: 0, fontSize: font.size.lg }}>Add a word</h2>
      <WordFields draft={draft} onChange={setDraft} patternError={error} />
      <SubmitButton busy={busy} label="Add word" busyLabel="Adding…" />
    </form>
  );
}

function WordRow({
  word,
  canEdit,
  onEdit,
  onRemove,
}: {
  word: WatchedWord;
  canEdit: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <li css={[recordCardCss, recordLineCss('md')]}>
      <RecordTitle
        title={word.pattern}
        detail={`Last changed by ${word.updatedBy} on ${new Date(word.updated).toLocaleDateString()}`}
      />
      <StatusTag>{actionLabel(word.action)}</StatusTag>
      {canEdit && (
        <div css={row('sm')}>
          {(
            [
              ['Change', onEdit],
              ['Remove', onRemove],
            ] as const
          ).map(([label, onClick]) => (
            <Button
              key={label}
              variant="secondary"
              size="sm"
              onClick={onClick}
              aria-label={`${label} ${word.pattern}`}
            >
              {label}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}
