import net from 'node:net';

/**
 * Rejects with a clear message when `port` is taken, so a second API started by mistake
 * stops before it opens (and locks) the database rather than after.
 */
export function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} on ${host} is in use: is another Canopy API running? Set PORT to use another.`,
            )
          : error,
      );
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
