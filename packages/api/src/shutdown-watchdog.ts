/**
 * Graceful shutdown waits for queue workers, and BullMQ's Worker.close() can hang for ever after
 * Redis went away (taskforcesh/bullmq#4656). Past the grace period the process exits anyway, so
 * an orchestrator's restart is never blocked.
 */
export function installShutdownWatchdog(graceMs = 15_000): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      setTimeout(() => {
        console.error(`Shutdown did not finish within ${graceMs} ms; exiting.`);
        process.exit(1);
      }, graceMs).unref();
    });
  }
}
