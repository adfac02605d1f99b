export * from './errors';
export * from './auth';
export * from './user';
export * from './feedback';
export * from './templates';
export * from './health';
