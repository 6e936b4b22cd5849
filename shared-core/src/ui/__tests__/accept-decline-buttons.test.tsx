import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { AcceptDeclineButtons } from '../accept-decline-buttons.tsx';

it('answers yes with Accept and no with Decline, each named for what it answers', async () => {
  const onAnswer = vi.fn();
  render(
    <AcceptDeclineButtons
      busy={false}
      acceptLabel="Accept Priya’s challenge"
      declineLabel="Decline Priya’s challenge"
      onAnswer={onAnswer}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Accept Priya’s challenge' }));
  await userEvent.click(screen.getByRole('button', { name: 'Decline Priya’s challenge' }));
  expect(onAnswer.mock.calls).toEqual([[true], [false]]);
});

it('waits while an answer is being sent', () => {
  render(
    <AcceptDeclineButtons busy acceptLabel="Accept" declineLabel="Decline" onAnswer={() => {}} />,
  );
  expect(screen.getAllByRole<HTMLButtonElement>('button').map((button) => button.disabled)).toEqual(
    [true, true],
  );
});
