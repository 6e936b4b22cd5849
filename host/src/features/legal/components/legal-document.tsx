import {
  color,
  font,
  layout,
  narrowScreen,
  radius,
  space,
  formatLongDate,
  BareList,
} from '@canopy/shared-core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LegalSection } from '../content/legal-section.ts';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { useScrollToHash } from '../hooks/use-scroll-to-hash.ts';
import { BackLink } from './back-link.tsx';
import { ShareButtons } from './share-buttons.tsx';

/** The words of a legal document: its title, date, introduction and linkable sections. */
export interface LegalText {
  title: string;
  /** ISO date (YYYY-MM-DD). */
  lastUpdated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

export interface LegalDocumentProps extends LegalText {
  /** The sharing platform's script, from the runtime configuration; none when empty. */
  shareScriptUrl?: string;
}

function headingText(section: LegalSection): string {
  return section.number === undefined ? section.title : `${section.number}. ${section.title}`;
}

function formatDate(isoDate: string): string {
  // Noon UTC keeps the calendar day the same in every time zone.
  return formatLongDate(new Date(`${isoDate}T12:00:00Z`));
}

// Long-form reading: about 70 characters a line, generous leading, headings that clear the
// sticky header when reached through a section link.
const articleStyle = {
  maxWidth: '70ch',
  margin: '0 auto',
  color: color.text,
  lineHeight: 1.65,
  overflowWrap: 'anywhere' as const,
  '& h2': {
    margin: `${space.xxl} 0 ${space.md}`,
    fontSize: font.size.lg,
    lineHeight: 1.3,
    scrollMarginTop: layout.chromeHeight,
  },
  '& h3': { margin: `${space.xl} 0 ${space.sm}`, fontSize: font.size.md },
  '& p, & ul, & address': { margin: `0 0 ${space.lg}` },
  '& ul': { paddingLeft: space.xl },
  '& li + li': { marginTop: space.sm },
  [narrowScreen]: { '& h2': { marginTop: space.xl } },
};

export function LegalDocument({
  title,
  lastUpdated,
  intro,
  sections,
  shareScriptUrl = '',
}: LegalDocumentProps) {
  useDocumentTitle(title);
  useScrollToHash();

  return (
    <article css={articleStyle}>
      <BackLink />
      <header css={{ margin: `${space.md} 0 ${space.xl}` }}>
        <h1 css={{ margin: 0, fontSize: font.size.xxl, lineHeight: 1.2 }}>{title}</h1>
        <p css={{ margin: `${space.sm} 0 0`, color: color.textMuted, fontSize: font.size.sm }}>
          Last updated <time dateTime={lastUpdated}>{formatDate(lastUpdated)}</time>
        </p>
      </header>
      {intro}
      <nav
        aria-labelledby="legal-contents"
        css={{
          margin: `${space.xl} 0`,
          padding: `${space.lg} ${space.xl}`,
          background: color.surfaceAlt,
          borderRadius: radius.md,
          '& h2': { margin: `0 0 ${space.sm}`, fontSize: font.size.md },
          '& li + li': { marginTop: space.xs },
          [narrowScreen]: { padding: space.lg },
        }}
      >
        <h2 id="legal-contents">Contents</h2>
        <BareList ordered>
          {sections.map((section) => (
            <li key={section.id}>
              {/* Routing owns the URL hash, so section links carry theirs inside the route. */}
              <Link to={{ hash: section.id }} replace preventScrollReset>
                {headingText(section)}
              </Link>
            </li>
          ))}
        </BareList>
      </nav>
      {sections.map((section) => (
        <section key={section.id}>
          <h2 id={section.id} tabIndex={-1}>
            {headingText(section)}
          </h2>
          {section.body}
        </section>
      ))}
      <ShareButtons scriptUrl={shareScriptUrl} title={title} />
    </article>
  );
}
