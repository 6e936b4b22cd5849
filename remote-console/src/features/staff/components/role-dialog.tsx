import { FormError } from '@canopy/shared-core';
import { changeMemberRole, type StaffMember } from '@canopy/shared-core/staff';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { RadioChoices } from '../../../components/radio-choices.tsx';
import { ReasonField } from '../../../components/reason-field.tsx';
import type { EntryDialogProps } from '../../../components/use-dialog-target.ts';
import { useStaffAction } from '../../../components/use-staff-action.ts';
import { ROLE_CHOICES, type Role } from '../../../utils/roles.ts';

/** Gives or takes a member's role, with the reason the audit log keeps. */
export function RoleDialog({ entry: member, onClose, onDone }: EntryDialogProps<StaffMember>) {
  const [role, setRole] = useState<Role>(member.role);
  const [reason, setReason] = useState('');
  const { busy, error, act } = useStaffAction();

  const save = () =>
    act(() => changeMemberRole(member.accountId, { role, reason }), {
      failure: 'The role could not be changed. Please try again.',
      onDone,
    });

  return (
    <FormDialog
      title={`Role of ${member.display}`}
      onClose={onClose}
      onSubmit={save}
      busy={busy}
      submitLabel="Save role"
      busyLabel="Saving…"
      submitDisabled={role === member.role}
    >
      <RadioChoices legend="Role" choices={ROLE_CHOICES} value={role} onChange={setRole} />
      <ReasonField value={reason} onChange={setReason} />
      <FormError message={error} />
    </FormDialog>
  );
}
