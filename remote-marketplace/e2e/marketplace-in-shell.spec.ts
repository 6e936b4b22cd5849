// The marketplace remote as the host runs it: its production build, loaded through the
// remotes manifest and the federation runtime into a shell, on the shell's one React.
import { expect, listOf, test } from '@canopy/shared-core/shell-check';

const retailer = (retailerLocationId: number, name: string, distance: number) => ({
  retailerLocationId,
  retailerId: retailerLocationId,
  name,
  description: 'Flower, edibles and pre-rolls.',
  contact: { phone: '785-555-0101', email: null, website: null },
  address: {
    street: '1 Massachusetts St',
    city: 'Lawrence',
    state: 'KS',
    postalCode: '66044',
    country: 'US',
  },
  locationDisplay: 'Lawrence, KS',
  latitude: 38.97,
  longitude: -95.23,
  distance,
  distanceUnit: 'MILES',
  hours: [],
  closures: [],
  logo: null,
  picture1: null,
  categories: [{ categoryId: 3, name: 'Flower' }],
  retailer: { retailerId: retailerLocationId, name, logo: null },
  favorite: false,
  favoriteId: null,
  active: true,
  rating: { average: 4.5, count: 2 },
});

test.use({
  geolocation: { latitude: 38.97, longitude: -95.23 },
  permissions: ['geolocation'],
  apiAnswers: {
    '/retailers/location/distancesearch': listOf([
      retailer(21, 'Prairie Leaf Co. Lawrence', 0.4),
      retailer(22, 'Heartland Harvest Topeka', 24.6),
    ]),
  },
});

test('the dispensaries page renders inside the shell on one shared React', async ({
  openInShell,
  expectOneSharedInstance,
}) => {
  const area = await openInShell('/browse/marketplace');
  const retailers = area.getByRole('list', { name: 'Dispensaries' }).getByRole('listitem');
  await expect(retailers).toHaveCount(2);
  await expect(retailers.first()).toContainText('Prairie Leaf Co. Lawrence');
  await expect(retailers.first()).toContainText('0.4 mi away · Lawrence, KS');
  await expect(
    area.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Flower' }),
  ).toBeVisible();
  // The remote's links work with the shell's router.
  await area.getByRole('link', { name: /Heartland Harvest Topeka/ }).click();
  await expect(area.page()).toHaveURL(/#\/browse\/marketplace\/retailer\/22$/);
  await expectOneSharedInstance();
});
