import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { TOAST_DURATION_MS, dismissToast, toastsAtom, type Toast } from '../state/toast-atoms.ts';
import { HEADER_HEIGHT_VARIABLE, radius, shadow, space, font } from './tokens.ts';

const background = { error: '#b42318', success: '#1f7a3d', info: '#1d3b2c' } as const;

function ToastMessage({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);
  return (
    <div
      role={toast.kind === 'error' ? 'alert' : 'status'}
      css={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: space.sm,
        minWidth: 250,
        maxWidth: 450,
        padding: `${space.md} ${space.md} ${space.md} ${space.lg}`,
        borderRadius: radius.md,
        background: background[toast.kind],
        color: '#fff',
        boxShadow: shadow.overlay,
        fontSize: font.size.sm,
      }}
    >
      <span css={{ flex: 1 }}>{toast.message}</span>
      <button
        type="button"
        aria-label="Close notification"
        onClick={() => dismissToast(toast.id)}
        css={{
          width: 20,
          height: 20,
          padding: 0,
          border: 0,
          background: 'transparent',
          color: '#fff',
          cursor: 'pointer',
          fontSize: 18,
          lineHeight: '20px',
        }}
      >
        ×
      </button>
    </div>
  );
}

/**
 * SPEC §9: toasts sit at the top right and stay 5000 ms; below the header where there is
 * one, so a toast never hides its Menu or cart button.
 */
export function ToastViewport() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div
      aria-live="polite"
      css={{
        position: 'fixed',
        top: `calc(var(${HEADER_HEIGHT_VARIABLE}, 0px) + ${space.lg})`,
        right: space.lg,
        left: space.lg,
        zIndex: 1000,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-end',
        gap: space.sm,
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      {toasts.map((toast) => (
        <ToastMessage key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
