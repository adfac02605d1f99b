import type { BrowserContext } from '@playwright/test';

export interface Violations {
  /** Reported by the app's own documents (`securitypolicyviolation`). */
  app: string[];
  /** CSP errors Chromium logged from any document, the previews' written pages included. */
  console: string[];
}

/**
 * Records the Content-Security-Policy violations of every page (tabs included) and frame of a
 * browser context. A preview document is written over with document.open(), which drops its
 * listeners: what its page violates shows in the console only. Call before the first navigation.
 */
export async function watchCspViolations(context: BrowserContext): Promise<Violations> {
  const violations: Violations = { app: [], console: [] };
  await context.exposeBinding('__recordCspViolation', ({ frame }, text: string) => {
    if (new URL(frame.url()).pathname !== '/preview') violations.app.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __recordCspViolation?: (text: string) => void }).__recordCspViolation;
      report?.(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.console.push(message.text());
  });
  return violations;
}
