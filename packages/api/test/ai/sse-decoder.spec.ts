import { SseDecoder } from '../../src/ai/sse-decoder';

function decode(parts: string[], end = true): Array<[string, string]> {
  const events: Array<[string, string]> = [];
  const decoder = new SseDecoder((event, data) => events.push([event, data]));
  parts.forEach((part) => decoder.push(part));
  if (end) decoder.end();
  return events;
}

/** Every way of cutting `text` in two. */
function everySplit(text: string): string[][] {
  return Array.from({ length: text.length + 1 }, (_, i) => [text.slice(0, i), text.slice(i)]);
}

describe('SseDecoder', () => {
  it('decodes data events however the text is cut', () => {
    const stream = 'data: {"a":1}\n\ndata: {"b":2}\n\ndata: [DONE]\n\n';
    for (const parts of everySplit(stream)) {
      expect(decode(parts)).toEqual([
        ['message', '{"a":1}'],
        ['message', '{"b":2}'],
        ['message', '[DONE]'],
      ]);
    }
  });

  it('accepts CRLF and lone CR line ends, also with a CRLF split between pushes', () => {
    for (const stream of ['data: x\r\n\r\ndata: y\r\n\r\n', 'data: x\r\rdata: y\r\r']) {
      for (const parts of everySplit(stream)) expect(decode(parts)).toEqual([['message', 'x'], ['message', 'y']]);
    }
  });

  it('joins multi-line data, names events and skips comments, ids and retries', () => {
    const stream = ': keep-alive\n\nevent: error\nid: 7\nretry: 1000\ndata: {"error":\ndata:{"message":"boom"}}\n\n';
    expect(decode([stream])).toEqual([['error', '{"error":\n{"message":"boom"}}']]);
  });

  it('ignores a blank line with no data before it', () => {
    expect(decode(['\n\n\nevent: ping\n\n'])).toEqual([]);
  });

  it('delivers a last event that lacks its closing blank line only when the stream ends', () => {
    expect(decode(['data: tail'], false)).toEqual([]);
    expect(decode(['data: tail'])).toEqual([['message', 'tail']]);
  });
});
