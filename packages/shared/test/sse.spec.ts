import { createSseParser, designerEventSchemas, formatSse, generationEventSchemas, readSseEvent, streamEventSchemas, type SseMessage } from '../src';

function parse(parts: string[]): SseMessage[] {
  const messages: SseMessage[] = [];
  const parser = createSseParser((m) => messages.push(m));
  parts.forEach((p) => parser.feed(p));
  return messages;
}

/** Every way of cutting `text` in two. */
const everySplit = (text: string) => Array.from({ length: text.length + 1 }, (_, i) => [text.slice(0, i), text.slice(i)]);

describe('createSseParser', () => {
  it('parses events however the text is cut, with LF, CRLF or CR line ends', () => {
    const lf = formatSse(1, 'meta', { id: 'g' }) + formatSse(2, 'chunk', { text: 'é' });
    // A last CR could be the first half of a CRLF: the event after it completes the CR stream.
    for (const stream of [lf, lf.replace(/\n/g, '\r\n'), lf.replace(/\n/g, '\r') + ':\r']) {
      for (const parts of everySplit(stream)) {
        expect(parse(parts)).toEqual([
          { id: '1', event: 'meta', data: '{"id":"g"}' },
          { id: '2', event: 'chunk', data: '{"text":"é"}' },
        ]);
      }
    }
  });

  it('joins multi-line data, skips comments and keeps the last id for events without one', () => {
    expect(parse([': hi\n\nid: 7\ndata: a\n\ndata: b\ndata:c\n\n'])).toEqual([
      { id: '7', event: 'message', data: 'a' },
      { id: '7', event: 'message', data: 'b\nc' },
    ]);
  });

  it('holds an event until its blank line arrives', () => {
    expect(parse(['data: tail\n'])).toEqual([]);
    expect(parse(['data: tail\n', '\n'])).toEqual([{ id: undefined, event: 'message', data: 'tail' }]);
  });
});

describe('readSseEvent', () => {
  const message = (event: string, data: string, id = '3') => ({ id, event, data });

  it('answers the event typed by its schema, defaults applied', () => {
    expect(readSseEvent(generationEventSchemas, message('chunk', '{"text":"<p>"}'))).toEqual({ id: 3, event: 'chunk', data: { text: '<p>' } });
    expect(readSseEvent(designerEventSchemas, message('start', '{"message":"ok"}'))).toEqual({ id: 3, event: 'start', data: { message: 'ok', screenList: [] } });
    expect(readSseEvent(streamEventSchemas, message('done', '{"balance":null}'))).toEqual({ id: 3, event: 'done', data: { balance: null } });
  });

  it('answers null for an event the stream does not have, data that is not JSON, or data its schema refuses', () => {
    expect(readSseEvent(generationEventSchemas, message('start', '{"message":"ok"}'))).toBeNull();
    expect(readSseEvent(generationEventSchemas, message('toString', '{}'))).toBeNull();
    expect(readSseEvent(generationEventSchemas, message('chunk', '{"text":'))).toBeNull();
    expect(readSseEvent(generationEventSchemas, message('chunk', '{"text":7}'))).toBeNull();
    expect(readSseEvent(designerEventSchemas, message('error', '{"message":"x"}'))).toBeNull();
  });
});
