import { stubApi, memberAccount } from '@canopy/shared-core/testing';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderPage, signedInForEachTest } from '../../../../testing/render.tsx';
import { referralLink, shareLinks, ShareSitePage } from '../share-site-page.tsx';

signedInForEachTest();

const child = (accountId: number, display: string, level: number) => ({
  ...memberAccount(accountId, display, 'x'),
  level,
  referrerId: 7,
  joinedDate: 0,
  childrenTotalNumber: 0,
});

it('builds the sign-up link that credits the member, and plain share links for it', () => {
  const link = referralLink(7, { origin: 'https://canopy.example', pathname: '/' });
  expect(link).toBe('https://canopy.example/#/signup?ref=7');
  const links = shareLinks(link, 'Join me on Canopy');
  expect(links.find((entry) => entry.name === 'Email')?.href).toBe(
    'mailto:?subject=Join%20me%20on%20Canopy&body=Join%20me%20on%20Canopy%20https%3A%2F%2Fcanopy.example%2F%23%2Fsignup%3Fref%3D7',
  );
  for (const entry of links) expect(entry.href).toContain(encodeURIComponent(link));
});

it('shows the invite link and counts the members who joined with it', async () => {
  const fetchMock = stubApi({
    '/api/users/referral/list': {
      valid: true,
      message: 'ok',
      item: {
        account: child(7, 'Dana Rivera', 0),
        retrieveType: 'GET_CHILDREN',
        ancestors: [],
        ancestorTotal: 0,
        children: [
          child(8, 'Sam Okafor', 1),
          child(9, 'Grace Kim', 1),
          child(10, 'Luis Romero', 2),
        ],
        childrenTotal: 3,
        childrenStart: 0,
        childrenLimit: 100,
        hasMoreChildren: false,
      },
    },
  });
  renderPage(<ShareSitePage />, '/browse/sharethesite');
  await screen.findByText('2 members joined with your link');
  expect((screen.getByLabelText('Your invite link') as HTMLInputElement).value).toMatch(
    /#\/signup\?ref=7$/,
  );
  expect(screen.getByRole('link', { name: 'Share by WhatsApp' }).getAttribute('rel')).toBe(
    'noopener noreferrer',
  );
  const url = new URL((fetchMock.mock.calls[0]![0] as Request).url);
  expect(url.searchParams.get('childrenListLimit')).toBe('100');
});
