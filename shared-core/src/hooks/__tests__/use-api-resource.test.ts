import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useApiResource } from '../use-api-resource.ts';

describe('useApiResource', () => {
  it('is ready with an accepted answer', async () => {
    const answer = { valid: true as const, message: '', item: { albumId: 1 } };
    const { result } = renderHook(() => useApiResource(async () => answer, []));
    expect(result.current[0]).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', data: answer }));
  });

  it('shows a swallowed GET error as an error with its text', async () => {
    const { result } = renderHook(() =>
      useApiResource(async () => ({ status: 'error' as const, message: 'Error Code: 500' }), []),
    );
    await waitFor(() =>
      expect(result.current[0]).toEqual({ status: 'error', message: 'Error Code: 500' }),
    );
  });

  it('treats a valid:false answer (access denied, say) as an error, not as data', async () => {
    const refusal = {
      valid: false as const,
      message: 'You do not have access to this content.',
      errorCode: 'ACCESS_DENIED',
    };
    const { result } = renderHook(() => useApiResource(async () => refusal, []));
    await waitFor(() =>
      expect(result.current[0]).toEqual({
        status: 'error',
        message: 'You do not have access to this content.',
      }),
    );
  });
});
