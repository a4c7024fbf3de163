import net from 'node:net';

/**
 * Fails with EADDRINUSE when something already listens on the port, before anything else starts:
 * an embedded PostgreSQL's first start and the platform's take seconds the user would wait only to
 * hear the port is taken. The platform's own listen still answers for the port taken meanwhile.
 */
export function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
