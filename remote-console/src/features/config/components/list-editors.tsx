import { SelectField } from '@canopy/shared-core/select-field';
import type { AppConfigDraft, ConfigProblems } from '../utils/validate-config.ts';
import { Checkbox } from './form-parts.tsx';
import { TitledLinkList } from './titled-link-list.tsx';

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
  return (
    <TitledLinkList
      part="web_main_navigation"
      label="Navigation items"
      linkHint="A page of the app (/browse/…) or https://…"
      addLabel="Add a navigation item"
      newItem={() => ({ title: '', linkto: '/browse/', icon: '', order: 0, active: true })}
      items={items}
      problems={problems}
      onChange={onChange}
    >
      {(item, set, at) => (
        <SelectField
          label="Icon"
          value={item.icon ?? ''}
          options={iconOptions(item.icon)}
          error={at('icon')}
          onChange={(icon) =>
            set(icon ? { icon, activeIcon: `${icon}-filled` } : { icon: '', activeIcon: '' })
          }
        />
      )}
    </TitledLinkList>
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
  return (
    <TitledLinkList
      part={part}
      label={label}
      linkHint="A page of the app (/…) or https://…"
      addLabel={addLabel}
      newItem={() =>
        ({
          title: '',
          linkto: '/',
          order: 0,
          active: true,
          ...(withExternal && { external: false }),
        }) as T
      }
      items={items}
      problems={problems}
      onChange={onChange}
    >
      {(item, set) =>
        withExternal && (
          <Checkbox
            label="Opens in a new tab"
            checked={Boolean((item as MoreLink).external)}
            onChange={(external) => set({ external } as Partial<T>)}
          />
        )
      }
    </TitledLinkList>
  );
}
