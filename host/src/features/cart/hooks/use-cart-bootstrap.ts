import { bootstrapCart, userAtom } from '@canopy/shared-core';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';

/** Loads the member's saved cart (SPEC §4 cart bootstrap) once they are signed in. */
export function useCartBootstrap(): void {
  const userId = useAtomValue(userAtom)?.id;
  useEffect(() => {
    if (!userId) return;
    bootstrapCart(userId).catch((error: unknown) => {
      // The cart still works on this page; it is saved once the album can be reached.
      console.warn('The saved cart could not be loaded.', error);
    });
  }, [userId]);
}
