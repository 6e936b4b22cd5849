import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { canGoBack } from '../back-link.tsx';
import { PrivacyPolicyRoute, TermsRoute } from '../legal-page.tsx';

function renderAt(entries: string[]) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/home" element={<p>Home page</p>} />
        <Route path="/browse/activity-wall" element={<p>Activity wall</p>} />
        <Route path="/privacy-policy" element={<PrivacyPolicyRoute />} />
        <Route path="/terms-and-conditions" element={<TermsRoute />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Back link', () => {
  it('returns to the previous page in the app', async () => {
    renderAt(['/browse/activity-wall', '/terms-and-conditions']);
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByText('Activity wall')).toBeTruthy();
  });

  it('goes home when the page was opened directly', async () => {
    renderAt(['/privacy-policy']);
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back.getAttribute('href')).toBe('/home');
    await userEvent.click(back);
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('still leaves the page after following table-of-contents links', async () => {
    renderAt(['/browse/activity-wall', '/terms-and-conditions']);
    await userEvent.click(screen.getByRole('link', { name: '9. Privacy' }));
    await userEvent.click(screen.getByRole('link', { name: '17. Limitation of liability' }));
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByText('Activity wall')).toBeTruthy();
  });
});

describe('canGoBack', () => {
  it("trusts the browser router's history index when there is one", () => {
    expect(canGoBack({ idx: 3, key: 'abc' }, 'abc')).toBe(true);
    expect(canGoBack({ idx: 0, key: 'abc' }, 'abc')).toBe(false);
  });

  it('otherwise treats only the first location as having no way back', () => {
    expect(canGoBack(null, 'default')).toBe(false);
    expect(canGoBack(null, 'x1y2z3')).toBe(true);
  });
});
