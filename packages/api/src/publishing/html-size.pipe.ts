import { HTML_MAX_BYTES, utf8Bytes } from '@cui/shared';
import { PayloadTooLargeException, PipeTransform } from '@nestjs/common';

/** A page over the HTML limit is 413, ahead of the schema (which would call it a 400). */
export class HtmlSizePipe implements PipeTransform<unknown, unknown> {
  transform(value: unknown): unknown {
    const html = (value as { html?: unknown } | null)?.html;
    if (typeof html === 'string' && utf8Bytes(html) > HTML_MAX_BYTES) throw new PayloadTooLargeException({ message: 'The page HTML must be at most 2 MB.' });
    return value;
  }
}
