// The signed-in frame: header (with the cart), menu panel and footer. It is its own chunk
// (see chrome-loader.ts), so the login and sign-up pages load without it.
import { CartModal } from '../features/cart/components/cart-modal.tsx';
import { Footer } from '../features/shell/components/footer.tsx';
import { Header } from '../features/shell/components/header.tsx';
import type { SignedInChrome } from '../features/shell/components/main-layout.tsx';
import { RightPanel } from '../features/shell/components/right-panel.tsx';

function ChromeTop() {
  return (
    <>
      <Header cartDialog={CartModal} />
      <RightPanel />
    </>
  );
}

export const signedInChrome: SignedInChrome = { Top: ChromeTop, Bottom: Footer };
