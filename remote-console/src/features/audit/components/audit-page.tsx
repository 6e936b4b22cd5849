import { Button, PageTitle, color, font, space, useApiResource } from '@canopy/shared-core';
import { stack, wrappingRow } from '@canopy/shared-core/layout';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { searchAuditLog, type AuditEntry, type AuditQuery } from '@canopy/shared-core/staff';
import { useState, type FormEvent } from 'react';
import { FormRow } from '../../../components/form-row.tsx';
import { recordCardCss } from '../../../components/record-row.tsx';
import { exportAuditCsv, saveFile } from '../export-audit.ts';
import { RecordList } from '../../../components/record-list.tsx';

/** The actions the log holds, as the filter offers them. */
const ACTIONS: { value: NonNullable<AuditQuery['action']>; label: string }[] = [
  { value: 'role.change', label: 'Role change' },
  { value: 'config.publish', label: 'Configuration published' },
  { value: 'config.rollback', label: 'Configuration rolled back' },
  { value: 'release.rollback', label: 'Remote rolled back' },
  { value: 'shop.staff_invite', label: 'Shop staff invited' },
  { value: 'shop.staff_revoke', label: 'Shop staff removed' },
  { value: 'queue.dismiss', label: 'Report dismissed' },
  { value: 'queue.approve', label: 'Held item approved' },
  { value: 'queue.hide', label: 'Item hidden' },
  { value: 'queue.delete', label: 'Item deleted' },
  { value: 'member.warn', label: 'Member warned' },
  { value: 'member.suspend', label: 'Member suspended' },
  { value: 'member.ban', label: 'Member banned' },
  { value: 'sanction.lift', label: 'Sanction lifted' },
  { value: 'settings.change', label: 'Settings changed' },
  { value: 'words.add', label: 'Watched word added' },
  { value: 'words.change', label: 'Watched word changed' },
  { value: 'words.remove', label: 'Watched word removed' },
];

const actionLabel = (action: string) =>
  ACTIONS.find((choice) => choice.value === action)?.label ?? action;

type Filters = Pick<AuditQuery, 'actor' | 'action' | 'from' | 'to' | 'keyword'>;

/** Every staff action, newest first: searchable, filterable and exported as CSV. */
export function AuditPage() {
  const [filters, setFilters] = useState<Filters>({});
  const [state, reload] = useApiResource(
    (signal) => searchAuditLog({ ...filters, limit: 50 }, signal),
    [filters],
  );
  const { busy: exporting, error: exportError, run } = useSubmit();

  const exportCsv = () =>
    run(async () => saveFile(await exportAuditCsv(filters), 'canopy-audit-log.csv'), {
      text: 'The export failed.',
      explain: (failure, text) => (failure instanceof Error ? failure.message : text),
    });

  return (
    <div css={stack('lg')}>
      <PageTitle
        aside={
          <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting}>
            {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
        }
      >
        Audit log
      </PageTitle>
      {exportError && (
        <p role="alert" css={{ margin: 0, color: color.danger }}>
          {exportError}
        </p>
      )}
      <AuditFilters onApply={setFilters} />
      <RecordList
        state={state}
        onRetry={reload}
        errorTitle="The audit log could not be loaded"
        emptyTitle="No entries"
        emptyText="No staff action matches these filters."
        label="Audit entries"
        summary={(data) => (
          <p css={{ margin: 0, color: color.textMuted }} aria-live="polite">
            Showing {data.count} of {data.countTotal} entries, newest first.
          </p>
        )}
      >
        {(data) => data.items.map((entry) => <AuditRow key={entry.id} entry={entry} />)}
      </RecordList>
    </div>
  );
}

function AuditFilters({ onApply }: { onApply: (filters: Filters) => void }) {
  const [draft, setDraft] = useState<Filters>({});
  const set = (name: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value || undefined }));

  function apply(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <form
      role="search"
      aria-label="Audit log"
      onSubmit={apply}
      css={{
        display: 'grid',
        gap: space.md,
        gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
        alignItems: 'end',
      }}
    >
      <FormRow label="Actor" small>
        {(control) => <input {...control} value={draft.actor ?? ''} onChange={set('actor')} />}
      </FormRow>
      <FormRow label="Action" small>
        {(control) => (
          <select {...control} value={draft.action ?? ''} onChange={set('action')}>
            <option value="">All actions</option>
            {ACTIONS.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </FormRow>
      <FormRow label="From" small>
        {(control) => (
          <input {...control} type="date" value={draft.from ?? ''} onChange={set('from')} />
        )}
      </FormRow>
      <FormRow label="To" small>
        {(control) => (
          <input {...control} type="date" value={draft.to ?? ''} onChange={set('to')} />
        )}
      </FormRow>
      <FormRow label="Words of the reason or target" small>
        {(control) => (
          <input {...control} type="search" value={draft.keyword ?? ''} onChange={set('keyword')} />
        )}
      </FormRow>
      <Button type="submit">Apply filters</Button>
    </form>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <li css={{ ...recordCardCss, display: 'grid', gap: space.xs, overflowWrap: 'anywhere' }}>
      <div css={[wrappingRow('sm'), { alignItems: 'baseline' }]}>
        <strong>{actionLabel(entry.action)}</strong>
        <span>
          by {entry.actorDisplay} ({entry.actorRole}) on {entry.targetType} {entry.targetId}
        </span>
        <time
          dateTime={new Date(entry.at).toISOString()}
          css={{ marginLeft: 'auto', color: color.textMuted, fontSize: font.size.sm }}
        >
          {new Date(entry.at).toLocaleString()}
        </time>
      </div>
      <div>Reason: {entry.reason}</div>
      <div css={{ color: color.textMuted, fontSize: font.size.sm }}>
        {JSON.stringify(entry.before)} → {JSON.stringify(entry.after)}
      </div>
    </li>
  );
}
