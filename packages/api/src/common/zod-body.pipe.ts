import { BadRequestException, PipeTransform } from '@nestjs/common';
import type { ZodType } from 'zod';

const NUL_MESSAGE = 'Text must not contain NUL (U+0000) characters.';

/** How deeply arrays and objects may nest in a request body; the API's own bodies nest a few levels, Paddle's under a dozen. */
export const MAX_BODY_DEPTH = 64;
const DEEP_MESSAGE = `The request body is too deeply nested (more than ${MAX_BODY_DEPTH} levels of arrays and objects).`;

type Path = (string | number)[];

/**
 * What would make `value` unfit before any rule looks at it: nesting deeper than MAX_BODY_DEPTH, or
 * a string holding U+0000 (PostgreSQL cannot store it in text), whichever comes first in document
 * order. The walk keeps its own stack: a body's depth is the client's choice, the call stack's is not.
 */
function unfit(body: unknown): { message: string; path: Path } | null {
  const stack: Array<{ value: unknown; path: Path }> = [{ value: body, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { message: NUL_MESSAGE, path };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_BODY_DEPTH) return { message: DEEP_MESSAGE, path };
    const entries = Object.entries(value);
    // Pushed last to first, so the first is walked first.
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i][1], path: [...path, Array.isArray(value) ? i : entries[i][0]] });
  }
  return null;
}

/**
 * Validates and normalises a request part with a shared zod schema; failures are 400
 * `{message, issues}`. Text with U+0000, and nesting deeper than MAX_BODY_DEPTH, are refused here
 * for every body, before any rule runs.
 */
export class ZodPipe<T> implements PipeTransform<unknown, T> {
  constructor(private readonly schema: ZodType<T>) {}

  transform(value: unknown): T {
    const problem = unfit(value);
    if (problem) throw new BadRequestException({ code: 'invalid_body', message: problem.message, issues: [{ path: problem.path.join('.'), message: problem.message }] });
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new BadRequestException({ code: 'invalid_body', message: issues[0]?.message ?? 'Invalid request.', issues });
  }
}
