import { color, radius, space, type HomePageItem } from '@canopy/shared-core';
import { wrappingRow } from '@canopy/shared-core/layout';
import { sanitizeRichText } from '@canopy/shared-core/rich-text';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** The home page's HTML tabs from the app configuration (SPEC §2 "tab links"). */
export function HomeTabs({ tabs }: { tabs: HomePageItem[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = Math.min(
    Math.max(Number(searchParams.get('tab') ?? 0) || 0, 0),
    tabs.length - 1,
  );
  const html = useMemo(() => sanitizeRichText(tabs[selected]?.html ?? ''), [tabs, selected]);
  // A link to a tab (the header's tab links, ?tab=N) opens the page at the tabs, which sit
  // below the home rows: the page's scroll to the top on navigation runs first (a layout
  // effect), and the browser's scroll anchoring keeps them in view as the rows load above.
  const requested = searchParams.has('tab');
  const section = useRef<HTMLElement>(null);
  const shown = tabs.length > 0;
  useEffect(() => {
    if (requested && shown) section.current?.scrollIntoView({ block: 'start' });
  }, [requested, selected, shown]);
  if (!shown) return null;

  return (
    <section
      ref={section}
      css={{ width: '100%', maxWidth: 720, textAlign: 'left', scrollMarginTop: space.lg }}
    >
      <div role="tablist" aria-label="About" css={wrappingRow('sm')}>
        {tabs.map((tab, index) => (
          <button
            key={tab.title}
            type="button"
            role="tab"
            id={`home-tab-${index}`}
            aria-selected={index === selected}
            aria-controls="home-tab-panel"
            onClick={() => setSearchParams({ tab: String(index) }, { replace: true })}
            css={{
              font: 'inherit',
              padding: `${space.sm} ${space.md}`,
              borderRadius: radius.pill,
              border: `1px solid ${color.border}`,
              background: index === selected ? color.primary : color.surface,
              color: index === selected ? color.onPrimary : color.text,
              cursor: 'pointer',
            }}
          >
            {tab.title}
          </button>
        ))}
      </div>
      <div
        id="home-tab-panel"
        role="tabpanel"
        aria-labelledby={`home-tab-${selected}`}
        css={{
          marginTop: space.md,
          padding: space.lg,
          borderRadius: radius.lg,
          background: color.surface,
          border: `1px solid ${color.border}`,
        }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  );
}
