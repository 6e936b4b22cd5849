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
    title: 'Review queue',
    path: consolePaths.queue(),
    summary:
      'Reported and held items in context: dismiss, hide, delete, warn, suspend or ban, with a reason.',
  },
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
  {
    title: 'Community dashboard',
    path: consolePaths.dashboard(),
    summary:
      'Members, activity, orders and revenue by day; top pages, funnel, retention (operators).',
  },
  {
    title: 'Releases',
    path: consolePaths.releases(),
    summary: "Each remote's live version, who released it, its health, and roll back (operators).",
  },
  {
    title: 'App configuration',
    path: consolePaths.config(),
    summary:
      'Navigation, home, links, branding and theme: preview, publish, roll back (operators).',
  },
  {
    title: 'Settings',
    path: consolePaths.settings(),
    summary: 'How many reports hide an item until it is reviewed (operators).',
  },
  {
    title: 'Watched words',
    path: consolePaths.words(),
    summary: 'Words that refuse members’ writing or hold it for review (operators change them).',
  },
];
