import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { color, font, radius, shadow, space } from './tokens.ts';

/** SPEC §9: modals are 600 px wide. */
export const MODAL_WIDTH = 600;
/** SPEC §9: on screens narrower than the modal plus this, the modal is the viewport minus it. */
export const MODAL_VIEWPORT_MARGIN = 50;

/**
 * `width` px on screens at least `width + 50` px wide, otherwise the viewport minus 50 px
 * (SPEC §9: 600 px from 650 px up). One `min()` says both without a media query.
 */
export function modalWidthCss(width: number): string {
  return `min(${width}px, calc(100vw - ${MODAL_VIEWPORT_MARGIN}px))`;
}

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Names the dialog for assistive technology (aria-labelledby). */
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
  /** What receives focus on open; by default the first control in the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** A centred dialog, or a full-height panel sliding in from the right. */
  placement?: 'center' | 'right';
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden], [inert], [aria-hidden="true"]'),
  );
}

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement): void {
  const focusable = focusableIn(dialog);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = document.activeElement;
  const outside = !dialog.contains(active) || active === dialog;
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

// When modals stack, only the top one answers Escape and Tab.
const openModals: symbol[] = [];

type DialogProps = Omit<ModalProps, 'open'>;

function ModalDialog({
  onClose,
  title,
  children,
  footer,
  width = MODAL_WIDTH,
  initialFocusRef,
  placement = 'center',
}: DialogProps) {
  const panel = placement === 'right';
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  // The latest onClose, without re-running the open/close effect when it changes.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const firstInContent = contentRef.current ? focusableIn(contentRef.current)[0] : undefined;
    (initialFocusRef?.current ?? firstInContent ?? closeRef.current ?? dialog).focus();

    const token = Symbol('modal');
    openModals.push(token);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (openModals.at(-1) !== token) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        trapTab(event, dialog);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openModals.splice(openModals.indexOf(token), 1);
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
    // Runs once per opening: focus in on open, focus back on close.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    // Keyboard users close with Escape or the Close button; the backdrop is for pointers.
    <div
      role="presentation"
      // A press that starts inside the dialog (selecting text) and ends outside is not a close.
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
        pressStartedOnBackdrop.current = false;
      }}
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: 900,
        display: 'flex',
        alignItems: panel ? 'stretch' : 'center',
        justifyContent: panel ? 'flex-end' : 'center',
        background: 'rgba(0, 0, 0, 0.5)',
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={{
          display: 'flex',
          flexDirection: 'column',
          width: panel ? `min(${width}px, 100vw)` : modalWidthCss(width),
          maxHeight: panel ? '100vh' : `calc(100vh - ${MODAL_VIEWPORT_MARGIN}px)`,
          background: color.surface,
          color: color.text,
          border: `1px solid ${color.border}`,
          borderRadius: panel ? 0 : radius.lg,
          boxShadow: shadow.overlay,
          overflow: 'hidden',
          '&:focus': { outline: 'none' },
        }}
      >
        <div
          css={{
            display: 'flex',
            alignItems: 'center',
            gap: space.md,
            padding: `${space.md} ${space.md} ${space.md} ${space.xl}`,
            borderBottom: `1px solid ${color.border}`,
          }}
        >
          <h2
            id={titleId}
            css={{ flex: 1, margin: 0, fontSize: font.size.lg, fontWeight: font.weight.bold }}
          >
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            aria-label="Close"
            onClick={onClose}
            css={{
              width: 36,
              height: 36,
              padding: 0,
              border: 0,
              borderRadius: radius.pill,
              background: 'transparent',
              color: color.textMuted,
              fontSize: 24,
              lineHeight: '36px',
              cursor: 'pointer',
              '&:hover': { background: color.surfaceAlt, color: color.text },
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div ref={contentRef} css={{ padding: space.xl, overflowY: 'auto' }}>
          {children}
        </div>
        {footer ? (
          <div
            css={{
              display: 'flex',
              justifyContent: 'flex-end',
              gap: space.sm,
              padding: `${space.md} ${space.xl}`,
              borderTop: `1px solid ${color.border}`,
            }}
          >
            {footer}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * An accessible modal dialog in a portal on document.body: focus moves in on open, stays
 * inside while open, and returns to the opener on close; Escape, the Close button and a
 * backdrop click all call `onClose`.
 */
export function Modal({ open, ...props }: ModalProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}
