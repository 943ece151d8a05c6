/**
 * Whole answers of public event reads, kept per events data version (data_versions, bumped by
 * triggers on every change to events or relationships). The same page asked again — the Event
 * Browser's first page, a popular year window — is answered from memory: no GraphQL execution,
 * no query. Only successful answers of queries whose every root field is in PUBLIC_READS are kept;
 * those read nothing but events, relationships and constants, so they are the same for every caller.
 *
 * A node trusts the version it read for `freshMs`; a write through this node makes it read the
 * version again at once, and a write anywhere else (another node, an import) is seen within
 * `freshMs`.
 */
export interface ResponseCacheOptions {
  /** Memory bound of the kept answers, in bytes. */
  maxBytes: number;
  /** How long a read of the data version is trusted, in ms (0: read it for every lookup). */
  freshMs: number;
  readVersion: () => Promise<string>;
}

export class ResponseCache {
  /** Insertion order is recency: a hit moves its entry to the end, eviction takes the front. */
  private readonly entries = new Map<string, { version: string; body: Buffer }>();
  private bytes = 0;
  private version: { value: string; readAt: number } | null = null;
  private reading: Promise<string> | null = null;

  constructor(private readonly options: ResponseCacheOptions) {}

  /** The current data version: the last read while fresh, else one shared read. */
  async currentVersion(): Promise<string> {
    const known = this.version;
    if (known && performance.now() - known.readAt < this.options.freshMs) return known.value;
    if (!this.reading) {
      const readAt = performance.now();
      this.reading = this.options
        .readVersion()
        .then((value) => {
          this.version = { value, readAt };
          return value;
        })
        .finally(() => (this.reading = null));
    }
    return this.reading;
  }

  /** After a write through this node: the next lookup reads the version again. */
  markStale(): void {
    this.version = null;
  }

  get(key: string, version: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) {
      this.bytes -= entry.body.length;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, version: string, body: Buffer): void {
    if (body.length > this.options.maxBytes / 4) return; // one answer never crowds out the rest
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.body.length;
    }
    this.entries.set(key, { version, body });
    this.bytes += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
