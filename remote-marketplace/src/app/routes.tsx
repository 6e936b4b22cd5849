import { RemoteNotFound, type RemoteRoutesModule } from '@canopy/shared-core';
import { Route, Routes } from 'react-router';
import { NearbyRetailersPage } from '../features/retailers/components/nearby-retailers-page.tsx';

/** The marketplace area's pages, below /browse. */
function MarketplaceRoutes() {
  return (
    <Routes>
      <Route path="marketplace" element={<NearbyRetailersPage />} />
      <Route path="*" element={<RemoteNotFound area="the marketplace" />} />
    </Routes>
  );
}

const routes: RemoteRoutesModule['default'] = MarketplaceRoutes;
export default routes;
