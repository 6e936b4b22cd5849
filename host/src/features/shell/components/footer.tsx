import { appConfigAtom, color, configPreviewAtom, font, layout, space } from '@canopy/shared-core';
import { wrappingRow } from '@canopy/shared-core/layout';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';

/** The footer's links when the configuration names none (before legal links were set). */
const DEFAULT_LEGAL_LINKS = [
  { title: 'Privacy Policy', linkto: '/privacy-policy', order: 1, active: true },
  { title: 'Terms and Conditions', linkto: '/terms-and-conditions', order: 2, active: true },
];

export function Footer() {
  const config = useAtomValue(appConfigAtom);
  const preview = useAtomValue(configPreviewAtom);
  const legal = (config?.legalLinks?.items ?? DEFAULT_LEGAL_LINKS)
    .filter((item) => item.active)
    .sort((a, b) => a.order - b.order);
  return (
    <footer css={{ borderTop: `1px solid ${color.border}`, background: color.surface }}>
      <div
        css={{
          maxWidth: layout.contentMaxWidth,
          margin: '0 auto',
          padding: `${space.lg}`,
          ...wrappingRow('lg'),
          justifyContent: 'space-between',
          fontSize: font.size.sm,
          color: color.textMuted,
        }}
      >
        {preview && (
          <p role="status" css={{ margin: 0, fontWeight: font.weight.bold, color: color.text }}>
            Preview of an unpublished configuration: members do not see it.
          </p>
        )}
        <nav aria-label="Legal" css={wrappingRow('lg')}>
          {legal.map((item) =>
            /^https?:\/\//i.test(item.linkto) ? (
              <a key={`${item.title}-${item.linkto}`} href={item.linkto}>
                {item.title}
              </a>
            ) : (
              <Link key={`${item.title}-${item.linkto}`} to={item.linkto}>
                {item.title}
              </Link>
            ),
          )}
        </nav>
        <p css={{ margin: 0 }}>
          Cannabis brand names and logos shown are trademarks of their respective owners.
        </p>
      </div>
    </footer>
  );
}
