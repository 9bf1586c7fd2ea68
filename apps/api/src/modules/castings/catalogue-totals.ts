/**
 * Totals counted over the catalogue, by query (a search's words, a list's remuneration range), each
 * valid at one catalogue version (migrations 0008 and 0009): counting every match is most of such a
 * request's cost and grows with the catalogue, and the answer stays the same until a casting changes.
 * The least recently used query goes first when the map is full.
 */
export class CatalogueTotals {
  private readonly totals = new Map<string, { version: string; total: number }>();

  constructor(private readonly capacity = 1_000) {}

  get(query: string, version: string): number | undefined {
    const entry = this.totals.get(query);
    if (entry === undefined || entry.version !== version) return undefined;
    // Map keeps insertion order: moving the entry to the end makes the first one the least used.
    this.totals.delete(query);
    this.totals.set(query, entry);
    return entry.total;
  }

  set(query: string, version: string, total: number): void {
    this.totals.delete(query);
    this.totals.set(query, { version, total });
    if (this.totals.size > this.capacity) {
      const oldest = this.totals.keys().next().value;
      if (oldest !== undefined) this.totals.delete(oldest);
    }
  }
}
