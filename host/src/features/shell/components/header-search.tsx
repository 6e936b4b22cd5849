import { searchOpenAtom, space } from '@canopy/shared-core';
import { row } from '@canopy/shared-core/layout';
import { useAtom } from 'jotai';
import { lazy, Suspense, useId, useRef } from 'react';
import { headerButton } from './header-button.ts';

// The panel (the combobox, its answers and results) is fetched when the search is first
// opened, so a member's first load carries only the magnifier.
const SearchPanel = lazy(async () => ({
  default: (await import('./search-panel.tsx')).SearchPanel,
}));

/**
 * The header's search toggle (SPEC §4): the magnifier opens the search panel and closing
 * it brings the focus back here.
 */
export function HeaderSearch() {
  const [open, setOpen] = useAtom(searchOpenAtom);
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <div css={{ position: 'static' }}>
      <button
        ref={toggle}
        type="button"
        aria-label="Search Canopy"
        aria-expanded={open}
        // Names the panel only while it is on the page.
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        // A magnifier alone: the header's row has no room for another word on a phone.
        css={[headerButton, row(), { padding: space.sm }]}
      >
        <svg
          aria-hidden="true"
          width={20}
          height={20}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.2}
          strokeLinecap="round"
        >
          <circle cx={10.5} cy={10.5} r={6.5} />
          <path d="M15.5 15.5 21 21" />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchPanel id={id} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
