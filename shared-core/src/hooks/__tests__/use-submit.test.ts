import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reasonText, store, toastsAtom } from '../../index.ts';
import { useSubmit } from '../use-submit.ts';

describe('useSubmit', () => {
  it('answers what the send answered, busy only while it runs', async () => {
    const { result } = renderHook(() => useSubmit());
    let finish: (value: string) => void = () => {};
    let answer: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      answer = result.current.run(() => new Promise<string>((done) => (finish = done)), 'x');
    });
    expect(result.current.busy).toBe(true);
    await act(async () => finish('saved'));
    expect(await answer).toBe('saved');
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it('tells a failure beside the form, in the given words when it has none, and calls onFailure', async () => {
    const onFailure = vi.fn();
    const { result } = renderHook(() => useSubmit());
    let answer: unknown = 'not yet';
    await act(async () => {
      answer = await result.current.run(() => Promise.reject(new Error('offline')), {
        text: 'The list could not be saved.',
        explain: reasonText,
        onFailure,
      });
    });
    expect(answer).toBeUndefined();
    expect(result.current.error).toBe('The list could not be saved.');
    expect(onFailure).toHaveBeenCalledOnce();
  });

  it('tells a failure in a toast when asked, and clears an earlier one on the next send', async () => {
    const { result } = renderHook(() => useSubmit());
    await act(() => result.current.run(() => Promise.reject(new Error('x')), 'Not sent.'));
    expect(result.current.error).toMatch(/Not sent\./);
    await act(() =>
      result.current.run(() => Promise.reject(new Error('x')), {
        text: 'Not liked.',
        tell: 'toast',
      }),
    );
    expect(result.current.error).toBeNull();
    expect(store.get(toastsAtom).map((toast) => toast.message)).toContainEqual(
      expect.stringMatching(/Not liked\./),
    );
  });
});
