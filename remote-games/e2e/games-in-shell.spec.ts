// The games remote as the host runs it: its production build, loaded through the
// remotes manifest and the federation runtime into a shell, on the shell's one React.
import { expect, listOf, test } from '@canopy/shared-core/shell-check';

const level = (gameLevelId: number, name: string) => ({
  gameLevelId,
  name,
  description: `${name}: five questions`,
  difficulty: 'EASY',
  questionCount: 5,
  ticketCount: 1,
});

const pack = (packId: number, name: string, levelsCompleted: number) => ({
  packId,
  name,
  description: 'Roots, leaves and light',
  icon: null,
  background: null,
  packType: 'QUIZ',
  levelCount: 2,
  completed: levelsCompleted === 2,
  ticketCount: 5,
  points: 120,
  price: 0,
  startDate: null,
  endDate: null,
  active: true,
  levels: [level(packId * 10 + 1, 'Seed to sprout'), level(packId * 10 + 2, 'Leaves and light')],
  levelsCompleted,
});

test.use({
  apiAnswers: {
    '/games/pack/search': listOf([pack(1, 'Plant Basics', 1), pack(2, 'Growing Indoors', 0)]),
    '/games/ticket/count': {
      valid: true,
      message: 'ok',
      item: { count: 4, type: 'TICKETS', earned: 6, spent: 2 },
    },
  },
});

test('the quiz packs page renders inside the shell on one shared React', async ({
  openInShell,
  expectOneSharedInstance,
}) => {
  const area = await openInShell('/browse/quiz');
  await expect(area.getByRole('heading', { name: 'Quizzes' })).toBeVisible();
  const packs = area.getByRole('list', { name: 'Quiz packs' }).getByRole('listitem');
  await expect(packs).toHaveCount(2);
  await expect(packs.first()).toContainText('1 of 2 levels · 120 points');
  await expect(area.getByText('4 tickets')).toBeVisible();
  // The remote's links work with the shell's router: the next level to play.
  await area.getByRole('link', { name: /Growing Indoors/ }).click();
  await expect(area.page()).toHaveURL(/#\/browse\/quiz\/detail\/2\/21$/);
  await expectOneSharedInstance();
});
