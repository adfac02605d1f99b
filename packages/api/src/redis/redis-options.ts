import type { RedisOptions } from 'ioredis';

/** The longest wait between two reconnection attempts: every connection is back within this of Redis. */
const MAX_RECONNECT_DELAY_MS = 2000;

/**
 * ioredis options from a redis:// or rediss:// URL (BullMQ takes options, not URLs). Every
 * connection (ours and BullMQ's) retries forever, at most MAX_RECONNECT_DELAY_MS apart: BullMQ's
 * own back-off grows to 20 s, which left a Redis that came back unused for that long.
 */
export function redisOptionsFromUrl(url: string): RedisOptions {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : 6379,
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0,
    tls: u.protocol === 'rediss:' ? {} : undefined,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
  };
}
