import { consolePaths } from '../../utils/paths.ts';

/** A page of the console, as the overview lists it. */
export interface ConsoleTool {
  title: string;
  path: string;
  summary: string;
}

/** The console's tools, in the order the overview lists them. */
export const CONSOLE_TOOLS: readonly ConsoleTool[] = [
  {
    title: 'Staff',
    path: consolePaths.staff(),
    summary: 'Find a member and give or take a staff role, with a reason (operators).',
  },
  {
    title: 'Shops',
    path: consolePaths.shops(),
    summary: 'Invite members to staff a shop, and remove them, with a reason (operators).',
  },
  {
    title: 'Audit log',
    path: consolePaths.audit(),
    summary: 'Every staff action: who, in which role, on what, why, before and after.',
  },
];
