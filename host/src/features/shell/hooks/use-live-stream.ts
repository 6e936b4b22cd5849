import { isApiFailure, isLive, searchAlbums } from '@canopy/shared-core';
import { useEffect, useState } from 'react';

/** Whether any of the configured livestream albums is on air (SPEC §2 Live badge). */
export function useLiveStream(albumIds: number[] | undefined): boolean {
  const [live, setLive] = useState(false);
  const key = (albumIds ?? []).join(',');
  useEffect(() => {
    const ids = key ? key.split(',').map(Number) : [];
    if (ids.length === 0) {
      setLive(false);
      return;
    }
    const controller = new AbortController();
    void searchAlbums({ albumIds: ids, limit: ids.length }, controller.signal).then((result) => {
      if (!controller.signal.aborted)
        setLive(!isApiFailure(result) && result.items.some((album) => isLive(album)));
    });
    return () => controller.abort();
  }, [key]);
  return live;
}
