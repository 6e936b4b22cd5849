import { describe, expect, it } from 'vitest';
import { applicationKeyFor, errorText, withLocationInBody } from '../request-rules.ts';

const table = { canopy: { defaultAppKey: 'key-canopy' }, green: { defaultAppKey: 'key-green' } };

describe('applicationKeyFor', () => {
  it.each([
    ['canopy.example.com', 'key-canopy'],
    ['canopy2.example.com', 'key-canopy'],
    ['share.green.example.com', 'key-green'],
    ['sharegreen2.example.com', 'key-green'],
    ['other.example.com', null],
    ['localhost', null],
  ])('%s → %s', (hostname, key) => {
    expect(applicationKeyFor(hostname, table)).toBe(key);
  });

  it('does not match inherited object keys', () => {
    expect(applicationKeyFor('constructor.example.com', table)).toBeNull();
  });
});

describe('withLocationInBody', () => {
  it('leaves non-JSON strings and arrays alone', () => {
    expect(withLocationInBody('plain', 1, 2)).toBe('plain');
    expect(withLocationInBody([1], 1, 2)).toEqual([1]);
  });
});

describe('errorText', () => {
  it('falls back to the status text when the body has no message', () => {
    const error = {
      response: { status: 500, statusText: 'Internal Server Error' },
      data: undefined,
    };
    expect(errorText(error)).toBe('Error Code: 500 Message: Internal Server Error');
  });
});
