import {
  BareList,
  Button,
  FormError,
  PageTitle,
  ResourceView,
  color,
  font,
  formatDateTime,
  useApiResource,
} from '@canopy/shared-core';
import {
  getConfigDiff,
  listConfigVersions,
  rollbackConfig,
  type ConfigVersionSummary,
} from '@canopy/shared-core/staff';
import { useState } from 'react';
import { stack, wrappingRow } from '@canopy/shared-core/layout';
import { Link } from 'react-router';
import { OperatorsOnly } from '../../../components/operators-only.tsx';
import { recordCardCss } from '../../../components/record-row.tsx';
import { consolePaths } from '../../../utils/paths.ts';
import { ConfigChanges } from './config-changes.tsx';
import { useConfigSend } from './use-config-send.ts';
import { SelectField } from '@canopy/shared-core/select-field';
import { FieldRow, Section } from './form-parts.tsx';

/** Every published version: who, when, why; a diff of any two; rollback. */
export function HistoryPage() {
  const [state, reload] = useApiResource(() => listConfigVersions(), []);
  return (
    <div css={stack('lg')}>
      <PageTitle>Configuration versions</PageTitle>
      <p css={{ margin: 0 }}>
        <Link to={consolePaths.config()}>Back to the editor</Link>
      </p>
      <OperatorsOnly why="Only operators see and roll back the app configuration.">
        <ResourceView state={state} onRetry={reload} errorTitle="The versions could not be loaded">
          {(answer) => (
            <Versions key={answer.items[0]?.version} versions={answer.items} onChanged={reload} />
          )}
        </ResourceView>
      </OperatorsOnly>
    </div>
  );
}

function describe(version: ConfigVersionSummary): string {
  if (version.kind === 'baseline') return 'The configuration when versions started being kept';
  return version.note;
}

function Versions({
  versions,
  onChanged,
}: {
  versions: readonly ConfigVersionSummary[];
  onChanged: () => void;
}) {
  const latest = versions[0];
  const [from, setFrom] = useState(versions[1]?.version ?? latest?.version ?? 1);
  const [to, setTo] = useState(latest?.version ?? 1);
  const { busy, error, setError, makeLive } = useConfigSend();
  const [diff, retryDiff] = useApiResource(() => getConfigDiff(from, to), [from, to]);
  if (!latest) return null;
  const options = versions.map((entry) => ({
    value: String(entry.version),
    label: `Version ${entry.version}: ${describe(entry).slice(0, 60)}`,
  }));

  const rollback = (version: number) =>
    makeLive(() => rollbackConfig(version, latest.version), {
      failure: 'The rollback failed. Please try again.',
      onStale: (stale) => {
        setError(
          `${stale.message} The list now shows it: check it, then roll back again if you still want to.`,
        );
        onChanged();
      },
      onLive: onChanged,
    });

  return (
    <>
      <Section title="Compare two versions">
        <FieldRow>
          <SelectField
            label="From"
            value={String(from)}
            options={options}
            onChange={(v) => setFrom(Number(v))}
          />
          <SelectField
            label="To"
            value={String(to)}
            options={options}
            onChange={(v) => setTo(Number(v))}
          />
        </FieldRow>
        <ResourceView
          state={diff}
          onRetry={retryDiff}
          errorTitle="The difference could not be worked out"
        >
          {(answer) => (
            <ConfigChanges
              changes={answer.item.changes}
              label={`Changes from version ${from} to ${to}`}
            />
          )}
        </ResourceView>
      </Section>
      <FormError message={error} />
      <BareList ordered gap="md" aria-label="Versions">
        {versions.map((entry) => (
          <li
            key={entry.version}
            aria-label={`Version ${entry.version}`}
            css={[stack('xs'), recordCardCss]}
          >
            <div css={[wrappingRow('sm'), { alignItems: 'baseline' }]}>
              <strong css={{ fontSize: font.size.lg }}>Version {entry.version}</strong>
              {entry === latest && <span css={{ color: color.success }}>Live</span>}
              {entry.kind === 'rollback' && entry.restoredVersion && (
                <span css={{ color: color.textMuted }}>
                  rollback to version {entry.restoredVersion}
                </span>
              )}
            </div>
            <p css={{ margin: 0 }}>{describe(entry)}</p>
            <p css={{ margin: 0, color: color.textMuted, fontSize: font.size.sm }}>
              {formatDateTime(new Date(entry.publishedAt))}
              {entry.publishedBy ? ` by ${entry.publishedBy.display}` : ''}
            </p>
            {entry !== latest && (
              <div>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => void rollback(entry.version)}
                >
                  Roll back to version {entry.version}
                </Button>
              </div>
            )}
          </li>
        ))}
      </BareList>
    </>
  );
}
