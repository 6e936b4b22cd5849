import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the section named by the route's own hash (`#/terms-and-conditions#privacy`) into view.
 * Routing already uses the URL hash, so the browser cannot do this by itself.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    // Deferred so it runs after the layout's scroll-to-top on navigation.
    const timer = window.setTimeout(() => {
      const target = document.getElementById(id);
      if (!target) return;
      target.scrollIntoView?.({ block: 'start' });
      target.focus({ preventScroll: true });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [hash]);
}
