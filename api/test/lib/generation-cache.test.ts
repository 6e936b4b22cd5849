import { describe, expect, it } from 'vitest';
import { createGenerationCache } from '../../src/lib/generation-cache.ts';

describe('generation cache', () => {
  it('answers only under the generation an entry was made under, and never without one', () => {
    const cache = createGenerationCache<string>({ maxWeight: 10, maxAgeMs: 1000 });
    cache.set('a', 'page', 1);
    expect(cache.get('a', 1)).toBe('page');
    expect(cache.get('a', undefined)).toBeUndefined();
    expect(cache.get('a', 2)).toBeUndefined();
    // A moved generation dropped it: it does not come back for the old one either.
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('b', 'page', undefined);
    expect(cache.size).toBe(0);
  });

  it('forgets an entry after its age or its own end, whichever is first', () => {
    let now = 0;
    const cache = createGenerationCache<string>({ maxWeight: 10, maxAgeMs: 100, now: () => now });
    cache.set('aged', 'x', 1);
    cache.set('ending', 'y', 1, 50);
    now = 49;
    expect([cache.get('aged', 1), cache.get('ending', 1)]).toEqual(['x', 'y']);
    now = 50;
    expect(cache.get('ending', 1)).toBeUndefined();
    now = 100;
    expect(cache.get('aged', 1)).toBeUndefined();
  });

  it('drops the least recently used entries past its weight, and counts growth', () => {
    const cache = createGenerationCache<{ bytes: number }>({
      maxWeight: 10,
      maxAgeMs: 1000,
      weightOf: (value) => value.bytes,
    });
    const a = { bytes: 4 };
    cache.set('a', a, 1);
    cache.set('b', { bytes: 4 }, 1);
    expect(cache.get('a', 1)).toBe(a); // now b is the least recently used
    cache.set('c', { bytes: 2 }, 1);
    expect(cache.size).toBe(3);
    a.bytes = 6;
    cache.reweigh('a');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBe(a);
    expect(cache.get('c', 1)).toEqual({ bytes: 2 });
    cache.set('huge', { bytes: 11 }, 1);
    expect(cache.get('huge', 1)).toBeUndefined();
  });
});
