import type { AuditEntry } from '@canopy/shared-core/staff';

const COLUMNS = [
  'When (UTC)',
  'Actor',
  'Actor id',
  'Role',
  'Action',
  'Target type',
  'Target id',
  'Reason',
  'Before',
  'After',
] as const;

/**
 * One CSV cell: quoted, quotes doubled. A cell a spreadsheet would run as a formula
 * (=, +, -, @, tab, carriage return first) is prefixed with ' so it stays text: a reason
 * is written by staff, a target's state by members.
 */
export function csvCell(value: unknown): string {
  let text = typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The entries as a CSV file's text (RFC 4180, CRLF line ends), with a header row. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const rows = entries.map((entry) =>
    [
      new Date(entry.at).toISOString(),
      entry.actorDisplay,
      entry.actorId,
      entry.actorRole,
      entry.action,
      entry.targetType,
      entry.targetId,
      entry.reason,
      entry.before,
      entry.after,
    ].map((value) => csvCell(typeof value === 'number' ? String(value) : value)),
  );
  return [COLUMNS.map(csvCell), ...rows].map((row) => row.join(',')).join('\r\n') + '\r\n';
}
