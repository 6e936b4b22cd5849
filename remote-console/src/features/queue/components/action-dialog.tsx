import { FormError } from '@canopy/shared-core';
import { actOnQueue, type QueueActionName } from '@canopy/shared-core/staff';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { WholeNumberField } from '../../../components/whole-number-field.tsx';
import { ReasonField } from '../../../components/reason-field.tsx';
import { useStaffAction } from '../../../components/use-staff-action.ts';
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
  const { busy, error, setError, act } = useStaffAction();

  function submit() {
    if (!reason.trim()) return setError('Say why, in a sentence: it is kept in the audit log.');
    const dayCount = Number(days);
    if (action === 'suspend' && !(Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= 365)) {
      return setError('Suspend for 1 to 365 days.');
    }
    // Another moderator acted first (409), or the item is gone: say so, and show the
    // queue as it is now behind the dialog.
    return act(
      () =>
        actOnQueue({
          itemIds,
          action,
          reason,
          ...(action === 'suspend' ? { days: dayCount } : {}),
        }),
      {
        failure: 'That could not be done. Please try again.',
        refused: 'That could not be done.',
        onDone: () => onDone(true),
        onFailure: () => onDone(false),
      },
    );
  }

  return (
    <FormDialog
      title={`${ACTION_VERB[action]} ${itemsText(itemIds.length)}`}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      submitLabel="Confirm"
      busyLabel="Working…"
      variant={action === 'delete' || action === 'ban' ? 'danger' : 'primary'}
    >
      <ReasonField
        label="Reason (kept in the audit log; the author reads it when told)"
        value={reason}
        onChange={setReason}
      />
      {action === 'suspend' && (
        <WholeNumberField
          label="Days of suspension"
          hint="Every write is refused until then; reading goes on."
          min={1}
          max={365}
          value={days}
          onChange={setDays}
        />
      )}
      <FormError message={error} />
    </FormDialog>
  );
}
