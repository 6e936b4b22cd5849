import { useId, useState, type FormEvent } from 'react';
import { reportItem, type FlagTarget, type ReportReason } from '../api/social/flags.ts';
import { errorText } from '../http/api-error.ts';
import { useReported } from '../hooks/use-reported.ts';
import { showToast } from '../state/toast-atoms.ts';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import { color, space } from './tokens.ts';
import { visuallyHidden } from './visually-hidden.ts';

/** The reasons a member picks from, as the API names them. */
export const REPORT_REASONS: ReadonlyArray<{ value: ReportReason; label: string }> = [
  { value: 'SPAM', label: 'Spam or advertising' },
  { value: 'HARASSMENT', label: 'Harassment or hate' },
  { value: 'ILLEGAL_SALE', label: 'An illegal sale' },
  { value: 'UNDER_AGE', label: 'An under-age member' },
  { value: 'OTHER', label: 'Something else' },
];

function ReportForm({
  target,
  onReported,
  onCancel,
}: {
  target: FlagTarget;
  onReported: () => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setError('Choose a reason.');
    if (reason === 'OTHER' && !detail.trim()) return setError('Say what is wrong with it.');
    setBusy(true);
    setError(null);
    try {
      const answer = await reportItem(target, reason, detail);
      if (answer.valid) showToast(answer.message, 'success');
      // A refusal was shown as a toast; "already reported" is reported all the same.
      if (answer.valid || answer.errorCode === 'ALREADY_FLAGGED') onReported();
      else onCancel();
    } catch (caught) {
      setError(errorText(caught, 'Your report could not be sent. Try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      css={{ display: 'flex', flexDirection: 'column', gap: space.md }}
    >
      <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
        <legend css={{ marginBottom: space.sm }}>What is wrong with it?</legend>
        {REPORT_REASONS.map((option) => (
          <label
            key={option.value}
            css={{ display: 'flex', gap: space.sm, alignItems: 'center', padding: '4px 0' }}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={reason === option.value}
              onChange={() => {
                setReason(option.value);
                setError(null);
              }}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <label css={{ display: 'flex', flexDirection: 'column', gap: space.xs }}>
        {reason === 'OTHER'
          ? 'What is wrong with it (required)'
          : 'Anything the moderators should know (optional)'}
        <textarea
          value={detail}
          maxLength={300}
          rows={3}
          aria-required={reason === 'OTHER'}
          onChange={(event) => setDetail(event.target.value)}
          css={{ font: 'inherit', padding: space.sm }}
        />
      </label>
      {error && (
        <p role="alert" css={{ margin: 0, color: color.danger }}>
          {error}
        </p>
      )}
      <div css={{ display: 'flex', gap: space.sm, justifyContent: 'flex-end' }}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={busy}>
          Report
        </Button>
      </div>
    </form>
  );
}

/**
 * Report a post, comment, chat message or member for review, with a reason. Once reported
 * (now, or before: after a reload too) the button says "Reported" and is disabled.
 */
export function ReportButton({
  target,
  what,
  readAtOnce = true,
}: {
  target: FlagTarget;
  /** What is reported, for the button's and the dialog's names: "post", "comment by Ana"… */
  what: string;
  /**
   * Read the member's reports when drawn (false on wall cards: the wall's first page makes
   * no request of its own; they learn it from the other pages, or when the dialog opens).
   */
  readAtOnce?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const { reported, markReported } = useReported(target, { load: readAtOnce || open });
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        disabled={reported}
        aria-haspopup={reported ? undefined : 'dialog'}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">⚑</span>
        {reported ? 'Reported' : 'Report'}
        <span css={visuallyHidden}> {what}</span>
      </Button>
      {open && !reported && (
        <Modal open onClose={() => setOpen(false)} title={`Report ${what} for review`}>
          <ReportForm
            target={target}
            onCancel={() => setOpen(false)}
            onReported={() => {
              markReported();
              setOpen(false);
            }}
          />
        </Modal>
      )}
    </>
  );
}
