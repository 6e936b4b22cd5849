import { subscribeLive } from '@canopy/shared-core';
import { useEffect, useRef } from 'react';
import { CHAT_EVENT_KINDS, toChatEvent, type ChatEvent } from '../utils/chat-events.ts';

/** Runs `handler` for every chat event on the tab's one live connection while mounted. */
export function useChatEvents(handler: (event: ChatEvent) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const stops = CHAT_EVENT_KINDS.map((kind) =>
      subscribeLive(kind, (message) => {
        const event = toChatEvent(kind, message.payload);
        if (event) latest.current(event);
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, []);
}
