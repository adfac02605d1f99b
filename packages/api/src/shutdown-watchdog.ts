/** Time past the drain for stopping the jobs still running, settling them and closing connections. */
export const SHUTDOWN_MARGIN_MS = 10_000;

/**
 * Graceful shutdown drains the queue workers (SHUTDOWN_DRAIN_MS, then stops what still runs) and
 * BullMQ's Worker.close() can hang for ever after Redis went away (taskforcesh/bullmq#4656). Past
 * the drain and a margin the process exits anyway, so an orchestrator's restart is never blocked;
 * its kill deadline (Kubernetes' terminationGracePeriodSeconds) must be longer (decision 018).
 */
export function installShutdownWatchdog(drainMs: number): void {
  const graceMs = drainMs + SHUTDOWN_MARGIN_MS;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      setTimeout(() => {
        console.error(`Shutdown did not finish within ${graceMs} ms; exiting.`);
        process.exit(1);
      }, graceMs).unref();
    });
  }
}
