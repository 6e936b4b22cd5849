import { Button, TextInput } from '@canopy/shared-core';
import type { ReactNode } from 'react';
import { numbered } from '../utils/reorder.ts';
import { problemAt, type ConfigProblems } from '../utils/validate-config.ts';
import { Checkbox, FieldRow } from './form-parts.tsx';
import { SortableList } from './sortable-list.tsx';

/** An entry of a list of links members see in order: the navigation, "more" and legal links. */
interface TitledLink {
  title: string;
  linkto: string;
  order: number;
  active: boolean;
}

/**
 * A reorderable list of titled links (Title, Link, the list's own fields, Shown to members)
 * with an Add button below. The entries are renumbered on every change, so `order` is the
 * list's order.
 */
export function TitledLinkList<T extends TitledLink>({
  part,
  label,
  linkHint,
  addLabel,
  newItem,
  items,
  problems,
  onChange,
  children,
}: {
  /** The configuration part the list is, for its problems. */
  part: 'web_main_navigation' | 'moreLinkItems' | 'legalLinks';
  label: string;
  linkHint: string;
  addLabel: string;
  /** The entry the Add button appends (renumbered to the end). */
  newItem: () => T;
  items: readonly T[];
  problems: ConfigProblems;
  onChange: (items: T[]) => void;
  /** The fields between Link and Shown to members. */
  children?: (
    item: T,
    set: (change: Partial<T>) => void,
    at: (field: string) => string | null,
  ) => ReactNode;
}) {
  const at = (index: number, field: string) => problemAt(problems, part, 'items', index, field);
  const set = (index: number, change: Partial<TitledLink> | Partial<T>) =>
    onChange(
      numbered(items.map((item, i) => (i === index ? ({ ...item, ...change } as T) : item))),
    );
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
              hint={linkHint}
              value={item.linkto}
              error={at(index, 'linkto')}
              onChange={(event) => set(index, { linkto: event.target.value })}
            />
            {children?.(
              item,
              (change) => set(index, change),
              (field) => at(index, field),
            )}
            <Checkbox
              label="Shown to members"
              checked={item.active}
              onChange={(active) => set(index, { active })}
            />
          </FieldRow>
        )}
      </SortableList>
      <Button variant="secondary" onClick={() => onChange(numbered([...items, newItem()]))}>
        {addLabel}
      </Button>
    </>
  );
}
