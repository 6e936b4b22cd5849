import {
  BareList,
  Button,
  EmptyState,
  ResourceView,
  Skeleton,
  TextInput,
  color,
  font,
  formatMoney,
  radius,
  reasonText,
  shopMenu,
  showToast,
  space,
  updateMenuItem,
  useApiResource,
  type ShopMenuItem,
} from '@canopy/shared-core';
import { useId, useState, type FormEvent } from 'react';

/** The shop's offers: staff set the stock on hand and mark one sold out (issue 36). */
export function ShopMenu({ retailerLocationId }: { retailerLocationId: number }) {
  const [menu, reload] = useApiResource(
    (signal) => shopMenu(retailerLocationId, signal),
    [retailerLocationId],
    { remember: 'shop-menu' },
  );
  return (
    <section aria-label="Menu and stock" css={{ display: 'grid', gap: space.md }}>
      <h2 css={{ margin: 0, fontSize: font.size.lg }}>Menu and stock</h2>
      <ResourceView
        state={menu}
        onRetry={reload}
        errorTitle="The menu could not be loaded"
        loading={<Skeleton height={120} />}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title="No offers at this shop yet" />}
      >
        {(data) => (
          <BareList gap="sm">
            {data.items.map((item) => (
              <MenuRow key={item.offerLocationId} item={item} onSaved={reload} />
            ))}
          </BareList>
        )}
      </ResourceView>
    </section>
  );
}

function MenuRow({ item, onSaved }: { item: ShopMenuItem; onSaved: () => void }) {
  const [stock, setStock] = useState(String(item.stock));
  const [soldOut, setSoldOut] = useState(item.soldOut);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const soldOutId = useId();

  async function save(event: FormEvent) {
    event.preventDefault();
    const units = Number(stock);
    if (!/^\d+$/.test(stock.trim()) || units > 100_000) {
      setError('Stock is a whole number of units, from 0 to 100,000.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await updateMenuItem(item.offerLocationId, { stock: units, soldOut });
      showToast(answer.message, 'success');
      onSaved();
    } catch (failure) {
      setError(reasonText(failure, 'The change was not saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li
      css={{
        padding: space.md,
        borderRadius: radius.md,
        border: `1px solid ${color.border}`,
        background: color.surface,
      }}
    >
      <form
        aria-labelledby={titleId}
        onSubmit={(event) => void save(event)}
        noValidate
        css={{ display: 'grid', gap: space.sm }}
      >
        <h3 id={titleId} css={{ margin: 0, fontSize: font.size.md }}>
          {item.offerName}
        </h3>
        <p css={{ margin: 0, color: color.textMuted, fontSize: font.size.sm }}>
          {item.discountPrice > 0
            ? `${formatMoney(item.discountPrice)} (sale; ${formatMoney(item.fullPrice)})`
            : formatMoney(item.fullPrice)}
        </p>
        <div css={{ display: 'flex', gap: space.md, alignItems: 'flex-end', flexWrap: 'wrap' }}>
          <TextInput
            label={`Stock of ${item.offerName}`}
            inputMode="numeric"
            value={stock}
            error={error}
            onChange={(event) => setStock(event.target.value)}
            css={{ width: 140 }}
          />
          <label
            htmlFor={soldOutId}
            css={{ display: 'flex', gap: space.sm, alignItems: 'center', minHeight: 40 }}
          >
            <input
              id={soldOutId}
              type="checkbox"
              checked={soldOut}
              onChange={(event) => setSoldOut(event.target.checked)}
            />
            Sold out
          </label>
          <Button type="submit" size="sm" disabled={busy}>
            Save
          </Button>
        </div>
      </form>
    </li>
  );
}
