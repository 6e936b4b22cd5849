import type { StaffMember } from '@canopy/shared-core/staff';
import type { Choice } from '../components/radio-choices.tsx';

export type Role = StaffMember['role'];

/** The roles in the order the Staff page offers them, with what each may do. */
export const ROLE_CHOICES: readonly Choice<Role>[] = [
  { value: 'member', label: 'Member', summary: 'No console.' },
  { value: 'moderator', label: 'Moderator', summary: 'The console’s review tools.' },
  {
    value: 'operator',
    label: 'Operator',
    summary: 'Everything, the app configuration and staff roles included.',
  },
];

export function roleLabel(role: Role): string {
  return ROLE_CHOICES.find((choice) => choice.value === role)?.label ?? role;
}
