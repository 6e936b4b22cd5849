// The business area (issue 36): a shop's staff see and move their shop's orders. Loaded
// only when a /browse/business page is opened, so members' first load does not carry it.
import {
  EmptyState,
  PageTitle,
  RemoteNotFound,
  ResourceView,
  Skeleton,
  space,
  useApiResource,
} from '@canopy/shared-core';
import { myShops } from '@canopy/shared-core/staff';
import { Route, Routes, useParams } from 'react-router';
import { AppLink } from '../../../components/app-link.tsx';
import { marketplacePaths } from '../../../utils/paths.ts';
import { InvitePage } from './invite-page.tsx';
import { ShopBoard } from './shop-board.tsx';

function ShopsOrBoard() {
  const { retailerLocationId } = useParams();
  const [shops, reload] = useApiResource((signal) => myShops(signal), [], {
    remember: 'my-shops',
  });
  return (
    <ResourceView
      state={shops}
      onRetry={reload}
      errorTitle="Your shops could not be loaded"
      loading={<Skeleton height={160} />}
      isEmpty={(data) => data.items.length === 0}
      empty={
        <>
          <PageTitle>Your shop</PageTitle>
          <EmptyState title="You do not staff a shop">
            <p>
              An operator sends shop staff an invite link. Open it while signed in to see your
              shop’s orders here.
            </p>
          </EmptyState>
        </>
      }
    >
      {(data) => {
        const chosen =
          retailerLocationId === undefined
            ? data.items.length === 1
              ? data.items[0]
              : undefined
            : data.items.find((shop) => String(shop.retailerLocationId) === retailerLocationId);
        if (chosen)
          return <ShopBoard shop={chosen} shopCount={data.items.length} onShopChanged={reload} />;
        if (retailerLocationId !== undefined) return <RemoteNotFound area="your shops" />;
        return (
          <>
            <PageTitle>Your shops</PageTitle>
            <ul css={{ margin: 0, paddingLeft: space.lg, display: 'grid', gap: space.sm }}>
              {data.items.map((shop) => (
                <li key={shop.retailerLocationId}>
                  <AppLink to={marketplacePaths.shopOrders(shop.retailerLocationId)}>
                    {shop.name}
                  </AppLink>{' '}
                  · {shop.openOrders} open {shop.openOrders === 1 ? 'order' : 'orders'}
                </li>
              ))}
            </ul>
          </>
        );
      }}
    </ResourceView>
  );
}

/** The business area's pages, below /browse/business. */
export default function BusinessArea() {
  return (
    <div css={{ display: 'grid', gap: space.md }}>
      <Routes>
        <Route index element={<ShopsOrBoard />} />
        <Route path="shop/:retailerLocationId" element={<ShopsOrBoard />} />
        <Route path="invite/:token" element={<InvitePage />} />
        <Route path="*" element={<RemoteNotFound area="the business area" />} />
      </Routes>
    </div>
  );
}
