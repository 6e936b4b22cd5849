import { color, radius, space, type HomePageItem } from '@canopy/shared-core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { sanitizeHtml } from '../utils/sanitize-html.ts';

/** The home page's HTML tabs from the app configuration (SPEC §2 "tab links"). */
export function HomeTabs({ tabs }: { tabs: HomePageItem[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = Math.min(
    Math.max(Number(searchParams.get('tab') ?? 0) || 0, 0),
    tabs.length - 1,
  );
  const html = useMemo(() => sanitizeHtml(tabs[selected]?.html ?? ''), [tabs, selected]);
  if (tabs.length === 0) return null;

  return (
    <section css={{ width: '100%', maxWidth: 720, textAlign: 'left' }}>
      <div
        role="tablist"
        aria-label="About"
        css={{ display: 'flex', gap: space.sm, flexWrap: 'wrap' }}
      >
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
