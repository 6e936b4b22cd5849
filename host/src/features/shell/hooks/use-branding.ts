import { appConfigAtom } from '@canopy/shared-core';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';

/** Favicon and page title follow the app configuration (SPEC §1). */
export function useBranding(): void {
  const config = useAtomValue(appConfigAtom);
  const favicon = config?.onboardingSettings?.webFaviconUrl;
  const title = config?.browseview?.title || config?.appName;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  useEffect(() => {
    if (!favicon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = favicon;
  }, [favicon]);
}
