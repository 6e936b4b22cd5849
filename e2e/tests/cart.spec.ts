import { saveCart } from '../support/cart.ts';
import { expect, test } from '../support/fixtures.ts';
import { newMember, type NewMember } from '../support/members.ts';
import { openSignedIn } from '../support/session.ts';

/** A member of their own, so the demo member's cart stays as other tests expect it. */
async function memberWithSavedCart(): Promise<NewMember> {
  const member = await newMember('Casey', 'Shopper');
  await saveCart(member.token, [
    {
      offerId: 1,
      offerLocationId: 1,
      quantity: 1,
      display: {
        item: 'Prairie Sunset 3.5g',
        quantity: 1,
        fullPrice: 40,
        discountPrice: 32,
        size: '3.5g',
      },
    },
  ]);
  return member;
}

test('the cart is loaded from the cart album, changed in the modal, and survives a reload', async ({
  pageAs,
}) => {
  const page = await pageAs((await memberWithSavedCart()).state);
  await openSignedIn(page);

  const cartButton = page.getByRole('button', { name: /^Cart, / });
  await expect(cartButton).toHaveAccessibleName('Cart, 1 item');
  // By keyboard: Enter opens the modal and moves focus into it.
  await cartButton.focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(modal).toBeVisible();
  await expect
    .poll(() => modal.evaluate((dialog) => dialog.contains(document.activeElement)))
    .toBe(true);
  await expect(modal.getByRole('link', { name: 'Prairie Sunset 3.5g' })).toHaveAttribute(
    'href',
    '#/browse/marketplace/product/1',
  );
  await expect(modal.locator('s')).toHaveText('$40.00');
  // Tab walks the dialog's controls and never leaves it (focus trap); Space presses +.
  const plus = modal.getByRole('button', { name: 'One more Prairie Sunset 3.5g' });
  for (let step = 0; step < 12; step += 1) {
    if (await plus.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press('Tab');
    expect(await modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await expect(plus).toBeFocused();
  await page.keyboard.press('Space');
  await expect(
    modal.getByRole('rowheader', { name: 'Total' }).locator('xpath=following-sibling::td'),
  ).toHaveText('$64.00');
  await expect(cartButton).toHaveAccessibleName('Cart, 2 items');
  // Escape closes it and gives focus back to the cart button.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(cartButton).toBeFocused();

  await page.reload();
  await expect(page.getByRole('button', { name: /^Cart, / })).toHaveAccessibleName('Cart, 2 items');

  await page.getByRole('button', { name: /^Cart, / }).click();
  await modal.getByRole('button', { name: 'Check Out' }).click();
  await expect(page).toHaveURL(/#\/browse\/checkout$/);
  await expect(modal).toBeHidden();

  // Minus to zero and Update Cart empties it; the header button goes away.
  await page.getByRole('button', { name: /^Cart, / }).click();
  const minus = modal.getByRole('button', { name: 'One less Prairie Sunset 3.5g' });
  await minus.click();
  await minus.click();
  await expect(minus).toBeDisabled();
  await modal.getByRole('button', { name: 'Update Cart' }).click();
  await expect(modal.getByText('Shipping cart is empty')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /^Cart, / })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cart, / })).toHaveCount(0);
});
