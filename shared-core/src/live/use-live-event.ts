import { useEffect, useRef } from 'react';
import { subscribeLive, type LiveMessage } from './live-event-source.ts';

/**
 * Runs `handler` for every live event of `kind` while the component is mounted, through
 * the tab's one connection. The latest handler is used without resubscribing.
 */
export function useLiveEvent<T = unknown>(
  kind: string,
  handler: (payload: T, message: LiveMessage<T>) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () => subscribeLive<T>(kind, (message) => latest.current(message.payload, message)),
    [kind],
  );
}
