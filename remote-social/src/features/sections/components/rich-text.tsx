import { color, space } from '@canopy/shared-core';
import { sanitizeRichText } from '@canopy/shared-core/rich-text';
import { useMemo } from 'react';

/**
 * An article's rich text. The server cleaned it when it was stored; it is cleaned here
 * again so nothing that slipped into the data can run in the page.
 */
export function RichText({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <div
      data-testid="rich-text"
      css={{
        lineHeight: 1.6,
        color: color.text,
        '& h2, & h3, & h4': { margin: `${space.lg} 0 ${space.sm}` },
        '& p, & ul, & ol, & blockquote': { margin: `0 0 ${space.md}` },
        '& blockquote': {
          paddingLeft: space.md,
          borderLeft: `4px solid ${color.border}`,
          color: color.textMuted,
        },
        '& a': { color: color.primary },
        '& img': { maxWidth: '100%', height: 'auto' },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
