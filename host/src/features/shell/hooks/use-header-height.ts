import { HEADER_HEIGHT_VARIABLE } from '@canopy/shared-core';
import { useLayoutEffect, type RefObject } from 'react';

/**
 * Publishes the header's height as a CSS variable while the header is on screen, so the
 * toasts start below it. The header wraps onto more rows on narrow screens, so it is
 * measured rather than assumed.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(HEADER_HEIGHT_VARIABLE, `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(HEADER_HEIGHT_VARIABLE);
    };
  }, [header]);
}
