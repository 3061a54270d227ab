/**
 * A map that keeps its `max` most recently used entries, each for at most `maxAgeMs` when given: the
 * bounded memo of code that runs in the browser. The servers' caches use lru-cache, which would add
 * about 6 KB gzip to every first page load (180 KB budget, `npm run size`).
 */
export class RecentMap<K, V> {
  readonly #entries = new Map<K, { value: V; at: number }>();

  constructor(private readonly options: { max: number; maxAgeMs?: number }) {}

  /** The entry, without counting it as used. */
  peek(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.options.maxAgeMs !== undefined && performance.now() - entry.at > this.options.maxAgeMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  get(key: K): V | undefined {
    const value = this.peek(key);
    if (value === undefined) return undefined;
    const entry = this.#entries.get(key)!;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return value;
  }

  has(key: K): boolean {
    return this.peek(key) !== undefined;
  }

  set(key: K, value: V): this {
    this.#entries.delete(key);
    this.#entries.set(key, { value, at: performance.now() });
    if (this.#entries.size > this.options.max) this.#entries.delete(this.#entries.keys().next().value as K);
    return this;
  }

  delete(key: K): boolean {
    return this.#entries.delete(key);
  }
}
