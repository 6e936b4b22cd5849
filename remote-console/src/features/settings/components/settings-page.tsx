import {
  color,
  FormError,
  PageTitle,
  ResourceView,
  showToast,
  space,
  TextInput,
  useApiResource,
} from '@canopy/shared-core';
import {
  getModerationSettings,
  saveModerationSettings,
  type ModerationSettings,
} from '@canopy/shared-core/staff';
import { useState, type FormEvent } from 'react';
import { OperatorsOnly } from '../../../components/operators-only.tsx';
import { ReasonField } from '../../../components/reason-field.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useSubmit } from '../../../components/use-submit.ts';

/** Operators set how many reports hide an item until a moderator reviews it (logged). */
export function SettingsPage() {
  return (
    <div css={{ display: 'grid', gap: space.lg, maxWidth: 640 }}>
      <PageTitle>Moderation settings</PageTitle>
      <OperatorsOnly why="Only operators change the moderation settings.">
        <SettingsLoader />
      </OperatorsOnly>
    </div>
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
  const [threshold, setThreshold] = useState(String(saved.hideThreshold));
  const [reason, setReason] = useState('');
  const { busy, error, setError, run } = useSubmit();

  function save(event: FormEvent) {
    event.preventDefault();
    const value = Number(threshold);
    if (!Number.isInteger(value) || value < 1 || value > 1000) {
      return setError('The threshold is a whole number from 1 to 1000.');
    }
    if (!reason.trim()) return setError('Say why, in a sentence: it is kept in the audit log.');
    return run(async () => {
      const answer = await saveModerationSettings({ hideThreshold: value, reason });
      showToast(answer.message ?? 'Saved.', 'success');
      setReason('');
      onSaved();
    }, 'The settings could not be saved. Please try again.');
  }

  return (
    <form onSubmit={(event) => void save(event)} css={{ display: 'grid', gap: space.lg }}>
      <TextInput
        label="Reports that hide an item"
        hint="Reported by this many members, a post, comment, message, review or profile is hidden from everybody but its author until a moderator reviews it; the author is told."
        type="number"
        min={1}
        max={1000}
        required
        value={threshold}
        onChange={(event) => setThreshold(event.target.value)}
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
