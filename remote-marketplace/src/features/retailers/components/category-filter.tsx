import { type Category } from '@canopy/shared-core';
import { wrappingRow } from '@canopy/shared-core/layout';
import { chip } from '../../../components/styles.ts';

/** One category at a time, or all of them. */
export function CategoryFilter({
  categories,
  selected,
  onSelect,
}: {
  categories: Category[];
  selected: number | null;
  onSelect: (categoryId: number | null) => void;
}) {
  if (categories.length === 0) return null;
  const options: Array<{ id: number | null; name: string }> = [
    { id: null, name: 'All' },
    ...categories.map((category) => ({ id: category.categoryId, name: category.name })),
  ];
  return (
    <div role="group" aria-label="Category" css={wrappingRow('sm')}>
      {options.map((option) => (
        <button
          key={option.id ?? 'all'}
          type="button"
          aria-pressed={selected === option.id}
          onClick={() => onSelect(option.id)}
          css={chip(selected === option.id)}
        >
          {option.name}
        </button>
      ))}
    </div>
  );
}
