/**
 * One cached value per data version: the first request after a change builds it, concurrent
 * requests share that build, and later requests reuse it until the version moves on.
 */
export class VersionedCache<T> {
  private entry: { version: string; value: Promise<T> } | null = null;

  constructor(private readonly build: () => Promise<T>) {}

  get(version: string): Promise<T> {
    if (this.entry?.version !== version) {
      const value = this.build();
      this.entry = { version, value };
      // A failed build is not kept: the next request tries again.
      value.catch(() => {
        if (this.entry?.value === value) this.entry = null;
      });
    }
    return this.entry.value;
  }
}
