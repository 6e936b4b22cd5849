import { RemoteNotFound, Skeleton, type RemoteRoutesModule } from '@canopy/shared-core';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { CheckoutPage } from '../features/checkout/components/checkout-page.tsx';
import { PaymentsPage } from '../features/payments/components/payments-page.tsx';
import { ProductPage } from '../features/products/components/product-page.tsx';
import { NearbyRetailersPage } from '../features/retailers/components/nearby-retailers-page.tsx';
import { RetailerPage } from '../features/retailers/components/retailer-page.tsx';
import { OrderPage } from '../features/wallet/components/order-page.tsx';
import { WalletPage } from '../features/wallet/components/wallet-page.tsx';

// Shop staff alone open it: a chunk of its own, never part of a member's first load.
const BusinessArea = lazy(() => import('../features/business/components/business-area.tsx'));

/** The marketplace area's pages, below /browse. */
function MarketplaceRoutes() {
  return (
    <Routes>
      <Route path="marketplace" element={<NearbyRetailersPage />} />
      <Route path="marketplace/retailer/:retailerLocationId" element={<RetailerPage />} />
      <Route path="marketplace/product/:offerLocationId" element={<ProductPage />} />
      <Route path="checkout" element={<CheckoutPage />} />
      <Route path="wallet" element={<WalletPage />} />
      <Route path="wallet/order/:orderId" element={<OrderPage />} />
      <Route path="payments" element={<PaymentsPage />} />
      <Route
        path="business/*"
        element={
          <Suspense fallback={<Skeleton height={160} />}>
            <BusinessArea />
          </Suspense>
        }
      />
      <Route path="*" element={<RemoteNotFound area="the marketplace" />} />
    </Routes>
  );
}

const routes: RemoteRoutesModule['default'] = MarketplaceRoutes;
export default routes;
