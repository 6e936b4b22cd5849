// Handle rules: what an @handle may look like, and which free handle to suggest from a
// member's name. Pure; the handles repository and the routes call these.

import { handleKey, RETIRED_HANDLE_DAYS } from '../kernel/handles.ts';

// Which member a handle names is the kernel's (mentions resolve it); the rules use the same.
export { handleKey, RETIRED_HANDLE_DAYS };

export const HANDLE_MIN_LENGTH = 3;
export const HANDLE_MAX_LENGTH = 30;

/** Handle changes a member may make in a day: each one holds the old handle for 30 days. */
export const HANDLE_CHANGES_PER_DAY = 3;

/**
 * Handles that would pass for the app or its staff. Compared without dots and underscores,
 * so `can.opy` and `ad_min` are refused too; `canopy…` handles all look official.
 */
const RESERVED = new Set([
  'admin',
  'administrator',
  'canopy',
  'everyone',
  'help',
  'mod',
  'moderator',
  'moderators',
  'null',
  'official',
  'operator',
  'operators',
  'root',
  'security',
  'staff',
  'support',
  'system',
  'team',
  'undefined',
]);
const RESERVED_PREFIX = 'canopy';

/** Whether `handle` would pass for the app or its staff. */
export function isReservedHandle(handle: string): boolean {
  const compact = handleKey(handle).replace(/[._]/g, '');
  return RESERVED.has(compact) || compact.startsWith(RESERVED_PREFIX);
}

/**
 * Why `handle` may not be used (a sentence starting with `field`), or undefined when it may.
 * A handle ends with a letter or digit so that `@dana.r.` at the end of a sentence is
 * read as @dana.r.
 */
export function handleProblem(field: string, handle: string): string | undefined {
  if (handle.length < HANDLE_MIN_LENGTH || handle.length > HANDLE_MAX_LENGTH) {
    return `${field} must have ${HANDLE_MIN_LENGTH} to ${HANDLE_MAX_LENGTH} characters.`;
  }
  if (!/^[a-z0-9._]+$/i.test(handle)) {
    return `${field} may contain only letters a–z, digits, dots and underscores.`;
  }
  if (!/^[a-z0-9]/i.test(handle) || !/[a-z0-9]$/i.test(handle)) {
    return `${field} must start and end with a letter or a digit.`;
  }
  if (isReservedHandle(handle)) return `${field} @${handle} is reserved.`;
  return undefined;
}

/** A name as handle characters: `Zoë Ann` → `zoeann`. */
function handleWord(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/**
 * The handle a member's name suggests before any is taken: first name, a dot, the last
 * name's initial (`dana.r`); `member` when the name has no letters or digits to use or
 * would pass for staff.
 */
export function handleBaseFor(firstName: string, lastName: string): string {
  const first = handleWord(firstName).slice(0, HANDLE_MAX_LENGTH - 4);
  const initial = handleWord(lastName).slice(0, 1);
  const base = first && initial ? `${first}.${initial}` : first || initial;
  return base && !isReservedHandle(base) ? base : 'member';
}

/**
 * The n-th candidate for `base`: the base itself, then `base2`, `base3`… (trimmed so the
 * number fits). A base too short on its own starts at `base2`.
 */
export function handleCandidate(base: string, n: number): string {
  if (n === 1) return base;
  const suffix = String(n);
  const stem = base.slice(0, HANDLE_MAX_LENGTH - suffix.length).replace(/[._]+$/, '');
  return `${stem}${suffix}`;
}

/** `base`, or `member` when no number can mend it (`canopy.fan`, `dana r`). */
export function suggestionStem(base: string): string {
  return handleProblem('handle', handleCandidate(base, 2)) ? 'member' : base;
}

/**
 * The first `count` usable candidates for `base` whose keys are not in `taken` (lower-case
 * keys of every handle in use or held): the free handle to suggest, then alternatives.
 */
export function freeHandles(base: string, taken: ReadonlySet<string>, count = 1): string[] {
  const stem = suggestionStem(base);
  const free: string[] = [];
  for (let n = 1; free.length < count; n += 1) {
    const candidate = handleCandidate(stem, n);
    if (!taken.has(handleKey(candidate)) && !handleProblem('handle', candidate)) {
      free.push(candidate);
    }
  }
  return free;
}

/**
 * How long a member who changed their handle at `changedAt` (epoch ms, the last day's)
 * must wait before changing it again: 0 while under HANDLE_CHANGES_PER_DAY. The cap keeps
 * one member from holding a crowd of handles through their 30 days each.
 */
export function handleChangeWaitMs(changedAt: readonly number[], now: number): number {
  const day = 24 * 60 * 60_000;
  const recent = changedAt.filter((at) => at > now - day).sort((a, b) => a - b);
  if (recent.length < HANDLE_CHANGES_PER_DAY) return 0;
  const oldest = recent[recent.length - HANDLE_CHANGES_PER_DAY] ?? now;
  return Math.max(1, oldest + day - now);
}
