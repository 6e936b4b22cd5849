import {
  Button,
  color,
  font,
  layout,
  radius,
  shadow,
  showingSavedContentAtom,
  space,
  waitingUpdateAtom,
} from '@canopy/shared-core';
import { spreadRow } from '@canopy/shared-core/layout';
import { useAtomValue } from 'jotai';

/** "Offline — showing saved content", while there is no connection or the page reads saved data. */
export function OfflineBanner() {
  const showing = useAtomValue(showingSavedContentAtom);
  if (!showing) return null;
  return (
    <div
      role="status"
      css={{
        maxWidth: layout.contentMaxWidth,
        margin: `${space.md} auto 0`,
        padding: `${space.sm} ${space.lg}`,
        borderRadius: radius.md,
        border: `1px solid ${color.border}`,
        background: color.surfaceAlt,
        color: color.text,
        fontSize: font.size.sm,
      }}
    >
      <strong>Offline</strong> — showing saved content. What you write is sent when you are back
      online.
    </div>
  );
}

/** "A new version is available — Reload", once a new version of the app waits to take over. */
export function UpdateAvailable() {
  const waiting = useAtomValue(waitingUpdateAtom);
  if (!waiting) return null;
  return (
    <div
      role="status"
      css={[
        spreadRow('md'),
        {
          position: 'fixed',
          insetInline: space.lg,
          bottom: space.lg,
          zIndex: 60,
          flexWrap: 'wrap',
          maxWidth: 480,
          marginInline: 'auto',
          padding: `${space.md} ${space.lg}`,
          borderRadius: radius.md,
          background: color.surface,
          color: color.text,
          border: `1px solid ${color.border}`,
          boxShadow: shadow.overlay,
          fontSize: font.size.sm,
        },
      ]}
    >
      <span>A new version is available</span>
      <Button size="sm" onClick={waiting.activate}>
        Reload
      </Button>
    </div>
  );
}
