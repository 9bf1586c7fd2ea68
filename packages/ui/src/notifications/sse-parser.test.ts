import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

function parse(...pieces: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const piece of pieces) parser.push(piece);
  return events;
}

describe('createSseParser', () => {
  it('reads named events, and ignores the ping comments between them', () => {
    expect(
      parse('event: unread\ndata: {"unread":3}\n\n: ping\n\nevent: unread\ndata: {"unread":4}\n\n'),
    ).toEqual([
      { event: 'unread', data: '{"unread":3}' },
      { event: 'unread', data: '{"unread":4}' },
    ]);
  });

  it('puts together an event the network cut anywhere, CRLF split included', () => {
    expect(parse('eve', 'nt: unr', 'ead\r', '\ndata: {"unr', 'ead":7}\r\n', '\r\n')).toEqual([
      { event: 'unread', data: '{"unread":7}' },
    ]);
  });

  it('accepts CR alone as a line end, joins data lines, and names an unnamed event "message"', () => {
    // The last CR could be half a CRLF until the next piece comes.
    expect(parse('data: first\rdata: second\r\r')).toEqual([]);
    expect(parse('data: first\rdata: second\r\r', ': ping\r')).toEqual([
      { event: 'message', data: 'first\nsecond' },
    ]);
  });

  it('keeps an event until its blank line comes, and drops one without data', () => {
    expect(parse('event: unread\ndata: {"unread":1}\n')).toEqual([]);
    expect(parse('event: unread\n\n')).toEqual([]);
  });

  it('takes a value without the space after the colon, and ignores unknown fields, id and retry', () => {
    expect(parse('id: 4\nretry: 10\nfoo: bar\nevent:unread\ndata:{"unread":0}\n\n')).toEqual([
      { event: 'unread', data: '{"unread":0}' },
    ]);
  });
});
