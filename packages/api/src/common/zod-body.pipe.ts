import { BadRequestException, PipeTransform } from '@nestjs/common';
import type { ZodType } from 'zod';

const NUL_MESSAGE = 'Text must not contain NUL (U+0000) characters.';

/** The path of the first string in `value` holding U+0000, which PostgreSQL cannot store in text. */
function nulPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return null;
}

/**
 * Validates and normalises a request part with a shared zod schema; failures are 400
 * `{message, issues}`. Text with U+0000 is refused here for every body, before any rule runs.
 */
export class ZodPipe<T> implements PipeTransform<unknown, T> {
  constructor(private readonly schema: ZodType<T>) {}

  transform(value: unknown): T {
    const nul = nulPath(value);
    if (nul) throw new BadRequestException({ message: NUL_MESSAGE, issues: [{ path: nul.join('.'), message: NUL_MESSAGE }] });
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new BadRequestException({ message: issues[0]?.message ?? 'Invalid request.', issues });
  }
}
