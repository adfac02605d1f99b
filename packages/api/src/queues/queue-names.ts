/** Every BullMQ queue this codebase uses; the admin dashboard lists them all. */
export const QUEUES = {
  mail: 'mail',
  generation: 'generation',
  designer: 'designer',
  maintenance: 'maintenance',
  publish: 'publish',
  billingEvents: 'billing-events',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
export const ALL_QUEUES: QueueName[] = Object.values(QUEUES);
