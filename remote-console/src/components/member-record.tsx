import {
  Button,
  color,
  font,
  formatDateTime,
  formatLongDate,
  FormError,
  ResourceView,
  roleAtom,
  space,
  useApiResource,
} from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';
import {
  getMemberRecord,
  liftSanction,
  type MemberRecord,
  type Sanction,
} from '@canopy/shared-core/staff';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useDialogTarget, type EntryDialogProps } from './use-dialog-target.ts';
import { FormDialog } from './form-dialog.tsx';
import { ReasonField } from './reason-field.tsx';
import { useStaffAction } from './use-staff-action.ts';

const SANCTION_LABEL: Record<Sanction['kind'], string> = {
  WARNING: 'Warning',
  SUSPENSION: 'Suspension',
  BAN: 'Ban',
};

/** The author's record: account age, past sanctions (lifted here), other open items. */
export function MemberRecordView({
  record,
  onChanged,
  ofQueueItem = false,
}: {
  record: MemberRecord;
  onChanged: () => void;
  /** Shown with one of the member's queue items: that item is not counted as "other". */
  ofQueueItem?: boolean;
}) {
  const role = useAtomValue(roleAtom);
  const lifting = useDialogTarget<Sanction>(onChanged);
  const others = record.openItems - (ofQueueItem ? 1 : 0);
  const otherWord = ofQueueItem ? 'other ' : '';
  return (
    <section aria-label={`Record of ${record.display}`} css={stack('xs')}>
      <h4 css={{ margin: 0, fontSize: font.size.md }}>
        Author: {record.display} <span css={{ color: color.textMuted }}>@{record.username}</span>
      </h4>
      <p css={{ margin: 0, color: color.textMuted, fontSize: font.size.sm }}>
        Member since {formatLongDate(record.memberSince)} ·{' '}
        {others > 0
          ? `${others} ${otherWord}open ${others === 1 ? 'item' : 'items'} in the queue`
          : `no ${otherWord}open items`}{' '}
        · {record.openReports} open {record.openReports === 1 ? 'report' : 'reports'} in all
      </p>
      {record.sanctions.length === 0 ? (
        <p css={{ margin: 0, fontSize: font.size.sm }}>No past sanctions.</p>
      ) : (
        <ul
          aria-label="Past sanctions"
          css={{ margin: 0, paddingLeft: space.lg, display: 'grid', gap: space.xs }}
        >
          {record.sanctions.map((sanction) => (
            <li key={sanction.sanctionId} css={{ fontSize: font.size.sm }}>
              <strong>{SANCTION_LABEL[sanction.kind]}</strong>, {formatDateTime(sanction.createdAt)}
              {sanction.endsAt !== null && `, until ${formatDateTime(sanction.endsAt)}`}
              {sanction.liftedAt !== null && ` (lifted ${formatDateTime(sanction.liftedAt)})`}
              {sanction.inForce && ' (in force)'}: {sanction.reason}{' '}
              {sanction.inForce && (sanction.kind !== 'BAN' || role === 'operator') && (
                <Button variant="secondary" size="sm" onClick={() => lifting.open(sanction)}>
                  Lift {sanction.kind === 'BAN' ? 'ban' : 'suspension'}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {lifting.dialog && <LiftDialog {...lifting.dialog} display={record.display} />}
    </section>
  );
}

function LiftDialog({
  entry: sanction,
  display,
  onClose,
  onDone,
}: EntryDialogProps<Sanction> & { display: string }) {
  const [reason, setReason] = useState('');
  const { busy, error, setError, act } = useStaffAction();
  const what = sanction.kind === 'BAN' ? 'ban' : 'suspension';

  function submit() {
    if (!reason.trim()) return setError('Say why, in a sentence: it is kept in the audit log.');
    return act(() => liftSanction(sanction.sanctionId, reason), {
      failure: `The ${what} could not be lifted. Please try again.`,
      done: `The ${what} is lifted.`,
      onDone,
    });
  }

  return (
    <FormDialog
      title={`Lift the ${what} of ${display}`}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      submitLabel={`Lift ${what}`}
      busyLabel="Lifting…"
      gap="md"
    >
      <ReasonField value={reason} onChange={setReason} />
      <FormError message={error} />
    </FormDialog>
  );
}

/** A member's record loaded on its own (the Staff page), with its sanctions to lift. */
export function MemberRecordPanel({ accountId }: { accountId: number }) {
  const [state, reload] = useApiResource(
    (signal) => getMemberRecord(accountId, signal),
    [accountId],
  );
  return (
    <ResourceView state={state} onRetry={reload} errorTitle="The record could not be loaded">
      {(data) => <MemberRecordView record={data.item} onChanged={reload} />}
    </ResourceView>
  );
}
