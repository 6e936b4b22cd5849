import { Button, TextInput } from '@canopy/shared-core';
import { numbered } from '../utils/reorder.ts';
import { problemAt, type AppConfigDraft, type ConfigProblems } from '../utils/validate-config.ts';
import { SelectField } from '@canopy/shared-core/select-field';
import { Checkbox, FieldRow } from './form-parts.tsx';
import { SortableList } from './sortable-list.tsx';

type NavItem = AppConfigDraft['web_main_navigation']['items'][number];
type MoreLink = AppConfigDraft['moreLinkItems']['items'][number];
type LegalLink = NonNullable<AppConfigDraft['legalLinks']>['items'][number];

/** The icons the host draws for navigation items (host/src/features/shell/components/nav-icon.tsx). */
const NAV_ICONS = [
  { value: '', label: 'No icon' },
  { value: 'wall', label: 'Wall' },
  { value: 'discover', label: 'Compass' },
  { value: 'chat', label: 'Speech bubble' },
  { value: 'bell', label: 'Bell' },
  { value: 'shop', label: 'Shop' },
  { value: 'quiz', label: 'Question mark' },
  { value: 'spark', label: 'Spark' },
  { value: 'shield', label: 'Shield' },
];

function iconOptions(current: string | undefined) {
  return current && !NAV_ICONS.some((icon) => icon.value === current)
    ? [...NAV_ICONS, { value: current, label: current }]
    : NAV_ICONS;
}

interface ListEditorProps<T> {
  items: readonly T[];
  problems: ConfigProblems;
  onChange: (items: T[]) => void;
}

export function NavigationEditor({ items, problems, onChange }: ListEditorProps<NavItem>) {
  const at = (index: number, field: string) =>
    problemAt(problems, 'web_main_navigation', 'items', index, field);
  const set = (index: number, change: Partial<NavItem>) =>
    onChange(numbered(items.map((item, i) => (i === index ? { ...item, ...change } : item))));
  return (
    <>
      <SortableList
        label="Navigation items"
        items={items}
        nameOf={(item) => item.title}
        onChange={(next) => onChange(numbered(next))}
      >
        {(item, index) => (
          <FieldRow>
            <TextInput
              label="Title"
              value={item.title}
              error={at(index, 'title')}
              onChange={(event) => set(index, { title: event.target.value })}
            />
            <TextInput
              label="Link"
              hint="A page of the app (/browse/…) or https://…"
              value={item.linkto}
              error={at(index, 'linkto')}
              onChange={(event) => set(index, { linkto: event.target.value })}
            />
            <SelectField
              label="Icon"
              value={item.icon ?? ''}
              options={iconOptions(item.icon)}
              error={at(index, 'icon')}
              onChange={(icon) =>
                set(
                  index,
                  icon ? { icon, activeIcon: `${icon}-filled` } : { icon: '', activeIcon: '' },
                )
              }
            />
            <Checkbox
              label="Shown to members"
              checked={item.active}
              onChange={(active) => set(index, { active })}
            />
          </FieldRow>
        )}
      </SortableList>
      <Button
        variant="secondary"
        onClick={() =>
          onChange(
            numbered([
              ...items,
              { title: '', linkto: '/browse/', icon: '', order: 0, active: true },
            ]),
          )
        }
      >
        Add a navigation item
      </Button>
    </>
  );
}

/** The right panel's "more" links and the footer's legal links: titled links in order. */
export function LinksEditor<T extends MoreLink | LegalLink>({
  items,
  problems,
  onChange,
  part,
  label,
  addLabel,
  withExternal,
}: ListEditorProps<T> & {
  part: 'moreLinkItems' | 'legalLinks';
  label: string;
  addLabel: string;
  withExternal: boolean;
}) {
  const at = (index: number, field: string) => problemAt(problems, part, 'items', index, field);
  const set = (index: number, change: Partial<MoreLink>) =>
    onChange(numbered(items.map((item, i) => (i === index ? { ...item, ...change } : item))));
  return (
    <>
      <SortableList
        label={label}
        items={items}
        nameOf={(item) => item.title}
        onChange={(next) => onChange(numbered(next))}
      >
        {(item, index) => (
          <FieldRow>
            <TextInput
              label="Title"
              value={item.title}
              error={at(index, 'title')}
              onChange={(event) => set(index, { title: event.target.value })}
            />
            <TextInput
              label="Link"
              hint="A page of the app (/…) or https://…"
              value={item.linkto}
              error={at(index, 'linkto')}
              onChange={(event) => set(index, { linkto: event.target.value })}
            />
            {withExternal && (
              <Checkbox
                label="Opens in a new tab"
                checked={Boolean((item as MoreLink).external)}
                onChange={(external) => set(index, { external })}
              />
            )}
            <Checkbox
              label="Shown to members"
              checked={item.active}
              onChange={(active) => set(index, { active })}
            />
          </FieldRow>
        )}
      </SortableList>
      <Button
        variant="secondary"
        onClick={() =>
          onChange(
            numbered([
              ...items,
              {
                title: '',
                linkto: '/',
                order: 0,
                active: true,
                ...(withExternal && { external: false }),
              } as T,
            ]),
          )
        }
      >
        {addLabel}
      </Button>
    </>
  );
}
