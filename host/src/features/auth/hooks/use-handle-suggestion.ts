import { checkHandle, isApiFailure, suggestHandle } from '@canopy/shared-core';
import { useEffect, useState } from 'react';
import { handleOf, type HandleStatus } from '../../../components/handle-field.tsx';

const TYPING_PAUSE_MS = 300;

/**
 * The sign-up form's handle: the server's suggestion for the name typed so far (asked once
 * the typing pauses) until the member types a handle of their own, which is then checked
 * the same way. What the member typed is never replaced; an empty handle is left for the
 * server to pick.
 */
export function useHandleSuggestion(firstName: string, lastName: string) {
  const [handle, setHandle] = useState('');
  const [ownChoice, setOwnChoice] = useState(false);
  const [status, setStatus] = useState<HandleStatus | null>(null);

  useEffect(() => {
    const name = { firstName: firstName.trim(), lastName: lastName.trim() };
    if (ownChoice || (!name.firstName && !name.lastName)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void suggestHandle(name, controller.signal).then((answer) => {
        if (controller.signal.aborted || isApiFailure(answer)) return;
        const suggested = answer.item.handle;
        setHandle(suggested);
        setStatus({
          handle: suggested,
          available: true,
          message: `@${suggested} is free.`,
          suggestions: [],
        });
      });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [ownChoice, firstName, lastName]);

  const wanted = handleOf(handle);
  useEffect(() => {
    if (!ownChoice || !wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void checkHandle(
        wanted,
        { firstName: firstName.trim(), lastName: lastName.trim() },
        controller.signal,
      ).then((answer) => {
        if (!controller.signal.aborted && !isApiFailure(answer)) setStatus(answer.item);
      });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [ownChoice, wanted, firstName, lastName]);

  return {
    handle,
    /** What is known of the handle in the field now (nothing while it is being checked). */
    status: status && status.handle === wanted ? status : null,
    /** The member typed or chose a handle: theirs from now on. */
    choose(value: string) {
      setHandle(value);
      setOwnChoice(true);
    },
    /** The server refused the handle at sign-up: show why, as the check says it. */
    async refused(signal?: AbortSignal) {
      const answer = await checkHandle(
        wanted,
        { firstName: firstName.trim(), lastName: lastName.trim() },
        signal,
      );
      if (!isApiFailure(answer)) setStatus(answer.item);
    },
  };
}
