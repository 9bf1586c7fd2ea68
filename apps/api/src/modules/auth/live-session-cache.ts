import type { Role } from '@talent/contract/auth';

interface Entry {
  userId: string;
  role: Role;
  until: number;
}

/**
 * Sessions found live in the database during the last `ttlMs`, so a page's burst of requests checks its
 * session once instead of once per request (decision 0007: on PostgreSQL that round trip was a fifth of
 * a request's queries). Every revocation in this process calls `forget()`, so here a revoked token
 * fails at once; another API process (scale-out) notices within `ttlMs`. `forget()` also bumps a
 * generation, so a lookup that started before a revocation cannot store its stale answer after it.
 */
export class LiveSessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly ttlMs = 2_000,
    private readonly capacity = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The role of a live session seen within the TTL, else undefined (look in the database). */
  role(sessionId: string, userId: string): Role | undefined {
    const entry = this.entries.get(sessionId);
    if (entry === undefined) return undefined;
    if (entry.until <= this.now() || entry.userId !== userId) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.role;
  }

  /** Call before the database lookup; pass the result to `remember`. */
  currentGeneration(): number {
    return this.generation;
  }

  remember(sessionId: string, userId: string, role: Role, generation: number): void {
    if (generation !== this.generation) return;
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { userId, role, until: this.now() + this.ttlMs });
    // Insertion order: the first entry is the oldest.
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** After any session was revoked or a user deleted: revocations are rare, so everything goes. */
  forget(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
