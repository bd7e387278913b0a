import type { Pool, PoolClient } from 'pg';

interface PoolInternals {
  _clients: PoolClient[];
  _idle: Array<{ client: PoolClient }>;
}

/**
 * Gives back to the pool a checked-out connection that the server dropped (restart,
 * `pg_terminate_backend`). The transaction wrapper's rollback fails on a dead connection and then
 * never releases it, so without this every such drop would keep one pool slot busy forever: ten
 * of them and every request waits, and closing the pool hangs. Released with an error, pg-pool
 * discards the client; the later release call, if any, does nothing.
 */
export function releaseDroppedConnections(pool: Pool): void {
  pool.on('connect', (client: PoolClient) => {
    client.once('end', () => {
      const internals = pool as unknown as PoolInternals;
      const checkedOut = internals._clients.includes(client) && !internals._idle.some((idle) => idle.client === client);
      if (!checkedOut || typeof client.release !== 'function') return;
      const release = client.release.bind(client);
      client.release = () => undefined;
      try {
        release(new Error('conexión terminada por el servidor'));
      } catch {
        // already released
      }
    });
  });
}
