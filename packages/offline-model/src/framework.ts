/** Framework choice helpers. */
import { DEFAULT_FRAMEWORK, FRAMEWORKS, type Framework } from '@cui/shared';

/** The requested framework when valid, otherwise the default (htmlTailwind). */
export function resolveFramework(framework?: string | null): Framework {
  return (FRAMEWORKS as readonly string[]).includes(framework ?? '') ? (framework as Framework) : DEFAULT_FRAMEWORK;
}
