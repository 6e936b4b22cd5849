import { sessionAtom, store } from '@canopy/shared-core';
import { refusal, renderInStore, stubApi } from '@canopy/shared-core/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInForEachTest } from '../testing/render.tsx';
import { firstLinkOf, LinkPreviewCard } from './link-preview-card.tsx';

const preview = {
  url: 'https://garden.example/seeds',
  host: 'garden.example',
  title: 'Saving tomato seeds',
  description: 'Ferment, rinse, dry: three steps to next year’s crop.',
  imageUrl: 'https://garden.example/images/seeds.jpg',
};

signedInForEachTest();
beforeEach(() => store.set(sessionAtom, { token: 'token', expiresAt: 0 }));
afterEach(() => store.set(sessionAtom, null));

const draw = (text: string) => renderInStore(<LinkPreviewCard text={text} />);

describe('link preview card', () => {
  it("shows the first link's title, description and host as a text-only link", async () => {
    const asked: string[] = [];
    let answer: (value: unknown) => void = () => undefined;
    stubApi({
      '/api/link-previews': (url: URL) => {
        asked.push(url.searchParams.get('url') ?? '');
        return new Promise((resolve) => (answer = resolve));
      },
    });
    const { container } = draw(
      'Seed saving, step by step: https://garden.example/seeds and www.other.example too',
    );
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      "Loading the link's preview…",
    );
    answer({ valid: true, message: 'ok', item: preview });
    const card = await screen.findByRole('link', { name: /Saving tomato seeds/ });
    expect(card.getAttribute('href')).toBe('https://garden.example/seeds');
    expect(card.getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(card.getAttribute('target')).toBe('_blank');
    expect(card.textContent).toContain('Ferment, rinse, dry');
    expect(card.textContent).toContain('garden.example');
    // Only the first link is previewed, and no image of another site is loaded.
    expect(asked).toEqual(['https://garden.example/seeds']);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing when the page has no preview', async () => {
    const fetchMock = stubApi({
      '/api/link-previews': refusal(404, 'NOT_FOUND', 'That page has no preview.'),
    });
    const { container } = draw('Look: https://nothing.example/');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(container.textContent).toBe(''));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(/preview/i)).toBeNull();
  });

  it('asks for nothing when the text has no link', async () => {
    const fetchMock = stubApi({
      '/api/link-previews': { valid: true, message: 'ok', item: preview },
    });
    const { container } = draw('No links here, javascript:alert(1) included.');
    expect(container.textContent).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('previews www. addresses as https', () => {
    expect(firstLinkOf('see www.garden.example/a')).toBe('https://www.garden.example/a');
    expect(firstLinkOf('nothing')).toBeUndefined();
  });
});
