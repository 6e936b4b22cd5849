import { searchAuditLog, type AuditEntry, type AuditQuery } from '@canopy/shared-core/staff';
import { auditCsv } from '../../utils/audit-csv.ts';

export { saveFile } from '../../utils/save-file.ts';

const PAGE = 1000;
/** What one export holds at most (ten pages). */
export const EXPORT_MAX = 10_000;

/** Every entry the filters match (up to EXPORT_MAX), as a CSV file; throws the API's message. */
export async function exportAuditCsv(filters: AuditQuery): Promise<Blob> {
  const entries: AuditEntry[] = [];
  for (let start = 0; start < EXPORT_MAX; start += PAGE) {
    const answer = await searchAuditLog({ ...filters, start, limit: PAGE });
    if ('status' in answer) throw new Error(answer.message);
    entries.push(...answer.items);
    if (!answer.hasMoreResults) break;
  }
  return new Blob([auditCsv(entries)], { type: 'text/csv;charset=utf-8' });
}
