import { CartModal } from '../features/cart/components/cart-modal.tsx';
import { useCartBootstrap } from '../features/cart/hooks/use-cart-bootstrap.ts';
import { MainLayout } from '../features/shell/components/main-layout.tsx';

/** The shell's frame composed with the cart feature. */
export function AppLayout() {
  return <MainLayout cartDialog={CartModal} useCart={useCartBootstrap} />;
}
