import { Button, color, font, Modal, reasonText, showToast, space } from '@canopy/shared-core';
import { changeMemberRole, type StaffMember } from '@canopy/shared-core/staff';
import { useId, useState, type FormEvent } from 'react';
import { fieldStyle } from '../../../components/field-style.ts';
import { ROLE_CHOICES, type Role } from '../../../utils/roles.ts';

/** Gives or takes a member's role, with the reason the audit log keeps. */
export function RoleDialog({
  member,
  onClose,
  onChanged,
}: {
  member: StaffMember;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [role, setRole] = useState<Role>(member.role);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const formId = useId();

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await changeMemberRole(member.accountId, { role, reason });
      if (!answer.valid) {
        setError(answer.message);
        return;
      }
      showToast(answer.message, 'success');
      onChanged();
    } catch (failure) {
      setError(reasonText(failure, 'The role could not be changed. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={`Role of ${member.display}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy || role === member.role}>
            {busy ? 'Saving…' : 'Save role'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => void save(event)}
        css={{ display: 'grid', gap: space.lg }}
      >
        <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: space.sm }}>
          <legend css={{ fontWeight: font.weight.medium, marginBottom: space.sm }}>Role</legend>
          {ROLE_CHOICES.map((choice) => (
            <label
              key={choice.role}
              css={{ display: 'flex', gap: space.sm, alignItems: 'baseline', minHeight: 32 }}
            >
              <input
                type="radio"
                name="role"
                value={choice.role}
                checked={role === choice.role}
                onChange={() => setRole(choice.role)}
              />
              <span>
                <strong>{choice.label}</strong>{' '}
                <span css={{ color: color.textMuted }}>{choice.summary}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div css={{ display: 'grid', gap: space.xs }}>
          <label htmlFor={reasonId} css={{ fontWeight: font.weight.medium }}>
            Reason (kept in the audit log)
          </label>
          <textarea
            id={reasonId}
            required
            maxLength={500}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            css={{ ...fieldStyle, resize: 'vertical' }}
          />
        </div>
        {error && (
          <p role="alert" css={{ margin: 0, color: color.danger }}>
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
