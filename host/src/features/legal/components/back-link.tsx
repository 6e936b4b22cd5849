import { font, space } from '@canopy/shared-core';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

export const BACK_FALLBACK_PATH = '/home';

/**
 * Whether stepping back stays inside the app. The browser router records its position in
 * `history.state.idx`; a memory router leaves `window.history` alone, so there the first entry
 * is recognised by its `default` location key instead.
 */
export function canGoBack(historyState: unknown, locationKey: string): boolean {
  const idx = (historyState as { idx?: unknown } | null)?.idx;
  if (typeof idx === 'number') return idx > 0;
  return locationKey !== 'default';
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Returns to the previous page, or to the home page when the visitor arrived here directly. */
export function BackLink() {
  const navigate = useNavigate();
  const { key } = useLocation();

  function goBack(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainLeftClick(event) || !canGoBack(window.history.state, key)) return;
    event.preventDefault();
    void navigate(-1);
  }

  return (
    <Link
      to={BACK_FALLBACK_PATH}
      onClick={goBack}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: space.xs,
        minHeight: 44,
        fontWeight: font.weight.medium,
        textDecoration: 'none',
        '&:hover': { textDecoration: 'underline' },
      }}
    >
      <span aria-hidden="true">←</span>
      Back
    </Link>
  );
}
