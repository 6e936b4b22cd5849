import { expect, it } from 'vitest';
import { auditEntry } from '../testing/audit-entry.ts';
import { auditCsv } from './audit-csv.ts';

const entry = auditEntry({ id: 1, at: Date.UTC(2026, 10, 29, 9, 30), reason: 'Said "yes", twice' });

it('writes a header and one quoted row per entry, quotes doubled, JSON states', () => {
  const lines = auditCsv([entry]).split('\r\n');
  expect(lines[0]).toBe(
    '"When (UTC)","Actor","Actor id","Role","Action","Target type","Target id","Reason","Before","After"',
  );
  expect(lines[1]).toBe(
    '"2026-11-29T09:30:00.000Z","Casey Morgan","2","operator","role.change","account","14",' +
      '"Said ""yes"", twice","{""role"":""member""}","{""role"":""moderator""}"',
  );
  expect(lines[2]).toBe('');
});

it('keeps a cell a spreadsheet would run as a formula as text', () => {
  const csv = auditCsv([{ ...entry, reason: '=HYPERLINK("http://x")', before: null }]);
  expect(csv).toContain('"\'=HYPERLINK(""http://x"")"');
  expect(csv).toContain(',"",');
});
