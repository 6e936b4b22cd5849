import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VISIBILITY_FIXTURES as F } from '../../src/seed/albums.ts';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';
import {
  startFakeChatCompletions,
  type FakeChatCompletions,
} from '../helpers/fake-chat-completions.ts';

interface Suggestion {
  type: string;
  id: number;
  title: string;
  link: string;
  priceCents: number | null;
  distance: number | null;
}

interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

const LAWRENCE = { latitude: 38.9717, longitude: -95.2353 };

/** The events of a text/event-stream body, in order. */
function eventsOf(body: string): StreamEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.+)$/m.exec(block)?.[1] ?? '{}';
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

const tokensOf = (events: StreamEvent[]) =>
  events
    .filter((e) => e.event === 'token')
    .map((e) => e.data.text)
    .join('');
const suggestionsOf = (events: StreamEvent[]) =>
  (events.find((e) => e.event === 'start')?.data.suggestions ?? []) as Suggestion[];
const doneOf = (events: StreamEvent[]) => events.find((e) => e.event === 'done')?.data;

describe.each(BACKENDS)('assistant stream (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  let fake: FakeChatCompletions;
  beforeAll(async () => {
    fake = await startFakeChatCompletions();
  });
  afterAll(async () => {
    await fake.close();
  });
  afterEach(async () => {
    await t.close();
  });

  const start = async (options: Parameters<typeof buildTestApp>[1] = {}) => {
    t = await buildTestApp(backend, options);
    dana = await signIn(t.app);
  };
  const stream = async (body: Record<string, unknown>, who: SignedInMember = dana) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/edy/stream',
      headers: who.headers,
      payload: { ...LAWRENCE, ...body },
    });
    return response;
  };
  const ask = async (text: string, extra: Record<string, unknown> = {}) => {
    const response = await stream({ textnoaudio: text, ...extra });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    return eventsOf(response.body);
  };

  describe('built-in engine', () => {
    it('streams offers under the price, nearest first, and the reply cites them', async () => {
      await start();
      const events = await ask('which offers are near me under $20?', { newConversation: true });
      expect(events[0]?.event).toBe('start');
      expect(events[0]?.data.engine).toBe('built-in');
      const offers = suggestionsOf(events);
      expect(offers.length).toBeGreaterThan(0);
      for (const offer of offers) {
        expect(offer.type).toBe('OFFER');
        expect(offer.priceCents).toBeLessThanOrEqual(2000);
        expect(offer.link).toBe(`/browse/marketplace/product/${offer.id}`);
      }
      const distances = offers.map((offer) => offer.distance ?? Infinity);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(events.filter((e) => e.event === 'token').length).toBeGreaterThan(3);
      const done = doneOf(events);
      expect(done?.reply).toBe(tokensOf(events).trim());
      expect(done?.status).toBe('complete');
      for (const offer of offers) expect(done?.reply).toContain(offer.title);
      expect(done?.reply).toContain('under $20.00');

      // Real seeded offers: the database agrees on each price.
      for (const offer of offers) {
        const [row] = await t.db.query<{ price: number }>(
          `SELECT CASE WHEN o.discount_price_cents <> 0 THEN o.discount_price_cents
                  ELSE o.full_price_cents END AS price
             FROM offer_locations ol JOIN offers o ON o.id = ol.offer_id WHERE ol.id = $1`,
          [offer.id],
        );
        expect(row?.price).toBe(offer.priceCents);
      }

      // "cheaper ones?" refines the last search: offers not shown yet, under the dearest shown.
      const albumId = done?.albumId as number;
      const history = [
        { role: 'user', text: 'which offers are near me under $20?' },
        { role: 'assistant', text: done?.reply as string },
      ];
      const cheaper = await ask('cheaper ones?', { albumId, answers: history });
      const dearest = Math.max(...offers.map((offer) => offer.priceCents ?? 0));
      const cheaperOffers = suggestionsOf(cheaper);
      expect(cheaperOffers.length).toBeGreaterThan(0);
      for (const offer of cheaperOffers) {
        expect(offer.priceCents).toBeLessThan(dearest);
        expect(offers.map((shown) => shown.id)).not.toContain(offer.id);
      }
      expect(doneOf(cheaper)?.reply).toMatch(/^Cheaper ones, nearest first: /);

      // Both exchanges are saved, exactly as streamed.
      const saved = await t.db.query<{ meta_data: { messages: { role: string; text: string }[] } }>(
        'SELECT meta_data FROM albums WHERE id = $1',
        [albumId],
      );
      expect(saved[0]?.meta_data.messages.map((m) => m.text)).toEqual([
        'which offers are near me under $20?',
        done?.reply,
        'cheaper ones?',
        doneOf(cheaper)?.reply,
      ]);
    });

    it('says plainly when it finds nothing', async () => {
      await start();
      const events = await ask('zxqvy blorptastic');
      expect(suggestionsOf(events)).toEqual([]);
      expect(doneOf(events)?.reply).toContain('I could not find anything on Canopy about');
    });

    it('finds shops and members by name', async () => {
      await start();
      const [shop] = await t.db.query<{ id: number; name: string }>(
        'SELECT id, name FROM retailer_locations ORDER BY id LIMIT 1',
      );
      const events = await ask(`${shop?.name ?? ''}`);
      expect(suggestionsOf(events)).toContainEqual(
        expect.objectContaining({
          type: 'RETAILER',
          id: shop?.id,
          link: `/browse/marketplace/retailer/${shop?.id}`,
        }),
      );
      const people = await ask('Marcus Bell');
      expect(suggestionsOf(people)).toContainEqual(
        expect.objectContaining({ type: 'PERSON', title: 'Marcus Bell' }),
      );
    });

    it('never cites an album the member may not see', async () => {
      await start();
      const hidden = [F.hiddenOrGrowers, F.hiddenAndInsiders, F.hiddenAndGrowersLocals];
      for (const title of [...hidden, F.privateAlbum, F.accessLocked]) {
        const events = await ask(title);
        const cited = suggestionsOf(events).map((s) => s.title);
        for (const secret of [...hidden, F.privateAlbum]) {
          expect(cited).not.toContain(secret);
          expect(tokensOf(events)).not.toContain(secret);
        }
      }
      // A title the member may see is found the same way.
      expect(suggestionsOf(await ask(F.visibleAndLocals)).map((s) => s.title)).toContain(
        F.visibleAndLocals,
      );
    });

    it("reads tonight on the member's own calendar, at the API's clock", async () => {
      let now = new Date();
      await start({ clock: () => now, timeZone: 'America/Chicago' });
      const [walk] = await t.db.query<{ start_date: Date | string }>(
        "SELECT start_date FROM albums WHERE title = 'Herb Walk on the Kaw'",
      );
      // Three hours before the walk (5 PM in Lawrence): 2 PM there, already tomorrow in Tokyo.
      now = new Date(new Date(walk?.start_date ?? 0).getTime() - 3 * 3_600_000);
      const tonight = async (timeZone?: string) =>
        doneOf(await ask("what's on tonight?", timeZone ? { timeZone } : {}))?.reply;
      expect(await tonight('America/Chicago')).toMatch(/^Events tonight on Canopy: “Herb Walk/);
      expect(await tonight()).toMatch(/^Events tonight on Canopy: “Herb Walk/);
      expect(await tonight('Asia/Tokyo')).toMatch(/^I found no events tonight on Canopy\./);
    });

    it('refuses bad input before streaming, and others’ conversations are 404', async () => {
      await start();
      expect((await stream({ textnoaudio: '   ' })).statusCode).toBe(400);
      const zone = await stream({ textnoaudio: 'events tonight', timeZone: 'Mars/Olympus_Mons' });
      expect(zone.statusCode).toBe(400);
      expect(zone.json()).toMatchObject({ message: expect.stringContaining('body/timeZone') });
      expect((await stream({ textnoaudio: 'x'.repeat(1001) })).statusCode).toBe(400);
      expect(
        (await stream({ textnoaudio: 'hi', albumId: 1, newConversation: true })).statusCode,
      ).toBe(400);
      const first = doneOf(await ask('quiz', { newConversation: true }));
      const marcus = await signIn(t.app, OTHER_MEMBER);
      const response = await stream({ textnoaudio: 'more', albumId: first?.albumId }, marcus);
      expect(response.statusCode).toBe(404);
      const noSession = await t.app.inject({
        method: 'POST',
        url: '/api/edy/stream',
        payload: { textnoaudio: 'hi' },
      });
      expect(noSession.statusCode).toBe(403);
    });

    it('deletes only the member’s own conversations', async () => {
      await start();
      const albumId = doneOf(await ask('quiz', { newConversation: true }))?.albumId as number;
      const marcus = await signIn(t.app, OTHER_MEMBER);
      const remove = (who: SignedInMember) =>
        t.app.inject({
          method: 'DELETE',
          url: `/api/edy/conversations/${albumId}`,
          headers: who.headers,
          payload: {},
        });
      expect((await remove(marcus)).statusCode).toBe(404);
      expect((await remove(dana)).json()).toMatchObject({ valid: true });
      expect((await remove(dana)).statusCode).toBe(404);
    });
  });

  describe('chat-completions engine', () => {
    const configured = () =>
      start({
        chatCompletions: { baseUrl: fake.baseUrl, model: 'tiny', apiKey: 'k-1', timeoutMs: 2000 },
      });
    interface SentMessage {
      role: string;
      content: string | null;
      tool_calls?: { id: string; function: { name: string; arguments: string } }[];
      tool_call_id?: string;
    }
    const messagesSent = (index: number) =>
      (fake.received[index]?.body.messages ?? []) as SentMessage[];

    it('searches through the tools, streams the answer and cites only the items the search returned', async () => {
      await configured();
      fake.received = [];
      fake.behaviour = {
        kind: 'script',
        turns: [
          { toolCalls: [{ name: 'search_offers', arguments: { place: 'me', max_price: 20 } }] },
          { chunks: ['The nearest is ', '[1]', ', and the Glass Spoon Pipe [9] is lovely.'] },
        ],
      };
      const events = await ask('which offers are near me under $20?', { newConversation: true });
      expect(events[0]).toMatchObject({
        event: 'start',
        data: { engine: 'chat-completions', suggestions: [] },
      });

      // The model got the searches as tools, and the member's question.
      const [first, second] = fake.received;
      expect(first?.authorization).toBe('Bearer k-1');
      expect(first?.body).toMatchObject({ model: 'tiny', stream: true, tool_choice: 'auto' });
      const tools = first?.body.tools as { type: string; function: { name: string } }[];
      expect(tools.map((tool) => tool.function.name)).toContain('search_offers');
      expect(messagesSent(0)[0]?.content).toContain('ONLY from what the tools returned');
      expect(messagesSent(0).at(-1)).toEqual({
        role: 'user',
        content: 'which offers are near me under $20?',
      });

      // The API ran the call and sent back what it found, numbered.
      expect(second).toBeDefined();
      const [call, result] = messagesSent(1).slice(-2);
      expect(call?.tool_calls?.[0]?.function).toEqual({
        name: 'search_offers',
        arguments: '{"place":"me","max_price":20}',
      });
      expect(result).toMatchObject({ role: 'tool', tool_call_id: call?.tool_calls?.[0]?.id });
      const returned = JSON.parse(result?.content ?? '{}') as {
        items: { ref: number; type: string; title: string; details: string }[];
      };
      expect(returned.items.length).toBeGreaterThan(0);
      expect(returned.items[0]).toMatchObject({ ref: 1, type: 'OFFER' });

      // The answer streamed as the model wrote it; it cites the item returned as [1] and not
      // the pipe it named as [9], which no search returned.
      expect(events.filter((e) => e.event === 'token').map((e) => e.data.text)).toEqual([
        'The nearest is ',
        '[1]',
        ', and the Glass Spoon Pipe [9] is lovely.',
      ]);
      const done = doneOf(events);
      expect(done).toMatchObject({ status: 'complete' });
      const cited = done?.suggestions as Suggestion[];
      expect(cited).toHaveLength(1);
      expect(cited[0]).toMatchObject({ type: 'OFFER', title: returned.items[0]?.title });
      expect(cited[0]?.priceCents).toBeLessThanOrEqual(2000);
      expect(cited.map((item) => item.title)).not.toContain('Glass Spoon Pipe');
      const saved = await t.db.query<{
        meta_data: { messages: { text: string; suggestions?: Suggestion[] }[] };
      }>('SELECT meta_data FROM albums WHERE id = $1', [done?.albumId]);
      expect(saved[0]?.meta_data.messages[1]).toMatchObject({
        text: 'The nearest is [1], and the Glass Spoon Pipe [9] is lovely.',
        suggestions: cited,
      });
    });

    it('drops an item the model names that no search returned, even by its title', async () => {
      await configured();
      fake.behaviour = {
        kind: 'script',
        turns: [
          { toolCalls: [{ name: 'search_events', arguments: { when: 'coming up' } }] },
          {
            chunks: ['Try the Harvest Swap at the Riverside Pavilion, or buy a Glass Spoon Pipe.'],
          },
        ],
      };
      const cited = (doneOf(await ask('what is coming up?'))?.suggestions ?? []) as Suggestion[];
      expect(cited.map((item) => [item.type, item.title])).toEqual([
        ['EVENT', 'Harvest Swap at the Riverside Pavilion'],
      ]);
    });

    it('sends back why a call was refused, and the model goes on', async () => {
      await configured();
      fake.received = [];
      fake.behaviour = {
        kind: 'script',
        turns: [
          {
            toolCalls: [{ name: 'search_shops', arguments: { place: 'Atlantis', colour: 'blue' } }],
          },
          { chunks: ['I found nothing on Canopy for that.'] },
        ],
      };
      const events = await ask('shops in Atlantis');
      const refused = JSON.parse(messagesSent(1).at(-1)?.content ?? '{}') as { error: string };
      expect(refused.error).toContain('colour');
      expect(doneOf(events)).toMatchObject({
        reply: 'I found nothing on Canopy for that.',
        suggestions: [],
      });
    });

    it('never hands an emergency, or a medical, legal or driving question, to the model', async () => {
      await configured();
      fake.received = [];
      fake.behaviour = { kind: 'stream', chunks: ['Buy the Huckleberry Gummies [1].'] };
      const emergency = await ask('I think I took too much, my heart is racing');
      expect(emergency[0]?.data.engine).toBe('built-in');
      expect(doneOf(emergency)?.reply).toMatch(/911.*1-800-222-1222/);
      expect(doneOf(emergency)?.suggestions).toEqual([]);
      for (const question of [
        'How much CBD should I take for anxiety?',
        'Is CBD legal in Kansas? Would a tincture or gummies be better?',
        'Can I drive after an edible?',
      ]) {
        const events = await ask(question);
        expect(events[0]?.data.engine, question).toBe('built-in');
        const cited = (doneOf(events)?.suggestions ?? []) as Suggestion[];
        expect(cited.filter((item) => ['OFFER', 'RETAILER'].includes(item.type))).toEqual([]);
      }
      expect(fake.received).toEqual([]);
    });

    it('falls back to the built-in answer when the model fails before saying anything', async () => {
      await configured();
      fake.behaviour = { kind: 'fail', status: 503 };
      const events = await ask('which offers are near me under $20?');
      expect(events.map((e) => e.event)).toContain('notice');
      expect(doneOf(events)?.reply).toMatch(/^Here is what I found on Canopy under \$20\.00/);
      expect(doneOf(events)?.status).toBe('complete');
      expect((doneOf(events)?.suggestions as Suggestion[]).length).toBeGreaterThan(0);
    });

    it('falls back when the model does not answer in time', async () => {
      t = await buildTestApp(backend, {
        chatCompletions: { baseUrl: fake.baseUrl, model: 'tiny', timeoutMs: 300 },
      });
      dana = await signIn(t.app);
      fake.behaviour = { kind: 'hang' };
      const events = await ask('quiz packs');
      expect(events.find((e) => e.event === 'notice')?.data.message).toMatch(/not answering/);
      expect(doneOf(events)?.reply).toContain('quiz pack');
    });

    it('keeps what was streamed when the model breaks off mid-answer, and says so', async () => {
      await configured();
      fake.behaviour = { kind: 'break', chunks: ['The nearest ', 'offer is'] };
      const events = await ask('which offers are near me under $20?', { newConversation: true });
      expect(tokensOf(events)).toBe('The nearest offer is');
      const error = events.find((e) => e.event === 'error');
      expect(error?.data).toMatchObject({ errorCode: 'ANSWER_CUT_OFF' });
      expect(error?.data.message).toMatch(/cut off.*Retry/);
      const done = doneOf(events);
      expect(done).toMatchObject({ reply: 'The nearest offer is', status: 'interrupted' });
      const saved = await t.db.query<{
        meta_data: { messages: { text: string; status?: string }[] };
      }>('SELECT meta_data FROM albums WHERE id = $1', [done?.albumId]);
      expect(saved[0]?.meta_data.messages[1]).toMatchObject({
        text: 'The nearest offer is',
        status: 'interrupted',
      });
    });

    it('answers POST /edy/stt through the tools too, or gives the built-in answer', async () => {
      await configured();
      const askWhole = async (question: string) => {
        const data = new FormData();
        data.append('textnoaudio', question);
        const request = new Request('http://api.test/', { method: 'POST', body: data });
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/edy/stt?latitude=${LAWRENCE.latitude}&longitude=${LAWRENCE.longitude}`,
          headers: {
            ...dana.headers,
            'content-type': request.headers.get('content-type') ?? '',
          },
          payload: Buffer.from(await request.arrayBuffer()),
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ item: { reply: string; suggestions: Suggestion[] } }>().item;
      };
      fake.behaviour = {
        kind: 'script',
        turns: [
          { toolCalls: [{ name: 'search_quiz_packs', arguments: { query: 'terpenes' } }] },
          { chunks: ['Play [1]!'] },
        ],
      };
      const worded = await askWhole('a quiz about terpenes');
      expect(worded.reply).toBe('Play [1]!');
      expect(worded.suggestions.map((item) => item.title)).toEqual(['Terpene Trivia']);
      fake.behaviour = { kind: 'fail', status: 503 };
      expect((await askWhole('which offers are near me under $20?')).reply).toMatch(
        /^Here is what I found on Canopy under \$20\.00/,
      );
      fake.received = [];
      expect((await askWhole('my toddler ate a gummy')).reply).toMatch(/Poison Control/);
      expect(fake.received).toEqual([]);
    });
  });
});
