import { listOf, refusal, stubApi } from '@canopy/shared-core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { offerFixture } from '../../testing/fixtures.ts';
import { recording, renderRoute, resetStore } from '../../testing/render-route.tsx';

beforeEach(resetStore);
afterEach(() => vi.unstubAllGlobals());

const author = (accountId: number, display: string, username: string) => ({
  accountId,
  display,
  username,
  profileImage: 'http://api.test/media/avatar.svg',
  accountType: 'MEMBER',
  locationDisplay: null,
});

const review = (
  reviewId: number,
  rating: number,
  text: string,
  overrides: Partial<{ helpfulCount: number; markedHelpful: boolean; ownReview: boolean }> = {},
) => ({
  reviewId,
  author: author(reviewId, `Member ${reviewId}`, `member.${reviewId}`),
  rating,
  text,
  dateCreated: Date.UTC(2026, 10, reviewId),
  helpfulCount: 0,
  markedHelpful: false,
  ownReview: false,
  ...overrides,
});

const newest = [
  review(12, 2, 'Long wait today', { ownReview: true }),
  review(11, 5, 'Best in town', { helpfulCount: 3 }),
];
const mostHelpful = [newest[1], newest[0]];

const product = offerFixture({ rating: { average: 3.5, count: 2 } });

it("shows a product's stars and its reviews newest first, then most helpful first", async () => {
  stubApi({
    '/api/offers/location/41': { valid: true, message: 'ok', item: product },
    '/api/offers/location/41/reviews': (url: URL) =>
      listOf(url.searchParams.get('sort') === 'HELPFUL' ? mostHelpful : newest),
  });
  renderRoute('/browse/marketplace/product/41');
  const section = await screen.findByRole('region', { name: 'Reviews' });
  expect(screen.getAllByText('Rated 3.5 out of 5 from 2 reviews').length).toBeGreaterThan(0);

  const listed = async () =>
    (await within(section).findAllByRole('article')).map((entry) =>
      entry.getAttribute('aria-label'),
    );
  expect(await listed()).toEqual(["Member 12's review", "Member 11's review"]);
  const first = within(section).getAllByRole('article')[0]!;
  expect(first.textContent).toContain('@member.12');
  expect(first.textContent).toContain('2 out of 5 stars');
  expect(first.textContent).toContain('Long wait today');
  // One's own review cannot be marked helpful.
  expect(within(first).queryByRole('button')).toBeNull();

  await userEvent.click(within(section).getByRole('button', { name: 'Most helpful' }));
  await vi.waitFor(async () =>
    expect(await listed()).toEqual(["Member 11's review", "Member 12's review"]),
  );
  expect(
    within(section).getByRole('button', { name: 'Most helpful' }).getAttribute('aria-pressed'),
  ).toBe('true');
  expect(within(section).getByText('3 members found this helpful')).toBeTruthy();
});

it('marks a review helpful once, and takes the mark back', async () => {
  const helpful = recording((_body: unknown, method: string) => ({
    valid: true,
    message: 'ok',
    item:
      method === 'POST'
        ? { reviewId: 11, helpfulCount: 4, markedHelpful: true }
        : { reviewId: 11, helpfulCount: 3, markedHelpful: false },
  }));
  stubApi({
    '/api/offers/location/41': { valid: true, message: 'ok', item: product },
    '/api/offers/location/41/reviews': listOf(newest),
    '/api/reviews/11/helpful': helpful.route,
  });
  renderRoute('/browse/marketplace/product/41');
  const button = await screen.findByRole('button', { name: "Helpful: Member 11's review" });
  expect(button.getAttribute('aria-pressed')).toBe('false');
  await userEvent.click(button);
  await vi.waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
  expect(screen.getByText('4 members found this helpful')).toBeTruthy();
  await userEvent.click(button);
  await vi.waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
  expect(screen.getByText('3 members found this helpful')).toBeTruthy();
  expect(await helpful.bodies('POST')).toHaveLength(1);
  expect(await helpful.bodies('DELETE')).toHaveLength(1);
});

it('says a shop has no reviews yet and where members write them', async () => {
  stubApi({
    '/api/retailers/location/1': {
      valid: true,
      message: 'ok',
      item: {
        retailerLocationId: 1,
        name: 'Prairie Leaf Co. Lawrence',
        description: '',
        distance: 0.4,
        address: null,
        contact: null,
        hours: [],
        closures: [],
        picture1: null,
        logo: null,
        favoriteId: null,
        rating: { average: null, count: 0 },
        offers: [],
      },
    },
    '/api/retailers/location/1/reviews': listOf([]),
  });
  renderRoute('/browse/marketplace/retailer/1');
  const section = await screen.findByRole('region', { name: 'Reviews' });
  expect(await within(section).findByText(/No reviews yet\. Members review/)).toBeTruthy();
  expect(within(section).getByRole('link', { name: 'Activity Wall' })).toBeTruthy();
  // No order to choose between when there is nothing to order.
  expect(within(section).queryByRole('group', { name: 'Order reviews' })).toBeNull();
});

it('says when the reviews cannot be loaded, with a retry that loads them', async () => {
  let fail = true;
  stubApi({
    '/api/offers/location/41': { valid: true, message: 'ok', item: product },
    '/api/offers/location/41/reviews': () => (fail ? refusal(503, 'X', 'Down') : listOf(newest)),
  });
  renderRoute('/browse/marketplace/product/41');
  expect(await screen.findByText('The reviews could not be loaded')).toBeTruthy();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Best in town')).toBeTruthy();
});
