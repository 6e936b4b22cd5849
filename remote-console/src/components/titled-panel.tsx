import { color, font, radius } from '@canopy/shared-core';
import { panel, stack, wrappingRow } from '@canopy/shared-core/layout';
import { useId, type ReactNode } from 'react';

/** The large card of a console panel: a chart, a queue item, a tool, a form of its own. */
export const panelCardCss = { ...panel('lg'), borderRadius: radius.lg } as const;

/**
 * A console panel named by its heading (a chart, a remote, a part of the configuration):
 * a large card with the title on top, `aside` at the title's right (a button, a state).
 * `as` sets the element (`li` in a list); `borderColor` marks a panel that needs a look.
 */
export function TitledPanel({
  as: Element = 'section',
  title,
  aside,
  background = 'surface',
  borderColor = color.border,
  gap = 'md',
  children,
}: {
  as?: 'section' | 'li';
  title: ReactNode;
  aside?: ReactNode;
  background?: 'surface' | 'surfaceAlt';
  borderColor?: string;
  gap?: 'sm' | 'md';
  children: ReactNode;
}) {
  const headingId = useId();
  const heading = (
    <h2 id={headingId} css={{ margin: 0, fontSize: font.size.lg }}>
      {title}
    </h2>
  );
  return (
    <Element
      aria-labelledby={headingId}
      css={[
        stack(gap),
        panelCardCss,
        { background: color[background], border: `1px solid ${borderColor}`, minWidth: 0 },
      ]}
    >
      {aside ? (
        <div css={[wrappingRow('sm'), { justifyContent: 'space-between' }]}>
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </Element>
  );
}
