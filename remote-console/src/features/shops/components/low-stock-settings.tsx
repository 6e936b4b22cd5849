import { color, FormError, ResourceView, space, useApiResource } from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';
import { getShopSettings, saveShopSettings, type ShopSettings } from '@canopy/shared-core/staff';
import { useId } from 'react';
import { WholeNumberField } from '../../../components/whole-number-field.tsx';
import { ReasonField } from '../../../components/reason-field.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useThresholdForm } from '../../../components/use-threshold-form.ts';

const MAX_THRESHOLD = 10_000;

/** Operators set when an offer counts as low on stock; each shop's staff are told (logged). */
export function LowStockSettings() {
  const [state, reload] = useApiResource((signal) => getShopSettings(signal), []);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} css={{ display: 'grid', gap: space.md, maxWidth: 640 }}>
      <h2 id={titleId} css={{ margin: 0 }}>
        Low stock
      </h2>
      <ResourceView state={state} onRetry={reload} errorTitle="The setting could not be loaded">
        {(data) => <ThresholdForm saved={data.item} onSaved={reload} />}
      </ResourceView>
    </section>
  );
}

function ThresholdForm({ saved, onSaved }: { saved: ShopSettings; onSaved: () => void }) {
  const { field, reason, setReason, busy, error, save } = useThresholdForm({
    saved: saved.lowStockThreshold,
    min: 0,
    max: MAX_THRESHOLD,
    send: (lowStockThreshold, reason) => saveShopSettings({ lowStockThreshold, reason }),
    failureText: 'The setting could not be saved. Please try again.',
    onSaved,
  });

  return (
    <form
      aria-label="Low stock threshold"
      onSubmit={(event) => void save(event)}
      noValidate
      css={stack('md')}
    >
      <WholeNumberField
        label="Low-stock threshold (units left)"
        hint="When an order or a stock edit leaves this many of an offer at a shop, or fewer, every member of that shop's staff is notified once, until it is restocked above it."
        {...field}
      />
      <ReasonField
        label="Reason for the change (kept in the audit log)"
        rows={2}
        value={reason}
        onChange={setReason}
      />
      <FormError message={error} />
      <SubmitButton busy={busy} label="Save threshold" busyLabel="Saving…" />
      <p css={{ margin: 0, color: color.textMuted }}>
        Now: staff are told at {saved.lowStockThreshold}{' '}
        {saved.lowStockThreshold === 1 ? 'unit' : 'units'} left or fewer.
      </p>
    </form>
  );
}
