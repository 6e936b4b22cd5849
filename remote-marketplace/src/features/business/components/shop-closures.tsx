import {
  BareList,
  Button,
  ResourceView,
  Skeleton,
  color,
  useApiResource,
} from '@canopy/shared-core';
import { setShopClosures, shopClosures, type ShopClosure } from '@canopy/shared-core/staff';
import { useState, type FormEvent } from 'react';
import {
  closureRanges,
  daysOf,
  readClosure,
  type ClosureErrors,
  type ClosureValues,
  type ClosureRange,
} from '../utils/closure-ranges.ts';
import { formatDay } from '../../../utils/closure-days.ts';
import { useApiAction } from '../../../hooks/use-api-action.ts';
import { fieldRow, narrowInput } from '../../../components/styles.ts';
import { BoundTextInput } from './bound-text-input.tsx';
import { StaffForm } from './staff-form.tsx';
import { wrappingRow } from '@canopy/shared-core/layout';
import { TitledSection } from '@canopy/shared-core/titled-section';

const EMPTY: ClosureValues = { from: '', to: '', note: '' };

/** Today in the shop's own calendar, as YYYY-MM-DD. */
const shopToday = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

function ClosuresEditor({
  retailerLocationId,
  timeZone,
  closures,
  onSaved,
}: {
  retailerLocationId: number;
  timeZone: string;
  closures: ShopClosure[];
  onSaved: () => void;
}) {
  const [values, setValues] = useState<ClosureValues>(EMPTY);
  const [errors, setErrors] = useState<ClosureErrors>({});
  const { busy, error: formError, run } = useApiAction();
  const set = (field: keyof ClosureValues) => (value: string) =>
    setValues((before) => ({ ...before, [field]: value }));
  const form = { values, errors, set };

  async function save(next: ShopClosure[], done: string): Promise<boolean> {
    const answer = await run(() => setShopClosures(retailerLocationId, next), {
      notDone: 'The closures were not saved. Please try again.',
      done,
    });
    if (answer) onSaved();
    return answer !== null;
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    const { days, errors: found } = readClosure(values, closures, shopToday(timeZone));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const next = [...closures, ...days].sort((a, b) => a.date.localeCompare(b.date));
    if (await save(next, 'Holiday closure saved.')) setValues(EMPTY);
  }

  const remove = (range: ClosureRange) => {
    const gone = new Set(daysOf(range));
    void save(
      closures.filter((closure) => !gone.has(closure.date)),
      'Holiday closure removed.',
    );
  };

  return (
    <>
      {closures.length === 0 ? (
        <p css={{ margin: 0, color: color.textMuted }}>No holiday closures to come.</p>
      ) : (
        <BareList gap="xs">
          {closureRanges(closures).map((range) => {
            const when =
              range.from === range.to
                ? formatDay(range.from)
                : `${formatDay(range.from)} to ${formatDay(range.to)}`;
            return (
              <li key={range.from} css={wrappingRow('sm')}>
                <span css={{ flex: 1, minWidth: 0 }}>
                  {when}
                  {range.note ? ` · ${range.note}` : ''}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  aria-label={`Remove the closure ${when}`}
                  onClick={() => remove(range)}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </BareList>
      )}
      <StaffForm
        aria-label="Add a holiday closure"
        onSubmit={add}
        error={formError}
        busy={busy}
        submitLabel="Add closure"
      >
        <div css={fieldRow}>
          <BoundTextInput
            form={form}
            name="from"
            label="Closed from"
            hint="YYYY-MM-DD"
            css={narrowInput}
          />
          <BoundTextInput
            form={form}
            name="to"
            label="Until"
            hint="Empty for one day"
            css={narrowInput}
          />
        </div>
        <BoundTextInput
          form={form}
          name="note"
          label="Note"
          hint='Shown to members, e.g. "Thanksgiving"'
          maxLength={120}
        />
      </StaffForm>
    </>
  );
}

/** The shop's holiday closures (issue 36): days it is closed whatever its hours say. */
export function ShopClosures({
  retailerLocationId,
  timeZone,
}: {
  retailerLocationId: number;
  timeZone: string;
}) {
  const [closures, reload] = useApiResource(
    (signal) => shopClosures(retailerLocationId, signal),
    [retailerLocationId],
  );
  return (
    <TitledSection title="Holiday closures">
      <ResourceView
        state={closures}
        onRetry={reload}
        errorTitle="The holiday closures could not be loaded"
        loading={<Skeleton height={80} />}
      >
        {({ item }) => (
          <ClosuresEditor
            retailerLocationId={retailerLocationId}
            timeZone={timeZone}
            closures={item.closures}
            onSaved={reload}
          />
        )}
      </ResourceView>
    </TitledSection>
  );
}
