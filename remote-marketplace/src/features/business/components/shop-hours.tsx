import { FormError, TextInput, font } from '@canopy/shared-core';
import { quietText, stack, wrappingRow } from '@canopy/shared-core/layout';
import { setShopHours, type ShopHoursInput, type StaffedLocation } from '@canopy/shared-core/staff';
import { useState, type FormEvent } from 'react';
import { useApiAction } from '../../../hooks/use-api-action.ts';
import { WEEK_DAYS, dayName } from '../../../utils/week-days.ts';
import { bareFieldset, checkLabel } from '../../../components/styles.ts';
import { ShopClosures } from './shop-closures.tsx';
import { StaffForm } from './staff-form.tsx';
import { TitledSection } from '@canopy/shared-core/titled-section';

type Day = (typeof WEEK_DAYS)[number];
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A day's two times, as their boxes show them. */
const EDGES = [
  { edge: 'open', verb: 'opens', example: '09:00' },
  { edge: 'close', verb: 'closes', example: '17:30' },
] as const;

interface DayValue {
  open: string;
  close: string;
  closed: boolean;
}

/** Each day's message, or none: both times as HH:MM with opening before closing. */
function dayErrors(week: Record<Day, DayValue>): Partial<Record<Day, string>> {
  const errors: Partial<Record<Day, string>> = {};
  for (const day of WEEK_DAYS) {
    const { open, close, closed } = week[day];
    if (closed || (!open && !close)) continue;
    if (!TIME.test(open) || !TIME.test(close)) {
      errors[day] = `${dayName(day)}: both times as HH:MM (24 h), e.g. 09:00 and 17:30.`;
    } else if (open >= close) {
      errors[day] = `${dayName(day)}: the shop must open before it closes.`;
    }
  }
  return errors;
}

/** The shop's opening hours, day by day, and its holiday closures, kept by its staff (issue 36). */
export function ShopHours({ shop, onSaved }: { shop: StaffedLocation; onSaved: () => void }) {
  const [week, setWeek] = useState<Record<Day, DayValue>>(() => {
    const byDay = new Map(shop.hours.map((entry) => [entry.day, entry]));
    return Object.fromEntries(
      WEEK_DAYS.map((day) => {
        const entry = byDay.get(day);
        return [
          day,
          { open: entry?.open ?? '', close: entry?.close ?? '', closed: entry?.closed ?? false },
        ];
      }),
    ) as Record<Day, DayValue>;
  });
  const [errors, setErrors] = useState<Partial<Record<Day, string>>>({});
  const { busy, error: formError, setError: setFormError, run } = useApiAction();
  const change = (day: Day, value: Partial<DayValue>) =>
    setWeek((before) => ({ ...before, [day]: { ...before[day], ...value } }));

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = dayErrors(week);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    const hours: ShopHoursInput = WEEK_DAYS.flatMap((day): ShopHoursInput => {
      const { open, close, closed } = week[day];
      if (closed) return [{ day, open: null, close: null }];
      return open && close ? [{ day, open, close }] : [];
    });
    const answer = await run(() => setShopHours(shop.retailerLocationId, hours), {
      notDone: 'The hours were not saved. Please try again.',
    });
    if (answer) onSaved();
  }

  return (
    <>
      <TitledSection title="Opening hours">
        <StaffForm
          aria-label="Opening hours"
          onSubmit={save}
          error={formError}
          busy={busy}
          submitLabel="Save opening hours"
        >
          <p css={[quietText, { margin: 0 }]}>
            In the shop&apos;s time zone ({shop.timeZone}). A day left empty shows as unknown.
          </p>
          {WEEK_DAYS.map((day) => (
            <fieldset key={day} css={[bareFieldset, stack('xs')]}>
              <legend css={{ padding: 0, fontWeight: font.weight.medium }}>{dayName(day)}</legend>
              <div css={[wrappingRow('md'), { alignItems: 'flex-end' }]}>
                {EDGES.map(({ edge, verb, example }) => (
                  <TextInput
                    key={edge}
                    label={`${dayName(day)} ${verb}`}
                    placeholder={example}
                    value={week[day][edge]}
                    disabled={week[day].closed}
                    onChange={(event) => change(day, { [edge]: event.target.value })}
                    css={{ width: 130 }}
                  />
                ))}
                <label css={checkLabel}>
                  <input
                    type="checkbox"
                    checked={week[day].closed}
                    onChange={(event) => change(day, { closed: event.target.checked })}
                  />
                  Closed all day
                </label>
              </div>
              <FormError message={errors[day]} />
            </fieldset>
          ))}
        </StaffForm>
      </TitledSection>
      <ShopClosures retailerLocationId={shop.retailerLocationId} timeZone={shop.timeZone} />
    </>
  );
}
