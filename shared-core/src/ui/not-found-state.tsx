import type { ReactNode } from 'react';
import { color, font, radius, space } from './tokens.ts';

/**
 * A page's thing is not there (deleted, or a wrong link): a plain sentence and a way on,
 * not an error to retry.
 */
export function NotFoundState({
  title,
  message,
  action,
}: {
  title: string;
  message?: string | undefined;
  /** The way back, e.g. a link to the list the thing was in. */
  action?: ReactNode;
}) {
  return (
    <section
      css={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: space.md,
        padding: `${space.xxl} ${space.lg}`,
        textAlign: 'center',
        borderRadius: radius.lg,
        background: color.surface,
        border: `1px dashed ${color.border}`,
      }}
    >
      <h2 css={{ margin: 0, fontSize: font.size.lg }}>{title}</h2>
      {message && <p css={{ margin: 0, color: color.textMuted }}>{message}</p>}
      {action}
    </section>
  );
}
