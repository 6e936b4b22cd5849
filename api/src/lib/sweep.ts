// A job every API instance runs on a timer (and once when it is ready): expiring what is
// due, announcing what has ended. The job itself must be safe to run on several instances
// at once (row locks with SKIP LOCKED); a failed run is logged and the next one tries again.
import type { FastifyInstance } from 'fastify';

export function runEvery(
  app: FastifyInstance,
  job: { name: string; everyMs: number; run: () => Promise<unknown> },
): void {
  const sweep = () =>
    job.run().catch((error: unknown) => app.log.error({ err: error }, `${job.name} failed`));
  const timer = setInterval(() => void sweep(), job.everyMs);
  // The timer alone must not keep the process alive.
  timer.unref();
  app.addHook('onReady', async () => {
    await sweep();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
