import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge } from '../count-badge.tsx';

describe('CountBadge', () => {
  it('shows the count, and "max+" above the most it shows', () => {
    const { rerender } = render(<CountBadge count={7} max={99} testId="badge" />);
    expect(screen.getByTestId('badge').textContent).toBe('7');
    rerender(<CountBadge count={120} max={99} testId="badge" />);
    expect(screen.getByTestId('badge').textContent).toBe('99+');
  });

  it('gives a screen reader the spoken text instead of the digits', () => {
    render(
      <button type="button">
        Chat
        <CountBadge count={120} max={99} spoken=", 120 unread" />
      </button>,
    );
    expect(screen.getByRole('button', { name: /^Chat ?, 120 unread$/ })).toBeTruthy();
  });
});
