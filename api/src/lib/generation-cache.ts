/**
 * A bounded in-process cache whose entries hold only while the generation they were made
 * under stands (see ContentGeneration) and for at most `maxAgeMs`, a backstop should a
 * change ever go unheard. The least recently used entries go first once the entries weigh
 * more than `maxWeight`.
 */
export interface GenerationCacheOptions<V> {
  maxWeight: number;
  maxAgeMs: number;
  /** What an entry counts against maxWeight (default 1: maxWeight is then a count). */
  weightOf?: (value: V) => number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  generation: number;
  until: number;
  weight: number;
}

export interface GenerationCache<V> {
  /** The value stored under `key` for `generation`; undefined when there is none (or it aged). */
  get(key: string, generation: number | undefined): V | undefined;
  /**
   * Stores `value` made under `generation`, the generation read *before* reading what it
   * holds; nothing when that is undefined. `until` can shorten its life (a session's end).
   */
  set(key: string, value: V, generation: number | undefined, until?: number): void;
  /** Weighs the entry under `key` again after its value grew. */
  reweigh(key: string): void;
  readonly size: number;
}

export function createGenerationCache<V>(options: GenerationCacheOptions<V>): GenerationCache<V> {
  const weightOf = options.weightOf ?? (() => 1);
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, Entry<V>>();
  let total = 0;

  const remove = (key: string, entry: Entry<V>) => {
    entries.delete(key);
    total -= entry.weight;
  };
  const shrink = () => {
    for (const [key, entry] of entries) {
      if (total <= options.maxWeight) break;
      remove(key, entry);
    }
  };

  return {
    get(key, generation) {
      if (generation === undefined) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.generation !== generation || entry.until <= now()) {
        remove(key, entry);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, generation, until = Infinity) {
      if (generation === undefined) return;
      const previous = entries.get(key);
      if (previous) remove(key, previous);
      const weight = weightOf(value);
      if (weight > options.maxWeight) return;
      entries.set(key, {
        value,
        generation,
        until: Math.min(until, now() + options.maxAgeMs),
        weight,
      });
      total += weight;
      shrink();
    },
    reweigh(key) {
      const entry = entries.get(key);
      if (!entry) return;
      total -= entry.weight;
      entry.weight = weightOf(entry.value);
      total += entry.weight;
      shrink();
    },
    get size() {
      return entries.size;
    },
  };
}
