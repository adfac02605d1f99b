/**
 * Server-sent events decoded as text arrives, per the WHATWG event-stream rules: lines end in CRLF,
 * LF or CR (also when a CRLF is split between two pushes); `data` lines of one event are joined with
 * a newline; `event` names the event; comments, `id` and `retry` are ignored; a blank line
 * dispatches an event that has data. Unlike the standard (and like the openai SDK), an event left
 * without its closing blank line is still delivered when the stream ends. The caller decodes UTF-8
 * with a stream decoder (characters split between network reads stay whole), so text is only ever
 * split into lines at line ends.
 */
export class SseDecoder {
  private rest = '';
  private skipLeadingLf = false;
  private event = '';
  private data: string[] = [];

  constructor(private readonly onEvent: (event: string, data: string) => void) {}

  push(text: string): void {
    let buffer = this.rest + text;
    if (this.skipLeadingLf && buffer.startsWith('\n')) buffer = buffer.slice(1);
    this.skipLeadingLf = false;
    let start = 0;
    const crlf = buffer.includes('\r');
    for (;;) {
      const end = crlf ? lineEnd(buffer, start) : buffer.indexOf('\n', start);
      if (end < 0) break;
      this.line(buffer.slice(start, end));
      if (buffer.charCodeAt(end) === 13) {
        if (end + 1 === buffer.length) {
          this.skipLeadingLf = true;
          start = end + 1;
          break;
        }
        start = buffer.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
      } else {
        start = end + 1;
      }
    }
    this.rest = start === 0 ? buffer : buffer.slice(start);
  }

  /** The stream ended: an event missing only its closing blank line is still delivered. */
  end(): void {
    if (this.rest) this.line(this.rest);
    this.rest = '';
    this.line('');
  }

  private line(line: string): void {
    if (line === '') {
      if (this.data.length) this.onEvent(this.event || 'message', this.data.join('\n'));
      this.event = '';
      this.data = [];
      return;
    }
    if (line.charCodeAt(0) === 58) return; // ':' starts a comment
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.charCodeAt(0) === 32) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
  }
}

function lineEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return i;
  }
  return -1;
}
