// @vitest-environment node
// Node's own FormData, Blob and Request, as in a browser; jsdom mixes its Blob with Node's FormData.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { locationAtom } from '../../../state/location-atoms.ts';
import { store } from '../../../state/store.ts';
import { toastsAtom } from '../../../state/toast-atoms.ts';
import { recordFetch, resetApiStore } from '../../__tests__/fetch-recorder.ts';
import { askAssistant, streamAnswer } from '../assistant.ts';
import { conversationMessages, listConversations } from '../conversations.ts';
import { refusalBody } from '../../../testing/envelopes.ts';

interface SentForm {
  url: URL;
  contentType: string | null;
  form: FormData;
}

/** Records multipart requests (the shared recorder reads JSON bodies). */
function recordForms(answer: unknown = { valid: true, message: 'ok', item: {} }): SentForm[] {
  const sent: SentForm[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      sent.push({
        url: new URL(input.url),
        contentType: input.headers.get('content-type'),
        form: await input.clone().formData(),
      });
      return Response.json(answer);
    }),
  );
  return sent;
}

beforeEach(() => {
  resetApiStore();
});
afterEach(() => vi.unstubAllGlobals());

describe('asking the assistant (POST /edy/stt)', () => {
  it('sends a typed question as multipart form fields, not JSON', async () => {
    const sent = recordForms();
    await askAssistant({
      text: 'Is there a quiz about terpenes?',
      answers: [{ role: 'user', text: 'hello' }],
      voiceId: 'alloy',
      albumId: 12,
    });
    const [request] = sent;
    expect(request?.url.pathname).toBe('/api/edy/stt');
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      textnoaudio: 'Is there a quiz about terpenes?',
      answers: '[{"role":"user","text":"hello"}]',
      voiceId: 'alloy',
      albumId: '12',
      // The member's own time zone, for "tonight" and "open now".
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    // The client's generic position rule skips /edy/stt: nothing in the query either.
    expect(request?.url.search).toBe('');
  });

  it('sends a recording as the file field, and the position when it is known', async () => {
    const sent = recordForms();
    store.set(locationAtom, { latitude: 38.97, longitude: -95.23 });
    const audio = new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/webm' });
    await askAssistant({ audio, newConversation: true });
    const form = sent[0]?.form;
    const file = form?.get('file');
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).type).toBe('audio/webm');
    expect((file as File).name).toBe('question.webm');
    expect(form?.get('textnoaudio')).toBeNull();
    expect(form?.get('newConversation')).toBe('true');
    expect(form?.get('answers')).toBe('[]');
    expect([form?.get('latitude'), form?.get('longitude')]).toEqual(['38.97', '-95.23']);
  });

  it('hands "voice unavailable" back as a refusal and shows it as a toast', async () => {
    recordForms(
      refusalBody(
        'STT_UNAVAILABLE',
        'Voice input is not available on this server. Type your question instead.',
      ),
    );
    const answer = await askAssistant({ audio: new Blob(['x'], { type: 'audio/ogg' }) });
    expect(answer).toMatchObject({ valid: false, errorCode: 'STT_UNAVAILABLE' });
    expect(store.get(toastsAtom)).toHaveLength(1);
  });
});

describe('streaming an answer (POST /edy/stream)', () => {
  it("sends the member's time zone, and hands on the items the finished answer cites", async () => {
    const bodies: unknown[] = [];
    const cited = [{ type: 'EVENT', id: 4, title: 'Harvest Swap' }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        bodies.push(await input.clone().json());
        const events =
          'event: start\ndata: {"transcript":"q","albumId":null,"engine":"chat-completions","suggestions":[]}\n\n' +
          `event: done\ndata: ${JSON.stringify({ reply: 'Go [1].', albumId: null, status: 'complete', suggestions: cited })}\n\n`;
        return new Response(events, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    const events = [];
    for await (const event of streamAnswer({ text: 'events tonight' })) events.push(event);
    expect(bodies[0]).toMatchObject({
      textnoaudio: 'events tonight',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(events.at(-1)).toEqual({
      event: 'done',
      reply: 'Go [1].',
      albumId: null,
      status: 'complete',
      suggestions: cited,
    });
  });
});

describe('conversations', () => {
  it("lists the member's own chat_bot albums, most recently active first", async () => {
    const requests = recordFetch(() => ({ valid: true, items: [] }));
    await listConversations({ limit: 20 });
    expect(requests[0]?.path).toBe('/albums/search');
    expect(Object.fromEntries(requests[0]?.query ?? [])).toMatchObject({
      albumType: 'chat_bot',
      filter: 'MINE',
      sortField: 'ALBUM_UPDATED',
      limit: '20',
    });
  });

  it('reads the saved messages, skipping anything malformed', () => {
    const messages = conversationMessages({
      metaData: {
        messages: [
          { role: 'user', text: 'gummies', at: '2025-01-01T10:00:00.000Z' },
          { role: 'assistant', text: 'Here…', at: '2025-01-01T10:00:00.000Z', suggestions: [] },
          { role: 'system', text: 'ignored' },
          'nonsense',
        ],
      },
    });
    expect(messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(conversationMessages({ metaData: {} })).toEqual([]);
  });
});
