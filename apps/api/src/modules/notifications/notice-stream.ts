import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { NoticeStreamsConfig } from '../../config';
import { HttpError } from '../../http-error';
import { rerunAfter } from '../../lib/rerun-after';
import type { NotificationsService } from './notifications.service';

const PING_MS = 25_000;
/** One warning per user, address or the whole server per minute, with the count refused since. */
const REFUSAL_LOG_MS = 60_000;

interface Stream {
  userId: string;
  address: string;
  close: (replaced: boolean) => void;
}

type Refusal = 'address' | 'server';

const REFUSAL_MESSAGES: Record<Refusal, string> = {
  address: 'Too many live connections from this address. Close some tabs and try again.',
  server: 'The server has too many live connections right now. Please try again in a few minutes.',
};

/**
 * The open `GET /api/notifications/stream`s (server-sent events): the unread count on connect and
 * after every change, a comment every 25 s so proxies keep the connection. Changes arriving
 * while a count is read are answered with one more count.
 *
 * Each stream holds a connection, so a file descriptor, for as long as it is open: without limits one
 * account once opened 20,000 and the process could answer nobody. A user keeps their newest
 * `perUser` streams (one more closes their oldest, which is told `replaced`); an address and the whole
 * process are refused past theirs with 429, logged.
 */
export class NoticeStreams {
  /** In the order they were opened: a user's first here is their oldest. */
  private readonly open = new Set<Stream>();
  private readonly byUser = new Map<string, Stream[]>();
  private readonly byAddress = new Map<string, number>();
  private readonly reported = new Map<string, { loggedAt: number; since: number }>();

  constructor(
    private readonly notifications: NotificationsService,
    private readonly limits: NoticeStreamsConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Opens the stream, or throws 429 (before anything is written) when a limit says no. */
  serve(userId: string, address: string, reply: FastifyReply): void {
    const mine = this.byUser.get(userId) ?? [];
    // At their own cap the user swaps their oldest for this one: counted out of the other limits.
    const replaced = mine.length >= this.limits.perUser ? mine[0] : undefined;
    const fromAddress = (this.byAddress.get(address) ?? 0) - (replaced?.address === address ? 1 : 0);
    if (fromAddress >= this.limits.perAddress) this.refuse('address', userId, address);
    if (this.open.size - (replaced ? 1 : 0) >= this.limits.max) this.refuse('server', userId, address);
    if (replaced) {
      this.report('user', userId, address);
      replaced.close(true);
    }
    this.stream(userId, address, reply);
  }

  /** Ends every stream (shutdown: the clients reconnect to another process). */
  closeAll(): void {
    for (const stream of [...this.open]) stream.close(false);
  }

  private stream(userId: string, address: string, reply: FastifyReply): void {
    reply.hijack();
    const raw = reply.raw;
    // The client hung up while it was being signed in: its 'close' may be past, and would never end
    // a stream opened now (its count, ping and watch would stay for good).
    if (raw.destroyed) return;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // The stream is the connection's last answer: when it ends, its descriptor is freed at once
      // instead of idling on as a kept-alive connection.
      connection: 'close',
      'x-content-type-options': 'nosniff',
      // nginx would otherwise hold the events back in its buffer.
      'x-accel-buffering': 'no',
    });
    let closed = false;
    // A change while a count is being read is answered by one more count after it: the one under
    // way may have read the state before that change, and would otherwise be the last word.
    const sendCount = rerunAfter(async () => {
      if (closed) return;
      try {
        const counts = await this.notifications.unread(userId);
        if (!closed) raw.write(`event: unread\ndata: ${JSON.stringify(counts)}\n\n`);
      } catch {
        // The next change or reconnect sends it; the client also polls when the stream fails.
      }
    });
    const ping = setInterval(() => raw.write(': ping\n\n'), PING_MS);
    const unwatch = this.notifications.watch(userId, () => void sendCount());
    const stream: Stream = {
      userId,
      address,
      close: (replaced) => {
        if (closed) return;
        closed = true;
        clearInterval(ping);
        unwatch();
        this.forget(stream);
        // Says why, so a client can tell a newer tab took over from a failure.
        if (replaced) raw.write('event: replaced\ndata: {}\n\n');
        raw.end();
      },
    };
    this.remember(stream);
    raw.on('close', () => stream.close(false));
    raw.write('retry: 5000\n\n');
    void sendCount();
  }

  private remember(stream: Stream): void {
    this.open.add(stream);
    this.byUser.set(stream.userId, [...(this.byUser.get(stream.userId) ?? []), stream]);
    this.byAddress.set(stream.address, (this.byAddress.get(stream.address) ?? 0) + 1);
  }

  private forget(stream: Stream): void {
    this.open.delete(stream);
    const mine = (this.byUser.get(stream.userId) ?? []).filter((other) => other !== stream);
    if (mine.length > 0) this.byUser.set(stream.userId, mine);
    else this.byUser.delete(stream.userId);
    const fromAddress = (this.byAddress.get(stream.address) ?? 1) - 1;
    if (fromAddress > 0) this.byAddress.set(stream.address, fromAddress);
    else this.byAddress.delete(stream.address);
  }

  private refuse(reason: Refusal, userId: string, address: string): never {
    this.report(reason, userId, address);
    throw new HttpError(429, 'TOO_MANY_REQUESTS', REFUSAL_MESSAGES[reason], undefined, {
      'retry-after': '60',
      // A refused client's connection goes too: held open it would still take a descriptor.
      connection: 'close',
    });
  }

  /**
   * Logs a limit reached: a refusal as a warning, a user's oldest stream replaced as information (six
   * tabs do it). At most one line per minute for one user, address or the server, with how many
   * times it happened since the last, so a flood of attempts cannot flood the log.
   */
  private report(reason: Refusal | 'user', userId: string, address: string): void {
    const key = reason === 'server' ? reason : reason === 'user' ? `user:${userId}` : `address:${address}`;
    const now = Date.now();
    const seen = this.reported.get(key);
    if (seen && now - seen.loggedAt < REFUSAL_LOG_MS) {
      seen.since += 1;
      return;
    }
    const times = (seen?.since ?? 0) + 1;
    const details = { reason, userId, ip: address, times, limits: this.limits, open: this.open.size };
    if (reason === 'user') this.log.info(details, 'notice stream replaced the user’s oldest');
    else this.log.warn(details, 'notice stream refused');
    // Forgetting the old entries keeps the book from growing with every address ever seen.
    for (const [other, entry] of this.reported)
      if (now - entry.loggedAt >= REFUSAL_LOG_MS) this.reported.delete(other);
    this.reported.set(key, { loggedAt: now, since: 0 });
  }
}
