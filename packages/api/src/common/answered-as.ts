import type { FastifyRequest } from 'fastify';

/**
 * Requests answered by what they are rather than by the route that matched them: a published site's
 * page, or the SPA's index.html for a path no route matched. Whoever answers marks the request here;
 * the metrics read the mark for their route label, so the answering code needs nothing of metrics.
 */
export type AnsweredAs = 'site' | 'spa';
const marks = new WeakMap<FastifyRequest, AnsweredAs>();

export function markAnsweredAs(request: FastifyRequest, as: AnsweredAs): void {
  marks.set(request, as);
}

export function answeredAs(request: FastifyRequest): AnsweredAs | undefined {
  return marks.get(request);
}
