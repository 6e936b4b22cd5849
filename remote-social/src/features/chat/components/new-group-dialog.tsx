import { Button, createGroupChat, Modal, space, type Chat, TextInput } from '@canopy/shared-core';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { useState, type FormEvent } from 'react';
import { MemberPicker, type PickedMember } from './member-picker.tsx';
import { InlineError } from '../../../components/inline-error.tsx';

/** Create a group chat: a name and the members to start with. */
export function NewGroupDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (chat: Chat) => void;
}) {
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<PickedMember[]>([]);
  const { busy: saving, error, setError, run } = useSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') return setError('Give the group a name.');
    if (picked.length === 0) return setError('Choose at least one member.');
    const answer = await run(
      () =>
        createGroupChat({
          title: name.trim(),
          accountIds: picked.map((member) => member.accountId),
        }),
      'The group could not be created.',
    );
    // A refusal was shown as a toast by the client (SPEC §7): once.
    if (!answer?.valid) return;
    setName('');
    setPicked([]);
    onCreated(answer.item);
  }

  return (
    <Modal open={open} onClose={onClose} title="New group">
      <form onSubmit={(event) => void submit(event)} css={{ display: 'grid', gap: space.md }}>
        <TextInput
          label="Group name"
          value={name}
          maxLength={80}
          onChange={(event) => setName(event.target.value)}
        />
        <MemberPicker picked={picked} onChange={setPicked} />
        <InlineError message={error} />
        <div css={{ display: 'flex', gap: space.sm, justifyContent: 'flex-end' }}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Creating…' : 'Create group'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
