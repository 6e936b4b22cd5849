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
  useApiResource,
} from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';
import { acceptShopInvite, getShopInvite } from '@canopy/shared-core/staff';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { useNavigate, useParams } from 'react-router';
import { marketplacePaths } from '../../../utils/paths.ts';

/** A member opens an operator's invite link and accepts to staff the shop. */
export function InvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [invite, reload] = useApiResource((signal) => getShopInvite(token, signal), [token]);
  const { busy, error, run } = useSubmit();

  async function accept() {
    const answer = await run(() => acceptShopInvite(token), {
      text: 'The invite could not be accepted. Please try again.',
      explain: reasonText,
    });
    if (!answer) return;
    showToast(answer.message, 'success');
    void navigate(marketplacePaths.shopOrders(answer.item.retailerLocationId));
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
          <div css={[stack('md'), { justifyItems: 'start' }]}>
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
