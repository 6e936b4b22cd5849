import {
  Button,
  appUrl,
  PageTitle,
  ResourceView,
  Skeleton,
  appConfigAtom,
  color,
  font,
  getReferralList,
  radius,
  showToast,
  space,
  trackAction,
  useApiResource,
  useTrackView,
  userAtom,
  BareList,
} from '@canopy/shared-core';
import { useAtomValue } from 'jotai';
import { PageColumn } from '../../../components/page-column.tsx';
import { pillLink } from '../../../components/styles.ts';

/** The sign-up link that credits the member (the sign-up page reads `ref`). */
export function referralLink(accountId: number, location: Pick<Location, 'origin' | 'pathname'>) {
  return appUrl(`/signup?ref=${accountId}`, location);
}

/** Plain share links (no third-party scripts): each opens the service with the text filled in. */
export function shareLinks(link: string, text: string): { name: string; href: string }[] {
  const url = encodeURIComponent(link);
  const message = encodeURIComponent(text);
  return [
    { name: 'Email', href: `mailto:?subject=${message}&body=${message}%20${url}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${message}%20${url}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?text=${message}&url=${url}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
  ];
}

const linkStyle = pillLink('sm');

/** /browse/sharethesite: the member's invite link, share buttons and how many joined. */
export function ShareSitePage() {
  useTrackView('sharethesite');
  const me = useAtomValue(userAtom);
  const appName = useAtomValue(appConfigAtom)?.appName ?? 'Canopy';
  const accountId = me?.id ?? 0;
  const [referrals, reload] = useApiResource(
    (signal) => getReferralList(accountId, 'GET_CHILDREN', signal),
    [accountId],
  );
  const link = referralLink(accountId, window.location);
  const text = `Join me on ${appName}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      showToast('The link is copied.', 'success');
      trackAction('sharethesite', 'Shared', 'copy');
    } catch {
      showToast('Copying is blocked here: select the link and copy it yourself.');
    }
  }

  return (
    <PageColumn>
      <PageTitle>Share {appName}</PageTitle>
      <p css={{ margin: 0 }}>
        Invite friends with your own link: when they sign up with it, they count as your referrals.
      </p>
      <div css={{ display: 'grid', gap: space.xs }}>
        <label htmlFor="referral-link" css={{ fontSize: font.size.sm, color: color.textMuted }}>
          Your invite link
        </label>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: space.sm }}>
          <input
            id="referral-link"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            css={{
              flex: '1 1 240px',
              minWidth: 0,
              padding: space.sm,
              border: `1px solid ${color.border}`,
              borderRadius: radius.sm,
              background: color.surface,
              color: color.text,
              font: 'inherit',
            }}
          />
          <Button onClick={() => void copy()}>Copy link</Button>
        </div>
      </div>
      <nav aria-label="Share on">
        <BareList flow="wrap" gap="sm">
          {shareLinks(link, text).map((service) => (
            <li key={service.name}>
              <a
                href={service.href}
                target="_blank"
                rel="noopener noreferrer"
                css={linkStyle}
                onClick={() => trackAction('sharethesite', 'Shared', service.name)}
              >
                Share by {service.name}
              </a>
            </li>
          ))}
        </BareList>
      </nav>
      <section aria-labelledby="referrals-heading" css={{ display: 'grid', gap: space.sm }}>
        <h2 id="referrals-heading" css={{ margin: 0, fontSize: font.size.lg }}>
          Your referrals
        </h2>
        <ResourceView
          state={referrals}
          onRetry={reload}
          errorTitle="Your referrals could not be loaded"
          loading={<Skeleton height={40} />}
        >
          {({ item }) => {
            const direct = item.children.filter((child) => child.level === 1);
            return (
              <>
                <p css={{ margin: 0, fontSize: font.size.xl, fontWeight: 700 }}>
                  {direct.length === 1
                    ? '1 member joined with your link'
                    : `${direct.length} members joined with your link`}
                </p>
                {direct.length > 0 && (
                  <ul css={{ margin: 0, paddingLeft: space.lg }}>
                    {direct.map((child) => (
                      <li key={child.accountId}>{child.display}</li>
                    ))}
                  </ul>
                )}
              </>
            );
          }}
        </ResourceView>
      </section>
    </PageColumn>
  );
}
