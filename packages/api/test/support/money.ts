import { randomUUID } from 'node:crypto';
import { GenerationBus } from '../../src/generation/generation-bus';
import { GenerationCredits } from '../../src/generation/generation-credits';
import type { Requester } from '../../src/generation/generation.types';
import { GenerationSettlement } from '../../src/generation/generation-settlement';
import type { TestApp } from './test-app';

export const PAGE_HTML = '<!DOCTYPE html><html><body><h1>Hi</h1></body></html>';

/** Holds a credit for a new generation, as POST /api/ask-ai does; returns its id. */
export async function hold(t: TestApp, who: Requester): Promise<string> {
  const id = randomUUID();
  await t.app.get(GenerationCredits).hold({ id, kind: 'page', model: 'cui-core', framework: 'htmlTailwind', prompt: 'x', credits: 1 }, who);
  return id;
}

/** Settles a held generation as a worker does when the model delivered a page. */
export async function succeed(t: TestApp, id: string): Promise<void> {
  await t.app.get(GenerationSettlement).succeed(id, PAGE_HTML, await t.app.get(GenerationBus).writer(id));
}

export async function balance(t: TestApp, userId: string): Promise<number> {
  return (await t.db.query('SELECT balance FROM credit_accounts WHERE user_id = $1', [userId])).rows[0].balance as number;
}
