import { keyframes } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { color, font, radius, space } from './tokens.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '50%': { opacity: 0.5 } });

export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div
      role="status"
      css={{ display: 'flex', alignItems: 'center', gap: space.sm, color: color.textMuted }}
    >
      <span
        aria-hidden="true"
        css={{
          width: 20,
          height: 20,
          borderRadius: '50%',
          border: `3px solid ${color.border}`,
          borderTopColor: color.primary,
          animation: `${spin} 800ms linear infinite`,
        }}
      />
      <span>{label}</span>
    </div>
  );
}

export function Skeleton({
  height = 16,
  width = '100%',
}: {
  height?: number;
  width?: number | string;
}) {
  return (
    <span
      aria-hidden="true"
      css={{
        display: 'block',
        height,
        width,
        borderRadius: radius.sm,
        background: color.surfaceAlt,
        animation: `${pulse} 1.4s ease-in-out infinite`,
      }}
    />
  );
}

const panel = {
  display: 'flex',
  flexDirection: 'column' as const,
  alignItems: 'center',
  gap: space.md,
  padding: `${space.xxl} ${space.lg}`,
  textAlign: 'center' as const,
  borderRadius: radius.lg,
  background: color.surface,
  border: `1px dashed ${color.border}`,
};

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section css={panel}>
      <h2 css={{ margin: 0, fontSize: font.size.lg }}>{title}</h2>
      {children && <div css={{ color: color.textMuted }}>{children}</div>}
    </section>
  );
}

export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <section role="alert" css={{ ...panel, borderStyle: 'solid', borderColor: color.danger }}>
      <h2 css={{ margin: 0, fontSize: font.size.lg }}>{title}</h2>
      {message && <p css={{ margin: 0, color: color.textMuted }}>{message}</p>}
      {onRetry && <Button onClick={onRetry}>Retry</Button>}
    </section>
  );
}
