// The staff console as the host runs it: its production build, loaded through the remotes
// manifest and the federation runtime into a shell, mounted at /console, on the shell's
// one React.
import { SHELL_MEMBER, expect, test } from '@canopy/shared-core/shell-check';

test.use({
  member: {
    ...SHELL_MEMBER,
    user: { ...SHELL_MEMBER.user, display: 'Olivia Operator', isOperator: true, role: 'operator' },
  },
});

test('the console renders inside the shell at /console on one shared React', async ({
  openInShell,
  expectOneSharedInstance,
}) => {
  const area = await openInShell('/console');
  await expect(area.getByRole('heading', { name: 'Staff console', exact: true })).toBeVisible();
  await expect(area.getByText('Olivia Operator')).toBeVisible();
  await expect(area.page()).toHaveURL(/#\/console\/overview$/);
  await expectOneSharedInstance();
});
