import {
  Button,
  color,
  font,
  narrowScreen,
  PageTitle,
  radius,
  roleAtom,
  showToast,
  space,
  useApiResource,
} from '@canopy/shared-core';
import { addWatchedWord, listWatchedWords, type WatchedWord } from '@canopy/shared-core/staff';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { recordCardCss, RecordTitle, StatusTag } from '../../../components/record-row.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useDialogTarget } from '../../../components/use-dialog-target.ts';
import { useSubmit } from '../../../components/use-submit.ts';
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
    <div css={{ display: 'grid', gap: space.lg }}>
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
      {editing.target && (
        <EditWordDialog word={editing.target} onClose={editing.close} onSaved={editing.done} />
      )}
      {removing.target && (
        <RemoveWordDialog
          word={removing.target}
          onClose={removing.close}
          onRemoved={removing.done}
        />
      )}
    </div>
  );
}

function AddWordForm({ onAdded }: { onAdded: () => void }) {
  const [draft, setDraft] = useState<WordDraft>(EMPTY_DRAFT);
  const { busy, error, run } = useSubmit();

  // The operator's text stays, with the server's reason under it.
  const add = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const answer = await addWatchedWord(draft);
      showToast(answer.message, 'success');
      setDraft(EMPTY_DRAFT);
      onAdded();
    }, 'The word could not be added. Please try again.');
  };

  return (
    <form
      aria-label="Add a watched word"
      onSubmit={(event) => void add(event)}
      css={{
        display: 'grid',
        gap: space.md,
        padding: space.lg,
        borderRadius: radius.lg,
        background: color.surface,
        border: `1px solid ${color.border}`,
      }}
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
    <li
      css={{
        ...recordCardCss,
        display: 'flex',
        alignItems: 'center',
        gap: space.md,
        [narrowScreen]: { flexWrap: 'wrap' },
      }}
    >
      <RecordTitle
        title={word.pattern}
        detail={`Last changed by ${word.updatedBy} on ${new Date(word.updated).toLocaleDateString()}`}
      />
      <StatusTag>{actionLabel(word.action)}</StatusTag>
      {canEdit && (
        <div css={{ display: 'flex', gap: space.sm }}>
          <Button
            variant="secondary"
            size="sm"
            onClick={onEdit}
            aria-label={`Change ${word.pattern}`}
          >
            Change
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={onRemove}
            aria-label={`Remove ${word.pattern}`}
          >
            Remove
          </Button>
        </div>
      )}
    </li>
  );
}
