import {
  Button,
  Field,
  FormError,
  inputCss,
  Modal,
  reasonText,
  showToast,
  space,
  TextInput,
} from '@canopy/shared-core';
import { actOnQueue, type QueueActionName } from '@canopy/shared-core/staff';
import { useId, useState, type FormEvent } from 'react';
import { ACTION_VERB, itemsText } from '../actions.ts';

/** Asks the reason (kept in the audit log), and the days of a suspension, then acts. */
export function ActionDialog({
  action,
  itemIds,
  onClose,
  onDone,
}: {
  action: QueueActionName;
  itemIds: number[];
  onClose: () => void;
  /**
   * The queue changed: `finished` when it was done (the dialog closes), else somebody had
   * already acted (the dialog stays, saying so); read the queue again either way.
   */
  onDone: (finished: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('3');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setError('Say why, in a sentence: it is kept in the audit log.');
    const dayCount = Number(days);
    if (action === 'suspend' && !(Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= 365)) {
      return setError('Suspend for 1 to 365 days.');
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await actOnQueue({
        itemIds,
        action,
        reason,
        ...(action === 'suspend' ? { days: dayCount } : {}),
      });
      if (!answer.valid) {
        setError(answer.message ?? 'That could not be done.');
        return;
      }
      showToast(answer.message ?? 'Done.', 'success');
      onDone(true);
    } catch (failure) {
      // Another moderator acted first (409), or the item is gone: say so, and show the
      // queue as it is now behind the dialog.
      setError(reasonText(failure, 'That could not be done. Please try again.'));
      onDone(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={`${ACTION_VERB[action]} ${itemsText(itemIds.length)}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={action === 'delete' || action === 'ban' ? 'danger' : 'primary'}
            disabled={busy}
          >
            {busy ? 'Working…' : 'Confirm'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => void submit(event)}
        css={{ display: 'grid', gap: space.lg }}
      >
        <Field label="Reason (kept in the audit log; the author reads it when told)">
          {(control) => (
            <textarea
              {...control}
              required
              maxLength={500}
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              css={{ ...inputCss, resize: 'vertical' }}
            />
          )}
        </Field>
        {action === 'suspend' && (
          <TextInput
            label="Days of suspension"
            hint="Every write is refused until then; reading goes on."
            type="number"
            min={1}
            max={365}
            required
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
        )}
        <FormError message={error} />
      </form>
    </Modal>
  );
}
