import { color, font, radius, space, type Category } from '@canopy/shared-core';

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
  const chip = (active: boolean) => ({
    font: 'inherit',
    fontSize: font.size.sm,
    padding: `${space.xs} ${space.md}`,
    minHeight: 32,
    borderRadius: radius.pill,
    border: `1px solid ${active ? color.primary : color.border}`,
    background: active ? color.primary : color.surface,
    color: active ? color.onPrimary : color.text,
    cursor: 'pointer',
  });
  const options: Array<{ id: number | null; name: string }> = [
    { id: null, name: 'All' },
    ...categories.map((category) => ({ id: category.categoryId, name: category.name })),
  ];
  return (
    <div
      role="group"
      aria-label="Category"
      css={{ display: 'flex', gap: space.sm, flexWrap: 'wrap' }}
    >
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
