import { apiBaseAtom, store } from '@canopy/shared-core';
import { listOf, refusal, stubApi } from '@canopy/shared-core/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderAiRoutesAt } from '../../testing/render-routes.tsx';

/** A text/event-stream answer made of these events. */
function sse(events: [string, unknown][]) {
  return new Response(
    events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join(''),
    { headers: { 'content-type': 'text/event-stream' } },
  );
}

const OFFER = {
  type: 'OFFER',
  id: 12,
  title: 'Calm Gummies',
  subtitle: '$14.00 at Green Leaf · 1.2 miles away',
  link: '/browse/marketplace/product/12',
  imageURL: null,
  priceCents: 1400,
  distance: 1.2,
};

const conversation = {
  albumId: 5,
  albumType: 'chat_bot',
  title: 'Growing basil indoors',
  description: 'Try a south-facing window.',
  dateCreated: Date.UTC(2026, 10, 1),
  dateUpdated: Date.UTC(2026, 10, 2),
  metaData: {
    messages: [
      { role: 'user', text: 'basil tips?', at: '2026-11-01T00:00:00Z', suggestions: [] },
      {
        role: 'assistant',
        text: 'Try a south-facing window.',
        at: '2026-11-01T00:00:00Z',
        suggestions: [OFFER],
      },
    ],
  },
};

beforeEach(() => store.set(apiBaseAtom, 'http://api.test/api'));
afterEach(() => vi.unstubAllGlobals());

it('lists the member’s own assistant conversations', async () => {
  const fetchMock = stubApi({ '/api/albums/search': listOf([conversation]) });
  renderAiRoutesAt('/browse/ai-chat');
  const list = await screen.findByRole('list', { name: 'Conversations' });
  expect(list.textContent).toContain('Growing basil indoors');
  const url = new URL((fetchMock.mock.calls[0]![0] as Request).url);
  expect(url.searchParams.get('albumType')).toBe('chat_bot');
  expect(url.searchParams.get('filter')).toBe('MINE');
});

it('offers suggested questions on an empty conversation', async () => {
  stubApi({ '/api/albums/search': listOf([]) });
  renderAiRoutesAt('/browse/ai-chat');
  expect(await screen.findByText(/No conversations yet/)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Which offers are near me under $20?' })).toBeTruthy();
});

it('reopens a conversation with its history and cited cards', async () => {
  stubApi({ '/api/albums/search': listOf([conversation]) });
  renderAiRoutesAt('/browse/ai-chat/5');
  const thread = await screen.findByRole('list', { name: 'Conversation' });
  expect(thread.textContent).toContain('basil tips?');
  expect(thread.textContent).toContain('Try a south-facing window.');
  const card = within(thread).getByRole('link', {
    name: /^\[1\] Offer Calm Gummies \$14\.00 · 1\.2 mi/,
  });
  expect(card.getAttribute('href')).toBe('/browse/marketplace/product/12');
});

it('streams an answer in, cites its items and announces it politely', async () => {
  let body: unknown;
  stubApi({
    '/api/albums/search': listOf([]),
    '/api/edy/stream': async (_url: URL, request: Request) => {
      body = await request.json();
      return sse([
        ['start', { transcript: 'q', albumId: 9, engine: 'built-in', suggestions: [OFFER] }],
        ['token', { text: 'Here is ' }],
        ['token', { text: 'Calm Gummies [1].' }],
        ['done', { reply: 'Here is Calm Gummies [1].', albumId: 9, status: 'complete' }],
      ]);
    },
  });
  renderAiRoutesAt('/browse/ai-chat');
  fireEvent.click(
    await screen.findByRole('button', { name: 'Which offers are near me under $20?' }),
  );
  const status = await screen.findByText('Edy: Here is Calm Gummies [1].');
  expect(status.getAttribute('aria-live')).toBe('polite');
  expect(body).toMatchObject({
    textnoaudio: 'Which offers are near me under $20?',
    newConversation: true,
    answers: [],
  });
  expect(screen.getByRole('link', { name: /Calm Gummies/ }).getAttribute('href')).toBe(
    '/browse/marketplace/product/12',
  );
  expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
});

it("shows the cards a language model's answer cites once it has answered", async () => {
  stubApi({
    '/api/albums/search': listOf([]),
    '/api/edy/stream': () =>
      sse([
        ['start', { transcript: 'q', albumId: 9, engine: 'chat-completions', suggestions: [] }],
        ['token', { text: 'Try Calm Gummies [1].' }],
        [
          'done',
          { reply: 'Try Calm Gummies [1].', albumId: 9, status: 'complete', suggestions: [OFFER] },
        ],
      ]),
  });
  renderAiRoutesAt('/browse/ai-chat');
  fireEvent.click(
    await screen.findByRole('button', { name: 'Which offers are near me under $20?' }),
  );
  await screen.findByText('Edy: Try Calm Gummies [1].');
  expect(
    (await screen.findByRole('link', { name: /^\[1\] Offer Calm Gummies/ })).getAttribute('href'),
  ).toBe('/browse/marketplace/product/12');
});

it('labels a cited page of the app, a group and a channel', async () => {
  const item = (type: string, id: number, title: string, link: string) => ({
    type,
    id,
    title,
    subtitle: '',
    link,
    imageURL: null,
    priceCents: null,
    distance: null,
  });
  stubApi({
    '/api/albums/search': listOf([]),
    '/api/edy/stream': () =>
      sse([
        [
          'start',
          {
            transcript: 'q',
            albumId: 9,
            engine: 'built-in',
            suggestions: [
              item('PAGE', 1, 'Terms and Conditions', '/terms-and-conditions'),
              item('GROUP', 41, 'Wichita Patio Gardeners', '/browse/group/41'),
              item('CHANNEL', 36, 'Prairie Growers Channel', '/browse/channel/36'),
            ],
          },
        ],
        ['done', { reply: 'See these.', albumId: 9, status: 'complete' }],
      ]),
  });
  renderAiRoutesAt('/browse/ai-chat');
  fireEvent.click(await screen.findByRole('button', { name: 'What events are coming up?' }));
  await screen.findByText('Edy: See these.');
  expect(screen.getByRole('link', { name: /^\[1\] Page Terms and Conditions/ })).toBeTruthy();
  expect(screen.getByRole('link', { name: /^\[2\] Group Wichita Patio Gardeners/ })).toBeTruthy();
  expect(screen.getByRole('link', { name: /^\[3\] Channel Prairie Growers Channel/ })).toBeTruthy();
});

it('keeps a broken answer, says why, and Retry asks again in the same conversation', async () => {
  const bodies: Record<string, unknown>[] = [];
  stubApi({
    '/api/albums/search': listOf([]),
    '/api/edy/stream': async (_url: URL, request: Request) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      if (bodies.length === 1) {
        return sse([
          ['start', { transcript: 'q', albumId: 9, engine: 'chat-completions', suggestions: [] }],
          ['token', { text: 'The nearest ' }],
          ['error', { message: 'The answer was cut off.', errorCode: 'ANSWER_CUT_OFF' }],
          ['done', { reply: 'The nearest', albumId: 9, status: 'interrupted' }],
        ]);
      }
      return sse([
        ['start', { transcript: 'q', albumId: 9, engine: 'chat-completions', suggestions: [] }],
        ['token', { text: 'All done.' }],
        ['done', { reply: 'All done.', albumId: 9, status: 'complete' }],
      ]);
    },
  });
  renderAiRoutesAt('/browse/ai-chat');
  const box = await screen.findByRole('textbox', { name: 'Your question' });
  fireEvent.change(box, { target: { value: 'gummies near me' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  const retry = await screen.findByRole('button', { name: 'Retry' });
  expect(screen.getByRole('alert').textContent).toContain('The answer was cut off.');
  expect(screen.getByText('The nearest')).toBeTruthy();
  fireEvent.click(retry);
  await screen.findByText('All done.');
  expect(screen.getByText('The nearest')).toBeTruthy();
  await waitFor(() => expect(bodies).toHaveLength(2));
  expect(bodies[1]).toMatchObject({ textnoaudio: 'gummies near me', albumId: 9 });
});

it('says so when the answer cannot be fetched', async () => {
  stubApi({
    '/api/albums/search': listOf([]),
    '/api/edy/stream': () => refusal(429, 'RATE', 'Slow down.'),
  });
  renderAiRoutesAt('/browse/ai-chat');
  const box = await screen.findByRole('textbox', { name: 'Your question' });
  fireEvent.change(box, { target: { value: 'quiz' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  const retry = await screen.findByRole('button', { name: 'Retry' });
  expect(screen.getByRole('alert').contains(retry)).toBe(true);
});
