import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { newMember } from '../support/members.ts';
import { answerWithClicks, moveOnButton } from '../support/quiz-play.ts';
import { openSignedIn } from '../support/session.ts';

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/**
 * Answers the question on screen by keyboard: Tab into the answers (unless already there),
 * Space to pick the focused one, arrow keys to the wanted one, Enter to lock it in, and
 * Enter again, once it is judged right, to go on.
 */
async function answerByKeyboard(page: Page, answer: string): Promise<void> {
  const onAnAnswer = await page.evaluate(
    () => (document.activeElement as HTMLInputElement | null)?.type === 'radio',
  );
  if (!onAnAnswer) await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  const wanted = page.getByRole('radio', { name: answer, exact: true });
  for (let presses = 0; presses < 6 && !(await wanted.isChecked()); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(wanted).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Right!', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('✓ Right answer')).toBeVisible();
  await expect(moveOnButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
}

async function playLevel(page: Page, answers: string[]): Promise<void> {
  for (const [index, answer] of answers.entries()) {
    await expect(page.getByText(`Question ${index + 1} of ${answers.length} ·`)).toBeVisible();
    await answerByKeyboard(page, answer);
  }
}

test('a new member plays quiz levels by keyboard, buys a hint and gets the server’s score', async ({
  pageAs,
}) => {
  const player = await newMember('Quinn', 'Player');
  const page = await pageAs(player.state);
  await openSignedIn(page, '/browse/quiz');

  const packs = page.getByRole('list', { name: 'Quiz packs' });
  const basics = packs.getByRole('link', { name: /Plant Basics/ });
  await expect(basics).toContainText('0 of 3 levels');
  await expect(page.getByText('0 tickets')).toBeVisible();
  await tabTo(page, basics);
  await page.keyboard.press('Enter');

  // Level 1, all right: it pays a ticket a question and opens level 2.
  await expect(page).toHaveURL(/#\/browse\/quiz\/detail\/\d+\/\d+$/);
  await tabTo(page, page.getByRole('button', { name: 'Start level' }));
  const scored = page.waitForResponse((response) =>
    response.url().includes('/api/games/score/create'),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('timer', { name: 'Time on this level' })).toBeVisible();
  await playLevel(page, ['Water', 'Roots', 'Carbon dioxide']);
  await scored;
  const result = page.getByRole('region', { name: 'Level complete!' });
  await expect(result.getByText('3 of 3')).toBeVisible();
  await expect(page.getByText('3 tickets')).toBeVisible();
  await expect(page.getByText('Leaves and light is unlocked.')).toBeVisible();
  await expect(page.getByText('Badge earned: Level Up — First steps')).toBeVisible();

  // Level 2, with a hint bought for its first question.
  await tabTo(page, page.getByRole('link', { name: 'Next level: Leaves and light' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Start level' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: 'What pigment makes leaves green?' }),
  ).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Hint · 1 ticket' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('note', { name: 'Hint' })).toContainText('It is not');
  await expect(page.getByText('2 tickets')).toBeVisible();
  await expect(page.getByText('Question 1 of 3 · 5 points')).toBeVisible();
  await playLevel(page, ['Chlorophyll', 'Nitrogen', '18 hours on, 6 off']);

  // The hinted question counts half: 5 + 10 + 10, as the server worked it out.
  const second = page.getByRole('region', { name: 'Level complete!' });
  await expect(second.getByText('25', { exact: true }).first()).toBeVisible();
  await expect(second.getByText('5 points (hint used)')).toBeVisible();
  await expect(page.getByText('5 tickets')).toBeVisible();
  await expect(page.getByText('Soil science is unlocked.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Levels' })).toContainText(
    '2. Leaves and light(completed)',
  );

  // Today's points board has the player on it, their row marked, wherever it falls.
  await openSignedIn(page, '/browse/leaderboard');
  await page.getByRole('tab', { name: 'Day' }).click();
  const mine = page
    .getByRole('listitem')
    .filter({ hasText: `${player.firstName} ${player.lastName} (you)` });
  await expect(mine).toHaveAttribute('aria-current', 'true');
  await expect(mine).toContainText('55 points');
  await expect(page.getByRole('region', { name: 'Where you stand' })).toContainText('55 points');

  // The badge is on the badges page, earned.
  await openSignedIn(page, '/browse/badges');
  const earned = page.getByRole('region', { name: /^Earned/ });
  await expect(earned.getByRole('listitem', { name: 'Level Up' })).toContainText(
    'First steps (earned)',
  );
});

/** Plays the level on screen with the mouse, giving `answers` in order. */
async function playWithClicks(page: Page, answers: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Start level' }).click();
  for (const answer of answers) {
    await answerWithClicks(page, page.getByRole('radio', { name: answer, exact: true }));
  }
  await expect(
    page.getByRole('heading', { name: /Level complete!|Not quite there/ }),
  ).toBeVisible();
}

test('two members join one tournament by code, play, vote and see the same standings', async ({
  pageAs,
}) => {
  const [host, guest] = await Promise.all([newMember('Olive', 'Host'), newMember('Remy', 'Guest')]);
  const hostPage = await pageAs(host.state);
  const guestPage = await pageAs(guest.state);

  await openSignedIn(hostPage, '/browse/tournament');
  await hostPage
    .getByLabel('Tournament name', { exact: true })
    .fill(`Cup of ${host.firstName} ${Date.now()}`);
  await hostPage
    .getByRole('combobox', { name: /^Quiz pack/ })
    .selectOption({ label: 'Plant Basics' });
  await hostPage.getByRole('button', { name: 'Create tournament' }).click();
  await expect(hostPage.getByText('On now')).toBeVisible();
  const code = (await hostPage.getByText(/^[A-Z0-9]{6}$/).textContent()) ?? '';

  await openSignedIn(guestPage, '/browse/tournament');
  await guestPage.getByLabel('Join code', { exact: true }).fill(code.toLowerCase());
  await guestPage.getByRole('button', { name: 'Find' }).click();
  await guestPage.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(guestPage.getByText(code, { exact: true })).toBeVisible();

  for (const [page, answers] of [
    [hostPage, ['Water', 'Roots', 'Carbon dioxide']],
    [guestPage, ['Water', 'Flowers', 'Oxygen']],
  ] as const) {
    await page.getByRole('link', { name: 'Play Plant Basics: Seed to sprout' }).click();
    await expect(page.getByRole('link', { name: 'your tournament' })).toBeVisible();
    await playWithClicks(page, [...answers]);
    await page.getByRole('link', { name: 'your tournament' }).click();
  }

  const vote = guestPage.getByRole('region', { name: 'Vote for the best question' });
  await vote.getByRole('radio', { name: /Which part of the plant takes up water/ }).check();
  await vote.getByRole('button', { name: 'Vote' }).click();
  await expect(vote.getByText('1 vote (yours)')).toBeVisible();

  // The host's page was open while the guest played: its board moved live, no reload.
  const boardOf = (page: Page) => page.getByRole('list', { name: 'Standings' });
  await expect(boardOf(hostPage).getByRole('listitem')).toHaveCount(2);
  await expect(boardOf(guestPage).getByRole('listitem')).toHaveCount(2);
  await expect(boardOf(hostPage).getByRole('listitem').first()).toContainText('Olive Host (you)');
  await expect(boardOf(hostPage).getByRole('listitem').first()).toContainText('30 points');
  await expect(boardOf(guestPage).getByRole('listitem').first()).toContainText('Olive Host');
  await expect(boardOf(guestPage).getByRole('listitem').nth(1)).toContainText('Remy Guest (you)');
  await expect(boardOf(guestPage).getByRole('listitem').nth(1)).toContainText('10 points');
});

test('one member challenges another from People, both play, and both see the result', async ({
  pageAs,
}) => {
  const [challenger, rival] = await Promise.all([
    newMember('Tess', 'Challenger'),
    newMember('Ravi', `Rival${Date.now()}`),
  ]);
  const challengerPage = await pageAs(challenger.state);
  const rivalPage = await pageAs(rival.state);
  const rivalName = `${rival.firstName} ${rival.lastName}`;
  const challengerName = `${challenger.firstName} ${challenger.lastName}`;

  // From the rival's card on People to the challenge form, the rival already chosen.
  await openSignedIn(challengerPage, `/browse/people?keyword=${rival.lastName}`);
  await challengerPage.getByRole('link', { name: `Challenge ${rivalName} to a quiz` }).click();
  await expect(challengerPage.getByRole('combobox', { name: 'Opponent' })).toHaveValue(rivalName);
  await challengerPage
    .getByRole('combobox', { name: 'Quiz pack' })
    .selectOption({ label: 'Plant Basics' });
  await challengerPage.getByLabel('Message (optional)').fill('Beat this!');
  await challengerPage.getByRole('button', { name: 'Send challenge' }).click();
  await expect(
    challengerPage.getByRole('heading', { name: `${challengerName} vs ${rivalName}` }),
  ).toBeVisible();
  await expect(challengerPage.getByText(`Waiting for ${rivalName} to accept`)).toBeVisible();

  // The challenger plays at once: all three right.
  await challengerPage.getByRole('link', { name: 'Play Seed to sprout' }).click();
  await expect(challengerPage.getByRole('link', { name: 'your challenge' })).toBeVisible();
  await playWithClicks(challengerPage, ['Water', 'Roots', 'Carbon dioxide']);
  await expect(challengerPage.getByRole('button', { name: 'Play again' })).toHaveCount(0);
  await challengerPage.getByRole('link', { name: 'See the challenge result' }).click();
  const challengerSide = challengerPage.getByRole('region', { name: `${challengerName}’s result` });
  await expect(challengerSide).toContainText('30');
  await expect(
    challengerPage
      .getByRole('region', { name: `${rivalName}’s result` })
      .getByText('Not played yet'),
  ).toBeVisible();

  // The rival finds it pending, accepts and plays: one right.
  await openSignedIn(rivalPage, '/browse/challenge');
  const mine = rivalPage.getByRole('list', { name: 'Your challenges' });
  await expect(mine.getByText(`${challengerName} challenged you`)).toBeVisible();
  await mine.getByRole('button', { name: `Accept ${challengerName}’s challenge` }).click();
  await mine.getByRole('link', { name: 'Play Seed to sprout' }).click();
  await playWithClicks(rivalPage, ['Water', 'Flowers', 'Oxygen']);
  await rivalPage.getByRole('link', { name: 'See the challenge result' }).click();

  // Both see both results side by side: the rival after playing, the challenger live.
  for (const [page, verdict] of [
    [rivalPage, `${challengerName} won`],
    [challengerPage, 'You won'],
  ] as const) {
    await expect(page.getByRole('status').filter({ hasText: verdict })).toBeVisible();
    const challengerResult = page.getByRole('region', { name: `${challengerName}’s result` });
    const rivalResult = page.getByRole('region', { name: `${rivalName}’s result` });
    await expect(challengerResult).toContainText('3 of 3');
    await expect(challengerResult).toContainText('Winner');
    await expect(rivalResult).toContainText('1 of 3');
    await expect(rivalResult).toContainText('10');
    await expect(rivalResult).not.toContainText('Winner');
  }
});
