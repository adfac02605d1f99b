import type { LiveResponse } from '@cui/shared';

/** The liveness probe's path, on the API and on the worker's own health port alike. */
export const LIVE_PATH = '/api/live';

/** Probe paths, which the request log leaves out (a probe every few seconds per pod says nothing). */
export const PROBE_PATHS = new Set(['/api/health', '/api/ready', LIVE_PATH]);

export const LIVE: LiveResponse = { status: 'ok' };
