import {
  Button,
  PageTitle,
  TextInput,
  FormError,
  color,
  font,
  space,
  useApiResource,
} from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';
import { listRemoteReleases, rollBackRemote, type RemoteRelease } from '@canopy/shared-core/staff';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { TitledPanel } from '../../../components/titled-panel.tsx';
import { useDialogTarget, type EntryDialogProps } from '../../../components/use-dialog-target.ts';
import { useStaffAction } from '../../../components/use-staff-action.ts';
import { RecordList } from '../../../components/record-list.tsx';

type Entry = NonNullable<RemoteRelease['live']>;

function when(entry: Entry): string {
  if (!entry.at) return 'an earlier release (time not kept)';
  return (
    new Date(entry.at).toLocaleString('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }) + ' UTC'
  );
}

function madeLive(entry: Entry): string {
  const how = entry.how === 'rollback' ? 'Rolled back to' : 'Released';
  return `${how} ${when(entry)}${entry.by ? ` by ${entry.by}` : ''}`;
}

/**
 * Which release of each remote is live (operators): who made it live and when, the versions
 * before, whether its manifest answers the server's health check, and Roll back, the same
 * as `pnpm rollback:remote`, logged in the audit log.
 */
export function ReleasesPage() {
  const [state, reload] = useApiResource((signal) => listRemoteReleases(signal), []);
  const rollingBack = useDialogTarget<RemoteRelease>(reload);
  return (
    <div css={stack('lg')}>
      <PageTitle
        aside={
          <Button variant="secondary" onClick={reload}>
            Check again
          </Button>
        }
      >
        Releases
      </PageTitle>
      <p css={{ margin: 0, color: color.textMuted }}>
        The host loads each remote from the version named here on its next page load. Each remote’s
        manifest is fetched by the server to check it answers.
      </p>
      <RecordList
        state={state}
        onRetry={reload}
        errorTitle="The releases could not be loaded"
        emptyTitle="No remotes"
        emptyText="This server keeps no remotes manifest."
        label="Remotes"
        gap="md"
      >
        {(data) =>
          data.items.map((release) => (
            <RemoteRow key={release.remote} release={release} onRollBack={rollingBack.open} />
          ))
        }
      </RecordList>
      {rollingBack.dialog && <RollbackDialog {...rollingBack.dialog} />}
    </div>
  );
}

function RemoteRow({
  release,
  onRollBack,
}: {
  release: RemoteRelease;
  onRollBack: (release: RemoteRelease) => void;
}) {
  const target = release.previous[0];
  return (
    <TitledPanel
      as="li"
      title={release.remote}
      borderColor={release.health.healthy ? color.border : color.danger}
      gap="sm"
      aside={
        <span
          css={{
            fontWeight: font.weight.medium,
            color: release.health.healthy ? color.success : color.danger,
          }}
        >
          {release.health.healthy ? 'Healthy' : `Unhealthy: ${release.health.problem}`}
        </span>
      }
    >
      <p css={{ margin: 0 }}>
        Live:{' '}
        <strong>
          {release.live ? `version ${release.live.version}` : 'its unversioned build'}
        </strong>
        {release.live && <span css={{ color: color.textMuted }}> · {madeLive(release.live)}</span>}
      </p>
      <p
        css={{
          margin: 0,
          color: color.textMuted,
          overflowWrap: 'anywhere',
          fontSize: font.size.sm,
        }}
      >
        {release.manifestUrl}
      </p>
      {release.previous.length > 0 && (
        <details>
          <summary css={{ cursor: 'pointer', color: color.primary, minHeight: 32 }}>
            Previous versions ({release.previous.length})
          </summary>
          <ol css={{ margin: `${space.xs} 0 0`, paddingInlineStart: space.lg }}>
            {release.previous.map((entry, index) => (
              <li key={`${entry.version}-${index}`}>
                Version {entry.version} · {madeLive(entry)}
              </li>
            ))}
          </ol>
        </details>
      )}
      <div>
        <Button
          variant="secondary"
          disabled={!release.live || !target}
          onClick={() => onRollBack(release)}
        >
          {release.live && target
            ? `Roll back ${release.remote} to ${target.version}`
            : `Nothing to roll back ${release.remote} to`}
        </Button>
      </div>
    </TitledPanel>
  );
}

function RollbackDialog({ entry: release, onClose, onDone }: EntryDialogProps<RemoteRelease>) {
  const [reason, setReason] = useState('');
  const { busy, error, act } = useStaffAction();
  const target = release.previous[0]?.version ?? '';

  const submit = () =>
    act(() => rollBackRemote(release.remote, reason), {
      failure: 'The rollback failed. Please try again.',
      onDone,
    });

  return (
    <FormDialog
      title={`Roll back ${release.remote} to ${target}`}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      submitLabel="Roll back"
      busyLabel="Rolling back…"
      submitDisabled={!reason.trim()}
      gap="md"
    >
      <p css={{ margin: 0 }}>
        Members get version {target} on their next page load. The rollback and your reason go to the
        audit log.
      </p>
      <TextInput
        label="Reason"
        value={reason}
        maxLength={500}
        required
        onChange={(event) => setReason(event.target.value)}
      />
      <FormError message={error} />
    </FormDialog>
  );
}
