import type { StaffMember } from '@canopy/shared-core/staff';

export type Role = StaffMember['role'];

/** The roles in the order the Staff page offers them, with what each may do. */
export const ROLE_CHOICES: readonly { role: Role; label: string; summary: string }[] = [
  { role: 'member', label: 'Member', summary: 'No console.' },
  { role: 'moderator', label: 'Moderator', summary: 'The console’s review tools.' },
  {
    role: 'operator',
    label: 'Operator',
    summary: 'Everything, the app configuration and staff roles included.',
  },
];

export function roleLabel(role: Role): string {
  return ROLE_CHOICES.find((choice) => choice.role === role)?.label ?? role;
}
