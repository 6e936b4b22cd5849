import {
  Button,
  EmptyState,
  PageTitle,
  ResourceView,
  color,
  font,
  radius,
  space,
  useApiResource,
} from '@canopy/shared-core';
import { searchAuditLog, type AuditEntry, type AuditQuery } from '@canopy/shared-core/staff';
import { useId, useState, type FormEvent } from 'react';
import { fieldStyle } from '../../../components/field-style.ts';
import { exportAuditCsv, saveFile } from '../export-audit.ts';

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
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      saveFile(await exportAuditCsv(filters), 'canopy-audit-log.csv');
    } catch (failure) {
      setExportError(failure instanceof Error ? failure.message : 'The export failed.');
    } finally {
      setExporting(false);
    }
  }

  return (
    <div css={{ display: 'grid', gap: space.lg }}>
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
      <ResourceView
        state={state}
        onRetry={reload}
        errorTitle="The audit log could not be loaded"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState title="No entries">
            <p>No staff action matches these filters.</p>
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <p css={{ margin: 0, color: color.textMuted }} aria-live="polite">
              Showing {data.count} of {data.countTotal} entries, newest first.
            </p>
            <ul
              aria-label="Audit entries"
              css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.sm }}
            >
              {data.items.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </ul>
          </>
        )}
      </ResourceView>
    </div>
  );
}

function AuditFilters({ onApply }: { onApply: (filters: Filters) => void }) {
  const [draft, setDraft] = useState<Filters>({});
  const ids = { actor: useId(), action: useId(), from: useId(), to: useId(), keyword: useId() };
  const set = (name: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value || undefined }));

  function apply(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  const label = { fontWeight: font.weight.medium, fontSize: font.size.sm };
  const field = { display: 'grid', gap: space.xs, minWidth: 0 };
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
      <div css={field}>
        <label htmlFor={ids.actor} css={label}>
          Actor
        </label>
        <input id={ids.actor} value={draft.actor ?? ''} onChange={set('actor')} css={fieldStyle} />
      </div>
      <div css={field}>
        <label htmlFor={ids.action} css={label}>
          Action
        </label>
        <select
          id={ids.action}
          value={draft.action ?? ''}
          onChange={set('action')}
          css={fieldStyle}
        >
          <option value="">All actions</option>
          {ACTIONS.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div css={field}>
        <label htmlFor={ids.from} css={label}>
          From
        </label>
        <input
          id={ids.from}
          type="date"
          value={draft.from ?? ''}
          onChange={set('from')}
          css={fieldStyle}
        />
      </div>
      <div css={field}>
        <label htmlFor={ids.to} css={label}>
          To
        </label>
        <input
          id={ids.to}
          type="date"
          value={draft.to ?? ''}
          onChange={set('to')}
          css={fieldStyle}
        />
      </div>
      <div css={field}>
        <label htmlFor={ids.keyword} css={label}>
          Words of the reason or target
        </label>
        <input
          id={ids.keyword}
          type="search"
          value={draft.keyword ?? ''}
          onChange={set('keyword')}
          css={fieldStyle}
        />
      </div>
      <Button type="submit">Apply filters</Button>
    </form>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <li
      css={{
        display: 'grid',
        gap: space.xs,
        padding: space.md,
        borderRadius: radius.md,
        background: color.surface,
        border: `1px solid ${color.border}`,
        overflowWrap: 'anywhere',
      }}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'baseline' }}>
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
