import { getTicketCount, isApiFailure, isRefusal } from '@canopy/shared-core';
import { useCallback, useEffect, useState } from 'react';

/** The ticket balance, re-read on demand and set directly from answers that carry it. */
export function useTicketCount(): [number | null, (count: number) => void, () => void] {
  const [count, setCount] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    void getTicketCount(controller.signal).then((result) => {
      if (controller.signal.aborted || isApiFailure(result) || isRefusal(result)) return;
      setCount(result.item.count);
    });
    return () => controller.abort();
  }, [attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return [count, setCount, reload];
}
