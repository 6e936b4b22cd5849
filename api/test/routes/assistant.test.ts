import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { haversineMiles } from '../../src/lib/geo.ts';
import { onSaleSql } from '../../src/db/sql.ts';
import { VISIBILITY_FIXTURES as F } from '../../src/seed/albums.ts';
import { SECTION_FIXTURES } from '../../src/seed/sections.ts';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

interface Suggestion {
  type: string;
  id: number;
  title: string;
  subtitle: string;
  link: string;
  imageURL: string | null;
  priceCents: number | null;
}

interface Answer {
  transcript: string;
  reply: string;
  voiceId: string | null;
  albumId: number | null;
  suggestions: Suggestion[];
}

type Field = { name: string; value: string } | { name: string; bytes: Buffer; type: string };

/** A multipart body exactly as a browser's FormData makes it. */
async function form(fields: Field[]) {
  const data = new FormData();
  for (const field of fields) {
    if ('value' in field) data.append(field.name, field.value);
    else
      data.append(
        field.name,
        new Blob([new Uint8Array(field.bytes)], { type: field.type }),
        'q.webm',
      );
  }
  const request = new Request('http://api.test/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

const LAWRENCE = { latitude: '38.9717', longitude: '-95.2353' };
const AUDIO = Buffer.from('OggS fake opus frames');

/** WAV recordings of spoken questions, made by scripts/generate-voice-fixtures.sh. */
const fixture = (name: string) => readFile(new URL(`../fixtures/${name}`, import.meta.url));

/** A 16 kHz, 16-bit mono WAV of silence, `seconds` long. */
function silentWav(seconds: number): Buffer {
  const data = Buffer.alloc(seconds * 16_000 * 2);
  const header = Buffer.alloc(44);
  header.write('RIFFxxxxWAVEfmt ', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A stand-in OpenAI-compatible transcription server. */
interface FakeStt {
  url: string;
  received: { file: File | null; model: string | File | null }[];
  answer: { status: number; body: unknown };
}

function startFakeStt(): Promise<{ fake: FakeStt; server: Server }> {
  const fake: FakeStt = { url: '', received: [], answer: { status: 200, body: { text: '' } } };
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      void (async () => {
        const request = new Request('http://stt.test/', {
          method: 'POST',
          headers: { 'content-type': incoming.headers['content-type'] ?? '' },
          body: Buffer.concat(chunks),
        });
        const data = await request.formData();
        const file = data.get('file');
        fake.received.push({ file: file instanceof File ? file : null, model: data.get('model') });
        outgoing.writeHead(fake.answer.status, { 'content-type': 'application/json' });
        outgoing.end(JSON.stringify(fake.answer.body));
      })();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/audio/transcriptions`;
      resolve({ fake, server });
    });
  });
}

describe.each(BACKENDS)('assistant (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
  });
  afterEach(async () => {
    await t.close();
  });

  const send = async (fields: Field[], who: SignedInMember | null = dana, app = t.app) => {
    const body = await form(fields);
    return app.inject({
      method: 'POST',
      url: '/api/edy/stt',
      headers: { ...body.headers, ...who?.headers },
      payload: body.payload,
    });
  };
  const ask = async (text: string, extra: Field[] = [], who: SignedInMember = dana) => {
    const response = await send([{ name: 'textnoaudio', value: text }, ...extra], who);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ valid: boolean; item: Answer }>();
    expect(body.valid, response.body).toBe(true);
    return body.item;
  };
  const albumIdOf = async (title: string) =>
    (await t.db.query<{ id: number }>('SELECT id FROM albums WHERE title = $1', [title]))[0]?.id ??
    0;
  const conversations = async (who: SignedInMember = dana) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/albums/search?albumType=chat_bot&filter=MINE&sortField=ALBUM_UPDATED&limit=50',
        headers: who.headers,
      })
    ).json<{
      countTotal: number;
      items: {
        albumId: number;
        title: string;
        description: string;
        metaData: { messages: { role: string; text: string }[] };
      }[];
    }>();

  describe('typed questions', () => {
    it('answers from quiz packs, with a link to play', async () => {
      const answer = await ask('Is there a quiz about terpenes?', [
        { name: 'voiceId', value: 'en-US-Aria' },
        { name: 'answers', value: '[]' },
      ]);
      expect(answer.transcript).toBe('Is there a quiz about terpenes?');
      expect(answer.voiceId).toBe('en-US-Aria');
      expect(answer.albumId).toBeNull();
      expect(answer.reply).toBe(
        'Quiz packs on Canopy about “terpenes”: the quiz pack “Terpene Trivia”.',
      );
      const [pack] = answer.suggestions;
      const levels = await t.db.query<{ id: number; pack_id: number }>(
        `SELECT l.id, l.pack_id FROM game_levels l JOIN game_packs p ON p.id = l.pack_id
          WHERE p.name = 'Terpene Trivia' ORDER BY l.position LIMIT 1`,
      );
      expect(pack).toMatchObject({
        type: 'QUIZ_PACK',
        id: levels[0]?.pack_id,
        title: 'Terpene Trivia',
        link: `/browse/quiz/detail/${levels[0]?.pack_id}/${levels[0]?.id}`,
      });
    });

    it('finds products on sale at the nearest shop, with price and distance', async () => {
      const answer = await ask('Where can I buy an herb grinder?', [
        { name: 'latitude', value: LAWRENCE.latitude },
        { name: 'longitude', value: LAWRENCE.longitude },
      ]);
      const offers = answer.suggestions.filter((suggestion) => suggestion.type === 'OFFER');
      // Several shops sell one: the nearest few, nearest first.
      expect(offers.length).toBeGreaterThan(1);
      expect(offers.every((offer) => offer.title === 'Herb Grinder')).toBe(true);
      const offer = offers[0];
      expect(offer?.link).toBe(`/browse/marketplace/product/${offer?.id}`);
      expect(offer?.subtitle).toMatch(/^\$\d+\.\d\d at .+ · ([\d.]+ miles away|right nearby)$/);
      expect(answer.reply).toContain('Herb Grinder for $');
      // It is the nearest shop that has one on sale.
      const shops = await t.db.query<{ id: number; latitude: number; longitude: number }>(
        `SELECT ol.id, l.latitude, l.longitude
           FROM offer_locations ol JOIN offers o ON o.id = ol.offer_id
           JOIN retailer_locations l ON l.id = ol.retailer_location_id
           JOIN retailers r ON r.id = o.retailer_id
          WHERE o.name = 'Herb Grinder' AND ol.stock > 0 AND ${onSaleSql()}`,
      );
      const here = { latitude: Number(LAWRENCE.latitude), longitude: Number(LAWRENCE.longitude) };
      const nearest = shops.sort((a, b) => haversineMiles(here, a) - haversineMiles(here, b))[0];
      expect(shops.length).toBeGreaterThan(1);
      expect(offer?.id).toBe(nearest?.id);
    });

    it('only points to albums the member may see', async () => {
      const hiddenId = await albumIdOf(F.hiddenOrGrowers);
      const forDana = await ask('seed swap sign-up');
      expect(forDana.suggestions.map((suggestion) => suggestion.id)).not.toContain(hiddenId);
      expect(forDana.reply).not.toContain(F.hiddenOrGrowers);
      const marcus = await signIn(t.app, OTHER_MEMBER); // in the Growers Club
      const forMarcus = await ask('seed swap sign-up', [], marcus);
      expect(forMarcus.suggestions[0]).toMatchObject({
        type: 'ALBUM',
        id: hiddenId,
        link: `/browse/activity-detail/${hiddenId}`,
      });
      // Nobody else's conversations are searched.
      const chat = await ask('overwintering basil rosemary indoors', [], marcus);
      const danasChat = await albumIdOf('Overwintering herbs indoors');
      expect(chat.suggestions.map((suggestion) => suggestion.id)).not.toContain(danasChat);
    });

    it('links an event and a training to their own pages, not a post page', async () => {
      const swap = await ask('harvest swap riverside pavilion');
      const eventId = await albumIdOf(SECTION_FIXTURES.event);
      expect(swap.suggestions).toContainEqual(
        expect.objectContaining({ type: 'EVENT', id: eventId, link: `/browse/event/${eventId}` }),
      );
      const basics = await ask('container gardening basics training');
      const trainingId = await albumIdOf(SECTION_FIXTURES.training);
      expect(basics.suggestions).toContainEqual(
        expect.objectContaining({
          type: 'TRAINING',
          id: trainingId,
          link: `/browse/training-post/${trainingId}`,
        }),
      );
    });

    it('greets, helps, and says plainly when nothing matches', async () => {
      const hello = await ask('Hello!');
      expect(hello.reply).toMatch(/^Hi Dana! I'm Edy, Canopy's assistant\./);
      expect(hello.suggestions).toEqual([]);
      expect((await ask('what can you do?')).reply).toMatch(/^I'm Edy/);
      const nothing = await ask('xylophone quartz');
      expect(nothing.reply).toBe(
        'I could not find anything on Canopy about “xylophone quartz”. Try other words, or ask ' +
          'about events, shops, products, trainings or quiz packs.',
      );
      expect(nothing.suggestions).toEqual([]);
      const medical = await ask('What CBD dosage should I take for sleep?');
      expect(medical.reply).toMatch(/I can't give medical advice/);
    });

    it('goes on with the earlier question when asked for more', async () => {
      const first = await ask('gummies');
      expect(first.suggestions.length).toBeGreaterThan(0);
      const history = JSON.stringify([
        { role: 'user', text: 'gummies' },
        { role: 'assistant', text: first.reply },
      ]);
      const more = await ask('more', [{ name: 'answers', value: history }]);
      expect(more.transcript).toBe('more');
      const firstIds = new Set(first.suggestions.map((s) => `${s.type}:${s.id}`));
      expect(more.suggestions.some((s) => firstIds.has(`${s.type}:${s.id}`))).toBe(false);
      expect(more.reply).toMatch(/^(More on Canopy for “gummies”|That is everything)/);
    });
  });

  describe('conversations', () => {
    it('saves exchanges to a new conversation the member then lists as their own', async () => {
      const before = (await conversations()).countTotal;
      const first = await ask('Is there a quiz about terpenes?', [
        { name: 'newConversation', value: 'true' },
      ]);
      expect(first.albumId).toEqual(expect.any(Number));
      const second = await ask('and pollinators?', [
        { name: 'albumId', value: String(first.albumId) },
      ]);
      expect(second.albumId).toBe(first.albumId);

      const mine = await conversations();
      expect(mine.countTotal).toBe(before + 1);
      const saved = mine.items[0];
      expect(saved).toMatchObject({
        albumId: first.albumId,
        title: 'Is there a quiz about terpenes?',
        description: second.reply.slice(0, 140),
      });
      expect(saved?.metaData.messages.map((message) => [message.role, message.text])).toEqual([
        ['user', 'Is there a quiz about terpenes?'],
        ['assistant', first.reply],
        ['user', 'and pollinators?'],
        ['assistant', second.reply],
      ]);
      // Private to Dana.
      const marcus = await signIn(t.app, OTHER_MEMBER);
      expect((await conversations(marcus)).items.map((item) => item.albumId)).not.toContain(
        first.albumId,
      );
    });

    it("refuses to write into anyone else's conversation, or into other albums", async () => {
      const danasChat = await albumIdOf('Overwintering herbs indoors');
      const marcus = await signIn(t.app, OTHER_MEMBER);
      const intruder = await send(
        [
          { name: 'textnoaudio', value: 'hello' },
          { name: 'albumId', value: String(danasChat) },
        ],
        marcus,
      );
      expect(intruder.statusCode).toBe(404);
      const notAChat = await send([
        { name: 'textnoaudio', value: 'hello' },
        { name: 'albumId', value: String(await albumIdOf("Dana's favorite shops")) },
      ]);
      expect(notAChat.statusCode).toBe(404);
      const messages = await t.db.query<{ n: number }>(
        "SELECT jsonb_array_length(meta_data->'messages') AS n FROM albums WHERE id = $1",
        [danasChat],
      );
      expect(messages[0]?.n).toBe(4);
    });

    it('keeps both of two exchanges sent at once, and refuses a full conversation', async () => {
      const chat = await albumIdOf('Shops open late near Lawrence');
      const answers = await Promise.all(
        ['terpenes', 'gummies'].map((text) =>
          send([
            { name: 'textnoaudio', value: text },
            { name: 'albumId', value: String(chat) },
          ]),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const rows = await t.db.query<{ n: number }>(
        "SELECT jsonb_array_length(meta_data->'messages') AS n FROM albums WHERE id = $1",
        [chat],
      );
      expect(rows[0]?.n).toBe(6);

      const many = Array.from({ length: 99 }, (_, index) => ({ role: 'user', text: `q${index}` }));
      await t.db.query(
        `UPDATE albums SET meta_data = jsonb_build_object('messages', $2::jsonb) WHERE id = $1`,
        [chat, JSON.stringify(many)],
      );
      const full = await send([
        { name: 'textnoaudio', value: 'terpenes' },
        { name: 'albumId', value: String(chat) },
      ]);
      expect(full.json()).toMatchObject({ valid: false, errorCode: 'CONVERSATION_FULL' });
    });
  });

  describe('voice questions', () => {
    it('hears a spoken question with no server configured and answers it with offers under $20', async () => {
      const response = await send([
        {
          name: 'file',
          bytes: await fixture('question-offers-under-twenty.wav'),
          type: 'audio/wav',
        },
        { name: 'latitude', value: LAWRENCE.latitude },
        { name: 'longitude', value: LAWRENCE.longitude },
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const { item } = response.json<{ valid: true; item: Answer }>();
      expect(item.transcript).toBe('which offers are near me under $20');
      // Spoken, it is answered exactly as typed.
      const typed = await ask(item.transcript, [
        { name: 'latitude', value: LAWRENCE.latitude },
        { name: 'longitude', value: LAWRENCE.longitude },
      ]);
      expect(item.reply).toBe(typed.reply);
      expect(item.suggestions).toEqual(typed.suggestions);
      const offers = item.suggestions.filter((suggestion) => suggestion.type === 'OFFER');
      expect(offers.length).toBeGreaterThan(0);
      for (const offer of offers) {
        expect(offer.priceCents).toBeLessThanOrEqual(2000);
        expect(offer.link).toBe(`/browse/marketplace/product/${offer.id}`);
        expect(item.reply).toContain(offer.title);
      }
    });

    it('says it did not catch speech outside the questions it knows', async () => {
      const response = await send([
        { name: 'file', bytes: await fixture('weather-out-of-grammar.wav'), type: 'audio/wav' },
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        valid: false,
        errorCode: 'NOT_UNDERSTOOD',
        message: 'I did not catch that — try typing your question.',
      });
    });

    it('refuses recordings the offline recogniser cannot read, or longer than 60 s', async () => {
      const webm = await send([{ name: 'file', bytes: AUDIO, type: 'audio/webm;codecs=opus' }]);
      expect(webm.statusCode).toBe(415);
      expect(webm.json<{ message: string }>().message).toMatch(/reads WAV recordings only/);
      const fake = await send([{ name: 'file', bytes: AUDIO, type: 'audio/wav' }]);
      expect(fake.statusCode).toBe(415);
      expect(fake.json()).toEqual({
        valid: false,
        errorCode: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'The recording must be a WAV file (16-bit PCM or 32-bit float).',
      });
      const long = await send([{ name: 'file', bytes: silentWav(61), type: 'audio/wav' }]);
      expect(long.statusCode).toBe(413);
      expect(long.json()).toEqual({
        valid: false,
        errorCode: 'RECORDING_TOO_LONG',
        message: 'The recording is 61 seconds long; the limit is 60 seconds.',
      });
    });

    it('refuses a file that is not audio (415), a 20 MB upload (413) or an empty one (400)', async () => {
      const text = await send([{ name: 'file', bytes: AUDIO, type: 'text/plain' }]);
      expect(text.statusCode).toBe(415);
      expect(text.json()).toEqual({
        valid: false,
        errorCode: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'The recording must be an audio file (audio/*).',
      });
      const video = await send([{ name: 'file', bytes: AUDIO, type: 'video/webm' }]);
      expect(video.statusCode).toBe(415);
      const big = await send([
        { name: 'file', bytes: Buffer.alloc(20 * 1000 * 1000, 1), type: 'audio/wav' },
      ]);
      expect(big.statusCode).toBe(413);
      expect(big.json()).toEqual({
        valid: false,
        errorCode: 'PAYLOAD_TOO_LARGE',
        message: 'The recording is too large (the limit is 10 MiB).',
      });
      const empty = await send([{ name: 'file', bytes: Buffer.alloc(0), type: 'audio/wav' }]);
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ message: 'body/file is empty' });
    });

    describe('with a speech-to-text server', () => {
      let stt: { fake: FakeStt; server: Server };
      beforeAll(async () => {
        stt = await startFakeStt();
      });
      afterAll(async () => {
        await new Promise((resolve) => stt.server.close(resolve));
      });

      it('transcribes the recording and answers the transcript', async () => {
        const voiced = await buildTestApp(backend, {
          speechToText: { url: stt.fake.url, model: 'whisper-test' },
        });
        try {
          stt.fake.received = [];
          stt.fake.answer = { status: 200, body: { text: '  quiz about terpenes ' } };
          const member = await signIn(voiced.app);
          const ok = await send(
            [
              { name: 'file', bytes: AUDIO, type: 'audio/webm' },
              { name: 'voiceId', value: 'alloy' },
            ],
            member,
            voiced.app,
          );
          expect(ok.json()).toMatchObject({
            valid: true,
            item: { transcript: 'quiz about terpenes', voiceId: 'alloy' },
          });
          expect(ok.json<{ item: Answer }>().item.reply).toContain('Terpene Trivia');
          const [received] = stt.fake.received;
          expect(received?.model).toBe('whisper-test');
          expect(received?.file?.type).toBe('audio/webm');
          expect(Buffer.from(await received!.file!.arrayBuffer()).equals(AUDIO)).toBe(true);

          stt.fake.answer = { status: 200, body: { text: '   ' } };
          const silent = await send(
            [{ name: 'file', bytes: AUDIO, type: 'audio/ogg' }],
            member,
            voiced.app,
          );
          expect(silent.json()).toMatchObject({ valid: false, errorCode: 'NO_SPEECH' });

          stt.fake.answer = { status: 500, body: { error: 'model crashed' } };
          const failed = await send(
            [{ name: 'file', bytes: AUDIO, type: 'audio/ogg' }],
            member,
            voiced.app,
          );
          expect(failed.statusCode).toBe(200);
          expect(failed.json()).toMatchObject({ valid: false, errorCode: 'STT_FAILED' });

          // The 60 s cap holds for the server too; it is not asked.
          stt.fake.received = [];
          const long = await send(
            [{ name: 'file', bytes: silentWav(61), type: 'audio/wav' }],
            member,
            voiced.app,
          );
          expect(long.statusCode).toBe(413);
          expect(stt.fake.received).toHaveLength(0);
        } finally {
          await voiced.close();
        }
      });
    });
  });

  describe('input', () => {
    it('validates every field, naming it', async () => {
      const cases: [Field[], number, string][] = [
        [[{ name: 'voiceId', value: 'x' }], 400, 'body/textnoaudio or body/file is required'],
        [[{ name: 'textnoaudio', value: '   ' }], 400, 'body/textnoaudio or body/file is required'],
        [
          [
            { name: 'textnoaudio', value: 'hi' },
            { name: 'file', bytes: AUDIO, type: 'audio/ogg' },
          ],
          400,
          'Send either body/textnoaudio or body/file, not both',
        ],
        [[{ name: 'textnoaudio', value: 'a'.repeat(1001) }], 400, 'body/textnoaudio'],
        [
          [
            { name: 'textnoaudio', value: 'hi' },
            { name: 'answers', value: '{"not":"a list"' },
          ],
          400,
          'body/answers',
        ],
        [
          [
            { name: 'textnoaudio', value: 'hi' },
            { name: 'voiceId', value: '<script>' },
          ],
          400,
          'body/voiceId',
        ],
        [
          [
            { name: 'textnoaudio', value: 'hi' },
            { name: 'albumId', value: 'twelve' },
          ],
          400,
          'body/albumId',
        ],
        [
          [
            { name: 'textnoaudio', value: 'hi' },
            { name: 'latitude', value: 'north' },
          ],
          400,
          'body/latitude',
        ],
        [
          [
            { name: 'textnoaudio', value: 'events tonight' },
            { name: 'timeZone', value: 'Nowhere/Else' },
          ],
          400,
          'body/timeZone',
        ],
      ];
      for (const [fields, status, message] of cases) {
        const response = await send(fields);
        expect(response.statusCode, JSON.stringify(fields)).toBe(status);
        expect(response.json<{ message: string }>().message).toContain(message);
      }
    });

    it('needs multipart and a session', async () => {
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/edy/stt',
        headers: dana.headers,
        payload: { textnoaudio: 'hello' },
      });
      expect(json.statusCode).toBe(415);
      const anonymous = await send([{ name: 'textnoaudio', value: 'hello' }], null);
      expect(anonymous.statusCode).toBe(403);
    });
  });
});
