import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession } from '../../session/end-session.ts';
import { userAtom } from '../../session/session-atoms.ts';
import { store } from '../../state/store.ts';
import type { AuthUser } from '../../api/types.ts';
import { useApiResource } from '../use-api-resource.ts';
import { refusalBody } from '../../testing/envelopes.ts';

/** What a GET answers when the client swallowed an HTTP error: its status and reason. */
const swallowedGetError = (httpStatus: number, reason: string) => ({
  status: 'error' as const,
  message: `Error Code: ${httpStatus} Message: ${reason}`,
  httpStatus,
  reason,
});

describe('useApiResource', () => {
  it('is ready with an accepted answer', async () => {
    const answer = { valid: true as const, message: '', item: { albumId: 1 } };
    const { result } = renderHook(() => useApiResource(async () => answer, []));
    expect(result.current[0]).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', data: answer }));
  });

  const denied = 'You do not have access to this content.';
  it.each([
    {
      when: 'a swallowed GET error: an error with its text, one a retry may help',
      answer: swallowedGetError(500, 'Busy'),
      state: { message: 'Error Code: 500 Message: Busy', failure: 'retryable', reason: 'Busy' },
    },
    {
      when: "a thing that is not there (404): told from a failure, in the API's own words",
      answer: swallowedGetError(404, 'That post does not exist.'),
      state: {
        message: 'Error Code: 404 Message: That post does not exist.',
        failure: 'not-found',
        reason: 'That post does not exist.',
      },
    },
    {
      when: 'a valid:false answer (access denied, say): an error, not data',
      answer: refusalBody('ACCESS_DENIED', denied),
      state: { message: denied, failure: 'final', reason: denied },
    },
  ])('shows $when', async ({ answer, state }) => {
    const { result } = renderHook(() => useApiResource(async () => answer, []));
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'error', ...state }));
  });

  describe('arrived', () => {
    const answer = (n: number) => ({ valid: true as const, message: '', items: [n] });

    it('draws an answer already here in the first render, without asking for it again', async () => {
      let asked = 0;
      let claimed = 0;
      const { result, rerender } = renderHook(
        ({ input }) =>
          useApiResource(
            async () => {
              asked += 1;
              return answer(input);
            },
            [input],
            { arrived: () => ({ data: answer(0), claim: () => (claimed += 1) }) },
          ),
        { initialProps: { input: 0 } },
      );
      expect(result.current[0]).toEqual({ status: 'ready', data: answer(0) });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(asked).toBe(0);
      expect(claimed).toBe(1); // once drawn, no later call is given it
      // Other inputs are asked for as usual, and so is a reload.
      rerender({ input: 1 });
      await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', data: answer(1) }));
      expect(asked).toBe(1);
    });

    it('asks as usual when nothing has arrived, or what arrived was refused', async () => {
      type Answer =
        ReturnType<typeof answer> | { valid: false; message: string; errorCode: string };
      const refused: Answer = refusalBody('ACCESS_DENIED', 'No.');
      for (const arrived of [null, { data: refused, claim: () => {} }]) {
        const { result } = renderHook(() =>
          useApiResource(async (): Promise<Answer> => answer(2), [], { arrived: () => arrived }),
        );
        expect(result.current[0]).toEqual({ status: 'loading' });
        await waitFor(() =>
          expect(result.current[0]).toEqual({ status: 'ready', data: answer(2) }),
        );
      }
    });
  });

  describe('remember', () => {
    const answer = (n: number) => ({ valid: true as const, message: '', items: [n] });
    const signInAs = (id: number) => store.set(userAtom, { id } as AuthUser);
    afterEach(() => endSession());

    /** Mounts the hook until its answer is ready, then unmounts it, as leaving a page does. */
    async function visit(n: number, name = 'list') {
      const view = renderHook(() =>
        useApiResource(async () => answer(n), ['inputs'], { remember: name }),
      );
      await waitFor(() =>
        expect(view.result.current[0]).toEqual({ status: 'ready', data: answer(n) }),
      );
      view.unmount();
    }

    it('shows the last answer at once on the next visit, then the fresh one', async () => {
      signInAs(1);
      await visit(1);
      let resolve: (value: ReturnType<typeof answer>) => void = () => {};
      const { result } = renderHook(() =>
        useApiResource(
          () => new Promise<ReturnType<typeof answer>>((done) => (resolve = done)),
          ['inputs'],
          { remember: 'list' },
        ),
      );
      expect(result.current[0]).toEqual({ status: 'ready', data: answer(1) });
      resolve(answer(2));
      await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', data: answer(2) }));
    });

    it("never shows one member's answer to another, nor after the session ends", async () => {
      signInAs(1);
      await visit(1);
      signInAs(2);
      const other = renderHook(() =>
        useApiResource(() => new Promise(() => {}), ['inputs'], { remember: 'list' }),
      );
      expect(other.result.current[0]).toEqual({ status: 'loading' });
      other.unmount();

      signInAs(1);
      endSession();
      signInAs(1);
      const after = renderHook(() =>
        useApiResource(() => new Promise(() => {}), ['inputs'], { remember: 'list' }),
      );
      expect(after.result.current[0]).toEqual({ status: 'loading' });
    });

    it('shows loading, not the old answer, for inputs it has not seen', async () => {
      signInAs(1);
      await visit(1);
      const { result } = renderHook(() =>
        useApiResource(() => new Promise(() => {}), ['other inputs'], { remember: 'list' }),
      );
      expect(result.current[0]).toEqual({ status: 'loading' });
    });
  });
});
