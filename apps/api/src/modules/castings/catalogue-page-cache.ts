import type { CataloguePage } from './catalogue-page';

/**
 * Catalogue pages by filters and page, each at the catalogue version it was read at (decision 0013).
 * Whoever reads a page checks that version against the database before using it, so a page here is
 * never served once a casting has changed, in this process or another. Bounded by pages and by the
 * size of their text: the least recently used page goes first. The filters are the caller's choice, so
 * without a bound a walk through every page number would hold the whole catalogue in memory.
 */
export class CataloguePageCache {
  private readonly pages = new Map<string, CataloguePage>();
  private bytes = 0;

  constructor(
    private readonly maxPages = 1_000,
    private readonly maxBytes = 16 * 1024 * 1024,
  ) {}

  get(key: string): CataloguePage | undefined {
    const page = this.pages.get(key);
    if (page === undefined) return undefined;
    // Map keeps insertion order: moving the page to the end makes the first one the least used.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: CataloguePage): void {
    this.delete(key);
    if (page.bytes > this.maxBytes) return;
    this.pages.set(key, page);
    this.bytes += page.bytes;
    while (this.pages.size > this.maxPages || this.bytes > this.maxBytes) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (page === undefined) return;
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }

  /** Pages and bytes held, for tests of the bound. */
  size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }
}
