/** Injection token of the process's shared ioredis connection (commands, not pub/sub). */
export const REDIS = Symbol('REDIS');
