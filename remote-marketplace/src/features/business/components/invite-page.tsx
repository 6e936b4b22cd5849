import {
  Button,
  EmptyState,
  FormError,
  PageTitle,
  ResourceView,
  Skeleton,
  formatDateTime,
  reasonText,
  showToast,
  space,
  useApiResource,
} from '@canopy/shared-core';
import { acceptShopInvite, getShopInvite } from '@canopy/shared-core/staff';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { marketplacePaths } from '../../../utils/paths.ts';

/** A member opens an operator's invite link and accepts to staff the shop. */
export function InvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [invite, reload] = useApiResource((signal) => getShopInvite(token, signal), [token]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function accept() {
    setBusy(true);
    setError(null);
    try {
      const answer = await acceptShopInvite(token);
      showToast(answer.message, 'success');
      void navigate(marketplacePaths.shopOrders(answer.item.retailerLocationId));
    } catch (failure) {
      setError(reasonText(failure, 'The invite could not be accepted. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageTitle>Staff invite</PageTitle>
      <ResourceView
        state={invite}
        onRetry={reload}
        errorTitle="This invite cannot be used"
        loading={<Skeleton height={120} />}
      >
        {(data) => (
          <div css={{ display: 'grid', gap: space.md, justifyItems: 'start' }}>
            <EmptyState title={`Staff ${data.item.locationName}`}>
              <p>
                You are invited to see and handle the orders of {data.item.locationName} (
                {data.item.locationDisplay}). The link works once, until{' '}
                {formatDateTime(data.item.expires)}.
              </p>
            </EmptyState>
            <Button disabled={busy} onClick={() => void accept()}>
              {busy ? 'Accepting…' : 'Accept invite'}
            </Button>
            <FormError message={error} />
          </div>
        )}
      </ResourceView>
    </>
  );
}
