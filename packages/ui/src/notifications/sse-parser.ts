/** One event of a `text/event-stream`: its `event:` name ('message' when it has none) and its data. */
export interface SseEvent {
  event: string;
  /** The event's `data:` lines, joined with line breaks. */
  data: string;
}

export interface SseParser {
  /** Feeds the next piece of decoded text, wherever the network cut it (mid-line, mid-event). */
  push: (text: string) => void;
}

/**
 * Parses a server-sent events stream as the bytes arrive, after the HTML standard's rules: lines end
 * with CRLF, LF or CR; a blank line dispatches the event gathered so far; lines starting with ':'
 * are comments (the server's pings); `id` and `retry` are ignored, as this client reconnects itself.
 * EventSource would do all this, but it cannot send the Authorization header the stream requires.
 */
export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];

  const dispatch = () => {
    // An event without data is dropped, as a browser's EventSource drops it.
    if (dataLines.length > 0) onEvent({ event: eventName || 'message', data: dataLines.join('\n') });
    eventName = '';
    dataLines = [];
  };

  const processLine = (line: string) => {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
  };

  return {
    push(text) {
      buffer += text;
      for (;;) {
        const end = buffer.search(/[\r\n]/);
        if (end === -1) return;
        // A CR that ends the text so far may be the first half of a CRLF cut by the network: wait.
        if (buffer[end] === '\r' && end === buffer.length - 1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(buffer[end] === '\r' && buffer[end + 1] === '\n' ? end + 2 : end + 1);
        processLine(line);
      }
    },
  };
}
