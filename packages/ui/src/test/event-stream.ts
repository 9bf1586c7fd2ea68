/**
 * A `text/event-stream` answer the test writes to as it goes, as the server does: `send` a frame,
 * `end` the stream; `cancelled` tells whether the client closed it.
 */
export function eventStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    cancel() {
      cancelled = true;
    },
  });
  return {
    response: () =>
      new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
    send: (text: string) => controller?.enqueue(encoder.encode(text)),
    /** The server's `event: unread` frame. */
    unread: (count: number) =>
      controller?.enqueue(encoder.encode(`event: unread\ndata: {"unread":${count}}\n\n`)),
    end: () => controller?.close(),
    get cancelled() {
      return cancelled;
    },
  };
}

export type EventStream = ReturnType<typeof eventStream>;
