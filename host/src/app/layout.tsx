import { useCartBootstrap } from '../features/cart/hooks/use-cart-bootstrap.ts';
import { MainLayout } from '../features/shell/components/main-layout.tsx';
import { useSignedInChrome } from './chrome-loader.ts';

/** The shell's frame composed with the cart feature and the lazily loaded member frame. */
export function AppLayout() {
  return <MainLayout useChrome={useSignedInChrome} useCart={useCartBootstrap} />;
}
