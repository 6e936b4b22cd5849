import {
  Button,
  Modal,
  albumFlagTarget,
  color,
  createFlag,
  errorText,
  showToast,
  space,
  trackAction,
} from '@canopy/shared-core';
import { useId, useState, type FormEvent } from 'react';

/** Why a member reports an item: the reason is sent as the flag's description. */
export const FLAG_REASONS = [
  'Spam or advertising',
  'Harassment or hate',
  'Nudity or sexual content',
  'Sales to minors or illegal sales',
  'False or dangerous health claims',
  'Something else',
] as const;

/**
 * Report an item for review, with a reason. Refusals (already flagged, your own item) come
 * back as `valid: false`, which the client shows as a toast.
 */
function FlagForm({
  albumId,
  section,
  onDone,
}: {
  albumId: number;
  section: string;
  onDone: () => void;
}) {
  const [reason, setReason] = useState<string | null>(null);
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setError('Choose a reason.');
    setBusy(true);
    setError(null);
    try {
      const description = detail.trim() ? `${reason}: ${detail.trim()}` : reason;
      const answer = await createFlag(albumFlagTarget(albumId), description);
      if (answer.valid) {
        trackAction(section, 'Submitted', albumId);
        showToast(answer.message);
      }
      onDone();
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
        {FLAG_REASONS.map((option) => (
          <label
            key={option}
            css={{ display: 'flex', gap: space.sm, alignItems: 'center', padding: '4px 0' }}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={reason === option}
              onChange={() => {
                setReason(option);
                setError(null);
              }}
            />
            {option}
          </label>
        ))}
      </fieldset>
      <label css={{ display: 'flex', flexDirection: 'column', gap: space.xs }}>
        Anything the moderators should know (optional)
        <textarea
          value={detail}
          maxLength={300}
          rows={3}
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
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={busy}>
          Report
        </Button>
      </div>
    </form>
  );
}

/** The Report button and its dialog. */
export function FlagButton({ albumId, section }: { albumId: number; section: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <span aria-hidden="true">⚑</span>
        Report
      </Button>
      {open && (
        <Modal open onClose={() => setOpen(false)} title="Report for review">
          <FlagForm albumId={albumId} section={section} onDone={() => setOpen(false)} />
        </Modal>
      )}
    </>
  );
}
