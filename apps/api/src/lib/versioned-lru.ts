/**
 * Answers kept by query, each valid at one version of what it was read from (a counter the database
 * raises on every write that can change the answer: catalogue_version for castings, migrations 0008
 * and 0009; directory_version for the talent directory, migration 0025). Reading every match is most of
 * such a request's cost and grows with the data, and the answer stays the same until the version moves.
 * The least recently used query goes first when the map is full.
 */
export class VersionedLru<T> {
  private readonly entries = new Map<string, { version: string; value: T }>();

  constructor(private readonly capacity = 1_000) {}

  get(query: string, version: string): T | undefined {
    const entry = this.entries.get(query);
    if (entry === undefined || entry.version !== version) return undefined;
    // Map keeps insertion order: moving the entry to the end makes the first one the least used.
    this.entries.delete(query);
    this.entries.set(query, entry);
    return entry.value;
  }

  set(query: string, version: string, value: T): void {
    this.entries.delete(query);
    this.entries.set(query, { version, value });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
