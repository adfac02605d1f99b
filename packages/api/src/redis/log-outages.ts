import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { OutageLog } from '../common/outage';

/** Logs a lost connection once, and its return, instead of every failed reconnection attempt. */
export function logOutages(redis: Redis, name: string): Redis {
  const log = new OutageLog(new Logger('Redis'), `The ${name} connection`);
  redis.on('error', (err: Error) => log.failed(err));
  redis.on('ready', () => log.recovered());
  return redis;
}
