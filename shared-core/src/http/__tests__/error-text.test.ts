import { expect, it } from 'vitest';
import { ApiError, errorCodeOf, errorText, reasonText } from '../api-error.ts';
import { refusalBody } from '../../testing/envelopes.ts';

it("is the API's message for an ApiError and the fallback for anything else", () => {
  expect(errorText(new ApiError('Promo code expired', 200), 'Try again.')).toBe(
    'Promo code expired',
  );
  expect(errorText(new TypeError('Failed to fetch'), 'Try again.')).toBe('Try again.');
  expect(errorText(undefined, 'Try again.')).toBe('Try again.');
});

it("gives the API's own message without the status frame, for text shown in place", () => {
  const tooLarge = new ApiError(
    'Error Code: 413 Message: The recording is too large (the limit is 10 MiB).',
    413,
    { valid: false, message: 'The recording is too large (the limit is 10 MiB).' },
  );
  expect(reasonText(tooLarge, 'Try again.')).toBe(
    'The recording is too large (the limit is 10 MiB).',
  );
  expect(reasonText(new ApiError('Error Code: 502 Message: Bad Gateway', 502, '<html>'), 'x')).toBe(
    'Error Code: 502 Message: Bad Gateway',
  );
  expect(reasonText(new TypeError('Failed to fetch'), 'Try again.')).toBe('Try again.');
});

it("reads the API's errorCode of a refusal, and nothing of anything else", () => {
  const taken = new ApiError(
    'Error Code: 409 Message: taken',
    409,
    refusalBody('HANDLE_TAKEN', 'taken'),
  );
  expect(errorCodeOf(taken)).toBe('HANDLE_TAKEN');
  expect(errorCodeOf(new ApiError('Error Code: 502 Message: Bad Gateway', 502, '<html>'))).toBe(
    undefined,
  );
  expect(errorCodeOf(new TypeError('Failed to fetch'))).toBe(undefined);
});
