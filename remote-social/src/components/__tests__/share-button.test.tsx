import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { store, toastsAtom } from '@canopy/shared-core';
import { ShareButton } from '../share-button.tsx';

afterEach(() => {
  store.set(toastsAtom, []);
  vi.unstubAllGlobals();
});

it('copies a link that opens the post (its page in the hash) and says so as a success', async () => {
  const copied: string[] = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    share: undefined,
    clipboard: { writeText: async (text: string) => void copied.push(text) },
  });
  render(
    <ShareButton title="A post" path="/browse/activity-detail/40" section="post" itemId={40} />,
  );
  await userEvent.click(screen.getByRole('button', { name: /Share/ }));
  await waitFor(() => expect(store.get(toastsAtom)).toHaveLength(1));
  expect(copied).toEqual([`${window.location.origin}/#/browse/activity-detail/40`]);
  expect(store.get(toastsAtom)[0]).toMatchObject({ message: 'Link copied.', kind: 'success' });
});
