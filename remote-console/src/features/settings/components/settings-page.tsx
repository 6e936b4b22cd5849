import { color, FormError, ResourceView, useApiResource } from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';
import {
  getModerationSettings,
  saveModerationSettings,
  type ModerationSettings,
} from '@canopy/shared-core/staff';
import { OperatorsPage } from '../../../components/operators-only.tsx';
import { WholeNumberField } from '../../../components/whole-number-field.tsx';
import { ReasonField } from '../../../components/reason-field.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useThresholdForm } from '../../../components/use-threshold-form.ts';

/** Operators set how many reports hide an item until a moderator reviews it (logged). */
export function SettingsPage() {
  return (
    <OperatorsPage
      title="Moderation settings"
      why="Only operators change the moderation settings."
      maxWidth={640}
    >
      <SettingsLoader />
    </OperatorsPage>
  );
}

function SettingsLoader() {
  const [state, reload] = useApiResource((signal) => getModerationSettings(signal), []);
  return (
    <ResourceView state={state} onRetry={reload} errorTitle="The settings could not be loaded">
      {(data) => <SettingsForm saved={data.item} onSaved={reload} />}
    </ResourceView>
  );
}

function SettingsForm({ saved, onSaved }: { saved: ModerationSettings; onSaved: () => void }) {
  const { field, reason, setReason, busy, error, save } = useThresholdForm({
    saved: saved.hideThreshold,
    min: 1,
    max: 1000,
    send: (hideThreshold, reason) => saveModerationSettings({ hideThreshold, reason }),
    failureText: 'The settings could not be saved. Please try again.',
    onSaved,
  });

  return (
    <form onSubmit={(event) => void save(event)} css={stack('lg')}>
      <WholeNumberField
        label="Reports that hide an item"
        hint="Reported by this many members, a post, comment, message, review or profile is hidden from everybody but its author until a moderator reviews it; the author is told."
        {...field}
      />
      <ReasonField
        label="Reason for the change (kept in the audit log)"
        value={reason}
        onChange={setReason}
      />
      <FormError message={error} />
      <SubmitButton busy={busy} label="Save settings" busyLabel="Saving…" />
      <p css={{ margin: 0, color: color.textMuted }}>
        Now: {saved.hideThreshold} {saved.hideThreshold === 1 ? 'report hides' : 'reports hide'} an
        item.
      </p>
    </form>
  );
}
