import {
  BareList,
  Button,
  EmptyState,
  FormError,
  ResourceView,
  TextInput,
  color,
  font,
  formatDateTime,
  useApiResource,
} from '@canopy/shared-core';
import {
  inviteShopStaff,
  revokeShopStaff,
  searchShops,
  type ShopInvite,
  type ShopWithStaff,
} from '@canopy/shared-core/staff';
import { useId, useState, type FormEvent } from 'react';
import { OperatorsPage } from '../../../components/operators-only.tsx';
import { recordCardCss, recordLineCss } from '../../../components/record-row.tsx';
import { useStaffAction } from '../../../components/use-staff-action.ts';
import { stack } from '@canopy/shared-core/layout';
import { KeywordSearch } from '../../../components/keyword-search.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { LowStockSettings } from './low-stock-settings.tsx';

/** Operators invite members to staff a shop and take it away again (logged, issue 36). */
export function ShopsPage() {
  return (
    <OperatorsPage
      title="Shops"
      why="Only operators invite and remove shop staff and set the low-stock threshold."
    >
      <LowStockSettings />
      <ShopSearch />
    </OperatorsPage>
  );
}

function ShopSearch() {
  const [keyword, setKeyword] = useState('');
  // Remembered, so a reload after an invite keeps the rows (and the link just made) on screen.
  const [state, reload] = useApiResource((signal) => searchShops(keyword, signal), [keyword], {
    remember: 'staff-shops',
  });

  return (
    <>
      <KeywordSearch name="Shops" label="Find a shop (name or city)" onSearch={setKeyword} />
      <ResourceView
        state={state}
        onRetry={reload}
        errorTitle="Shops could not be loaded"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState title="No shop found">
            <p>No shop’s name or city matches “{keyword}”.</p>
          </EmptyState>
        }
      >
        {(data) => (
          <BareList aria-label="Shops found" gap="md">
            {data.items.map((shop) => (
              <ShopRow key={shop.retailerLocationId} shop={shop} onChanged={reload} />
            ))}
          </BareList>
        )}
      </ResourceView>
    </>
  );
}

function ShopRow({ shop, onChanged }: { shop: ShopWithStaff; onChanged: () => void }) {
  const [reason, setReason] = useState('');
  const [invite, setInvite] = useState<ShopInvite | null>(null);
  const { busy, error, setError, act: send } = useStaffAction();
  const titleId = useId();

  function act(action: () => Promise<{ valid: boolean; message: string }>) {
    if (!reason.trim()) return setError('Say why, in a sentence: it is logged.');
    return send(action, {
      failure: 'That did not go through. Please try again.',
      onDone: () => {
        setReason('');
        onChanged();
      },
    });
  }

  function makeInvite(event: FormEvent) {
    event.preventDefault();
    void act(async () => {
      const answer = await inviteShopStaff(shop.retailerLocationId, reason.trim());
      if (answer.valid) setInvite(answer.item);
      return answer;
    });
  }

  return (
    <li aria-labelledby={titleId} css={[stack('sm'), recordCardCss]}>
      <h2 id={titleId} css={{ margin: 0, fontSize: font.size.md }}>
        {shop.name}{' '}
        <span css={{ color: color.textMuted, fontWeight: font.weight.regular }}>
          · {shop.locationDisplay}
        </span>
      </h2>
      {shop.staff.length === 0 ? (
        <p css={{ margin: 0, color: color.textMuted }}>No staff yet.</p>
      ) : (
        <BareList aria-label={`Staff of ${shop.name}`} gap="xs">
          {shop.staff.map((member) => (
            <li key={member.accountId} css={recordLineCss('sm')}>
              <span css={{ flex: '1 1 auto', minWidth: 0 }}>
                {member.display} (@{member.username}) · since {formatDateTime(member.since)}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                aria-label={`Remove ${member.display} from ${shop.name}`}
                onClick={() =>
                  void act(() =>
                    revokeShopStaff(shop.retailerLocationId, member.accountId, reason.trim()),
                  )
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </BareList>
      )}
      <form onSubmit={makeInvite} noValidate css={stack('sm')}>
        <TextInput
          label={`Reason (logged) for ${shop.name}`}
          hint="Needed to invite or remove staff, e.g. “New counter staff from Monday”."
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
        <SubmitButton busy={busy} label="Invite staff" />
        <FormError message={error} />
      </form>
      {shop.pendingInvites > 0 && (
        <p css={{ margin: 0, fontSize: font.size.sm, color: color.textMuted }}>
          {shop.pendingInvites} invite {shop.pendingInvites === 1 ? 'link' : 'links'} not used yet.
        </p>
      )}
      {invite && (
        <div role="status" css={stack('xs')}>
          <span>
            Send this link to the member; it works once, until {formatDateTime(invite.expires)}:
          </span>
          <code css={{ overflowWrap: 'anywhere', fontSize: font.size.sm }}>{invite.url}</code>
        </div>
      )}
    </li>
  );
}
