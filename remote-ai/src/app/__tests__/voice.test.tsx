import { apiBaseAtom, store, toastsAtom } from '@canopy/shared-core';
import { listOf, stubApi } from '@canopy/shared-core/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import AiRoutes from '../routes.tsx';

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

class FakeAudioContext {
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

function stubMicrophone(getUserMedia: () => Promise<unknown>) {
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/browse/ai-chat']}>
      <Routes>
        <Route path="/browse/*" element={<AiRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  store.set(apiBaseAtom, 'http://api.test/api');
  store.set(toastsAtom, []);
});
afterEach(() => vi.unstubAllGlobals());

it('sends the recording as `file` and shows the transcript and the answer', async () => {
  let sent: string | undefined;
  stubMicrophone(() => Promise.resolve({ getTracks: () => [] }));
  stubApi({
    '/api/albums/search': listOf([]),
    '/api/edy/stt': async (_url: URL, request: Request) => {
      sent = await request.text();
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
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Ask by voice' }));
  expect(await screen.findByRole('meter', { name: 'Microphone level' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Send recording' }));
  expect(await screen.findByText(/the quiz pack “Terpene Trivia”/, { selector: 'p' })).toBeTruthy();
  expect(screen.getByText('quiz packs')).toBeTruthy();
  expect(sent).toMatch(/name="file"; filename="[^"]*"\r\nContent-Type: audio\/webm/);
  expect(sent).toMatch(/name="newConversation"\r\n\r\ntrue/);
});

it('cancelling sends nothing; a refused upload shows the API’s reason', async () => {
  stubMicrophone(() => Promise.resolve({ getTracks: () => [] }));
  const fetchMock = stubApi({
    '/api/albums/search': listOf([]),
    '/api/edy/stt': () =>
      Response.json(
        {
          valid: false,
          message: 'The recording is too large (the limit is 10 MiB).',
          errorCode: 'PAYLOAD_TOO_LARGE',
        },
        { status: 413 },
      ),
  });
  renderPage();
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
});

it('says so when the microphone is not allowed', async () => {
  stubMicrophone(() => Promise.reject(new Error('denied')));
  stubApi({ '/api/albums/search': listOf([]) });
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Ask by voice' }));
  expect((await screen.findByRole('alert')).textContent).toMatch(/microphone is not available/);
});
