import { store, ThemeRoot } from '@canopy/shared-core';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeRoot>{children}</ThemeRoot>
    </Provider>
  );
}
