import { RemoteNotFound, type RemoteRoutesModule } from '@canopy/shared-core';
import { Route, Routes } from 'react-router';
import { CheckoutPage } from '../features/checkout/components/checkout-page.tsx';
import { PaymentsPage } from '../features/payments/components/payments-page.tsx';
import { ProductPage } from '../features/products/components/product-page.tsx';
import { NearbyRetailersPage } from '../features/retailers/components/nearby-retailers-page.tsx';
import { RetailerPage } from '../features/retailers/components/retailer-page.tsx';
import { WalletPage } from '../features/wallet/components/wallet-page.tsx';

/** The marketplace area's pages, below /browse. */
function MarketplaceRoutes() {
  return (
    <Routes>
      <Route path="marketplace" element={<NearbyRetailersPage />} />
      <Route path="marketplace/retailer/:retailerLocationId" element={<RetailerPage />} />
      <Route path="marketplace/product/:offerLocationId" element={<ProductPage />} />
      <Route path="checkout" element={<CheckoutPage />} />
      <Route path="wallet" element={<WalletPage />} />
      <Route path="payments" element={<PaymentsPage />} />
      <Route path="*" element={<RemoteNotFound area="the marketplace" />} />
    </Routes>
  );
}

const routes: RemoteRoutesModule['default'] = MarketplaceRoutes;
export default routes;
