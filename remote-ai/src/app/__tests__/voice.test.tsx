import { apiBaseAtom, store, toastsAtom } from '@canopy/shared-core';
import { listOf, refusal, refusalBody, stubApi } from '@canopy/shared-core/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderAiRoutesAt } from '../../testing/render-routes.tsx';

/** A recorder that yields one small clip when stopped. */
class FakeRecorder {
  mimeType = 'audio/webm';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {}
  stop() {
    this.ondataavailable?.({ data: new Blob(['clip'], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

/** A one-second recording as decodeAudioData gives it (48 kHz stereo). */
const decodedClip = { duration: 1, numberOfChannels: 2, sampleRate: 48_000 };

class FakeAudioContext {
  decodeAudioData(bytes: ArrayBuffer) {
    return bytes.byteLength > 0
      ? Promise.resolve(decodedClip)
      : Promise.reject(new DOMException('Unable to decode audio data', 'EncodingError'));
  }
  createAnalyser() {
    return { fftSize: 32, getByteTimeDomainData: (into: Uint8Array) => into.fill(128) };
  }
  createMediaStreamSource() {
    return { connect: () => undefined };
  }
  close() {
    return Promise.resolve();
  }
}

/** Renders what it is given at its own rate and channel count, as the browser does. */
class FakeOfflineAudioContext {
  destination = {};
  played: unknown;
  constructor(
    readonly channels: number,
    readonly frames: number,
    readonly sampleRate: number,
  ) {
    rendered.push(this);
  }
  createBufferSource() {
    return {
      buffer: null as unknown,
      connect: () => undefined,
      start: () => undefined,
    };
  }
  startRendering() {
    const samples = new Float32Array(this.frames);
    return Promise.resolve({ getChannelData: () => samples });
  }
}
const rendered: FakeOfflineAudioContext[] = [];

function stubMicrophone(getUserMedia: () => Promise<unknown>) {
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('OfflineAudioContext', FakeOfflineAudioContext);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
}

interface SentFile {
  type: string | undefined;
}

/** The multipart body, and the type its `file` part was sent as. */
async function filePart(request: Request): Promise<{ file?: SentFile; text: string }> {
  const text = await request.text();
  const head = /name="file"; filename="[^"]*"\r\nContent-Type: ([^\r]+)\r\n/.exec(text);
  return head ? { text, file: { type: head[1] } } : { text };
}

beforeEach(() => {
  store.set(apiBaseAtom, 'http://api.test/api');
  store.set(toastsAtom, []);
  rendered.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

it('sends the recording as a 16 kHz mono WAV `file` and shows the transcript and the answer', async () => {
  let sent: SentFile | undefined;
  let body: string | undefined;
  stubMicrophone(() => Promise.resolve({ getTracks: () => [] }));
  stubApi({
    '/api/albums/search': listOf([]),
    '/api/edy/stt': async (_url: URL, request: Request) => {
      ({ file: sent, text: body } = await filePart(request));
      return {
        valid: true,
        message: 'ok',
        item: {
          transcript: 'quiz packs',
          reply: 'Here is what I found on Canopy: the quiz pack “Terpene Trivia”.',
          voiceId: null,
          albumId: 4,
          suggestions: [],
        },
      };
    },
  });
  renderAiRoutesAt('/browse/ai-chat');
  fireEvent.click(await screen.findByRole('button', { name: 'Ask by voice' }));
  expect(await screen.findByRole('meter', { name: 'Microphone level' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Send recording' }));
  expect(await screen.findByText(/the quiz pack “Terpene Trivia”/, { selector: 'p' })).toBeTruthy();
  expect(screen.getByText('quiz packs')).toBeTruthy();
  expect(sent?.type).toBe('audio/wav');
  expect(
    rendered.map(({ channels, frames, sampleRate }) => ({ channels, frames, sampleRate })),
  ).toEqual([{ channels: 1, frames: 16_000, sampleRate: 16_000 }]);
  // (The bytes themselves are checked in speech-wav.test.ts: jsdom's Blob does not reach
  // the multipart body here.)
  expect(body).toMatch(/name="newConversation"\r\n\r\ntrue/);
});

it('cancelling sends nothing; a refused upload shows the API’s reason', async () => {
  stubMicrophone(() => Promise.resolve({ getTracks: () => [] }));
  const fetchMock = stubApi({
    '/api/albums/search': listOf([]),
    '/api/edy/stt': () =>
      refusal(413, 'PAYLOAD_TOO_LARGE', 'The recording is too large (the limit is 10 MiB).'),
  });
  renderAiRoutesAt('/browse/ai-chat');
  fireEvent.click(await screen.findByRole('button', { name: 'Ask by voice' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  await screen.findByRole('button', { name: 'Ask by voice' });
  const sttCalls = () =>
    fetchMock.mock.calls.filter(([input]) => (input as Request).url.endsWith('/edy/stt'));
  expect(sttCalls()).toHaveLength(0);

  fireEvent.click(screen.getByRole('button', { name: 'Ask by voice' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Send recording' }));
  await waitFor(() =>
    expect(
      store
        .get(toastsAtom)
        .map((toast) => toast.message)
        .join(),
    ).toContain('The recording is too large (the limit is 10 MiB).'),
  );
  expect((await screen.findByRole('alert')).textContent).toBe(
    'The recording is too large (the limit is 10 MiB).',
  );
});

it('says in the thread when Edy did not catch the question', async () => {
  stubMicrophone(() => Promise.resolve({ getTracks: () => [] }));
  stubApi({
    '/api/albums/search': listOf([]),
    '/api/edy/stt': () =>
      refusalBody('NOT_UNDERSTOOD', 'I did not catch that — try typing your question.'),
  });
  renderAiRoutesAt('/browse/ai-chat');
  fireEvent.click(await screen.findByRole('button', { name: 'Ask by voice' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Send recording' }));
  const thread = await screen.findByRole('list', { name: 'Conversation' });
  await waitFor(() =>
    expect(thread.textContent).toContain('I did not catch that — try typing your question.'),
  );
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
});

it('sends the recording as recorded when the browser cannot decode it', async () => {
  let sent: SentFile | undefined;
  stubMicrophone(() => Promise.resolve({ getTracks: () => [] }));
  stubApi({
    '/api/albums/search': listOf([]),
    '/api/edy/stt': async (_url: URL, request: Request) => {
      sent = (await filePart(request)).file;
      return refusal(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'This server recognises speech itself and reads WAV recordings only (16 kHz mono is best). Type your question instead.',
      );
    },
  });
  vi.stubGlobal(
    'AudioContext',
    class extends FakeAudioContext {
      override decodeAudioData() {
        return Promise.reject(new DOMException('Unable to decode audio data', 'EncodingError'));
      }
    },
  );
  renderAiRoutesAt('/browse/ai-chat');
  fireEvent.click(await screen.findByRole('button', { name: 'Ask by voice' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Send recording' }));
  expect((await screen.findByRole('alert')).textContent).toMatch(/reads WAV recordings only/);
  expect(sent?.type).toBe('audio/webm');
});

it('says so when the microphone is not allowed', async () => {
  stubMicrophone(() => Promise.reject(new Error('denied')));
  stubApi({ '/api/albums/search': listOf([]) });
  renderAiRoutesAt('/browse/ai-chat');
  fireEvent.click(await screen.findByRole('button', { name: 'Ask by voice' }));
  expect((await screen.findByRole('alert')).textContent).toMatch(/microphone is not available/);
});
