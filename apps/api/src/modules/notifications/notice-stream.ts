import type { FastifyReply } from 'fastify';
import type { NotificationsService } from './notifications.service';

const PING_MS = 25_000;

/**
 * One open `GET /api/notifications/stream` (server-sent events): the unread count on connect and
 * after every change, a comment every 25 s so proxies keep the connection. Changes arriving
 * together are answered with one count.
 */
export class NoticeStreams {
  private readonly open = new Set<() => void>();

  constructor(private readonly notifications: NotificationsService) {}

  serve(userId: string, reply: FastifyReply): void {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
      // nginx would otherwise hold the events back in its buffer.
      'x-accel-buffering': 'no',
    });
    let pending = false;
    let closed = false;
    const sendCount = async () => {
      if (pending || closed) return;
      pending = true;
      try {
        const { unread } = await this.notifications.unread(userId);
        if (!closed) raw.write(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`);
      } catch {
        // The next change or reconnect sends it; the client also polls when the stream fails.
      } finally {
        pending = false;
      }
    };
    const ping = setInterval(() => raw.write(': ping\n\n'), PING_MS);
    const unwatch = this.notifications.watch(userId, () => void sendCount());
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(ping);
      unwatch();
      this.open.delete(close);
      raw.end();
    };
    this.open.add(close);
    raw.on('close', close);
    raw.write('retry: 5000\n\n');
    void sendCount();
  }

  /** Ends every stream (shutdown: the clients reconnect to another process). */
  closeAll(): void {
    for (const close of [...this.open]) close();
  }
}
