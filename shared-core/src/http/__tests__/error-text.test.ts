import { expect, it } from 'vitest';
import { ApiError, errorText } from '../api-error.ts';

it("is the API's message for an ApiError and the fallback for anything else", () => {
  expect(errorText(new ApiError('Promo code expired', 200), 'Try again.')).toBe(
    'Promo code expired',
  );
  expect(errorText(new TypeError('Failed to fetch'), 'Try again.')).toBe('Try again.');
  expect(errorText(undefined, 'Try again.')).toBe('Try again.');
});
