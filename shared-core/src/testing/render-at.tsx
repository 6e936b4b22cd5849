import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { store } from '../state/store.ts';
import { ToastViewport } from '../ui/toast-viewport.tsx';

export interface RenderAtOptions {
  /** The route pattern `element` answers at: `path` itself unless given (e.g. '/browse/*'). */
  route?: string;
  /** Rendered in the same router beside the routes: something that reads or moves the history. */
  beside?: ReactNode;
  /** Shows the toast viewport too, for pages whose answers are toasts. */
  withToasts?: boolean;
}

/**
 * Renders `element` at `path` inside the shared store and a router, as the host mounts a
 * page; any other path shows "Elsewhere", so a test can see a page send the member away.
 */
export function renderAt(
  path: string,
  element: ReactElement,
  { route = path, beside, withToasts = false }: RenderAtOptions = {},
) {
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        {beside}
        {withToasts && <ToastViewport />}
      </MemoryRouter>
    </Provider>,
  );
}

/** Renders `element` inside the shared store, as the host mounts everything. */
export function renderInStore(element: ReactElement) {
  return render(<Provider store={store}>{element}</Provider>);
}
