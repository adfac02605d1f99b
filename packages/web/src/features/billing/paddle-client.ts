import { initializePaddle, type InitializePaddleOptions, type Paddle, type PaddleEventData } from '@paddle/paddle-js';
import type { BillingConfig } from '@cui/shared';

export type PaddleLoader = (options: InitializePaddleOptions) => Promise<Paddle | undefined>;

/** Paddle.js resolved without its API twice: something in the browser blocked or broke the script. */
export class PaddleScriptBlockedError extends Error {
  constructor() {
    super('Paddle.js could not be loaded');
    this.name = 'PaddleScriptBlockedError';
  }
}

let loader: PaddleLoader = initializePaddle;

/** Component tests swap Paddle's CDN loader for a stand-in. */
export function setPaddleLoader(next: PaddleLoader | null): void {
  loader = next ?? initializePaddle;
}

async function attempt(options: InitializePaddleOptions): Promise<Paddle | undefined> {
  try {
    return await loader(options);
  } catch {
    return undefined;
  }
}

/**
 * Loads Paddle.js from Paddle's CDN and (re)initialises it. A first load can come back without the API
 * (slow CDN, an extension stalling the script), so one retry; after that the script is treated as blocked.
 */
export async function loadPaddle(
  config: BillingConfig['paddle'],
  onEvent: (event: PaddleEventData) => void,
): Promise<Paddle> {
  const options: InitializePaddleOptions = {
    environment: config.environment,
    token: config.clientToken ?? '',
    eventCallback: onEvent,
  };
  const paddle = (await attempt(options)) ?? (await attempt(options));
  if (!paddle?.Checkout) throw new PaddleScriptBlockedError();
  return paddle;
}
