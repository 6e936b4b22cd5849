import { BareList, EmptyState, ResourceView, Skeleton, useApiResource } from '@canopy/shared-core';
import { TitledSection } from '@canopy/shared-core/titled-section';
import { shopMenu, type ShopMenuItem } from '@canopy/shared-core/staff';
import { MenuItemForm, type MenuCategory } from './menu-item-form.tsx';
import { NewOfferForm } from './new-offer-form.tsx';

/** The categories the shop's offers are in, to choose from when editing one. */
function categoriesOf(items: ShopMenuItem[]): MenuCategory[] {
  const byId = new Map<number, string>();
  for (const item of items) {
    if (item.categoryId !== null) byId.set(item.categoryId, item.categoryName ?? '');
  }
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The shop's offers (issue 36): staff add one, set the stock on hand, mark one sold out,
 * and edit its name, description, category, sizes, price, sale price and photos.
 */
export function ShopMenu({ retailerLocationId }: { retailerLocationId: number }) {
  const [menu, reload] = useApiResource(
    (signal) => shopMenu(retailerLocationId, signal),
    [retailerLocationId],
    { remember: 'shop-menu' },
  );
  return (
    <TitledSection title="Menu and stock">
      <ResourceView
        state={menu}
        onRetry={reload}
        errorTitle="The menu could not be loaded"
        loading={<Skeleton height={120} />}
      >
        {(data) => (
          <>
            <NewOfferForm
              retailerLocationId={retailerLocationId}
              categories={categoriesOf(data.items)}
              onAdded={reload}
            />
            {data.items.length === 0 ? (
              <EmptyState title="No offers at this shop yet" />
            ) : (
              <BareList gap="sm">
                {data.items.map((item) => (
                  <MenuItemForm
                    key={item.offerLocationId}
                    item={item}
                    categories={categoriesOf(data.items)}
                    onSaved={reload}
                  />
                ))}
              </BareList>
            )}
          </>
        )}
      </ResourceView>
    </TitledSection>
  );
}
