import {
  Button,
  color,
  Field,
  font,
  formatDateTime,
  formatLongDate,
  FormError,
  inputCss,
  Modal,
  reasonText,
  ResourceView,
  roleAtom,
  showToast,
  space,
  useApiResource,
} from '@canopy/shared-core';
import {
  getMemberRecord,
  liftSanction,
  type MemberRecord,
  type Sanction,
} from '@canopy/shared-core/staff';
import { useAtomValue } from 'jotai';
import { useId, useState, type FormEvent } from 'react';

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
  const [lifting, setLifting] = useState<Sanction | null>(null);
  const others = record.openItems - (ofQueueItem ? 1 : 0);
  const otherWord = ofQueueItem ? 'other ' : '';
  return (
    <section aria-label={`Record of ${record.display}`} css={{ display: 'grid', gap: space.xs }}>
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
                <Button variant="secondary" size="sm" onClick={() => setLifting(sanction)}>
                  Lift {sanction.kind === 'BAN' ? 'ban' : 'suspension'}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {lifting && (
        <LiftDialog
          sanction={lifting}
          display={record.display}
          onClose={() => setLifting(null)}
          onLifted={() => {
            setLifting(null);
            onChanged();
          }}
        />
      )}
    </section>
  );
}

function LiftDialog({
  sanction,
  display,
  onClose,
  onLifted,
}: {
  sanction: Sanction;
  display: string;
  onClose: () => void;
  onLifted: () => void;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();
  const what = sanction.kind === 'BAN' ? 'ban' : 'suspension';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setError('Say why, in a sentence: it is kept in the audit log.');
    setBusy(true);
    setError(null);
    try {
      const answer = await liftSanction(sanction.sanctionId, reason);
      showToast(answer.message ?? `The ${what} is lifted.`, 'success');
      onLifted();
    } catch (failure) {
      setError(reasonText(failure, `The ${what} could not be lifted. Please try again.`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={`Lift the ${what} of ${display}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? 'Lifting…' : `Lift ${what}`}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => void submit(event)}
        css={{ display: 'grid', gap: space.md }}
      >
        <Field label="Reason (kept in the audit log)">
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
        <FormError message={error} />
      </form>
    </Modal>
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
