import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../support/server.js';

describe('start-up on a busy port', () => {
  let blocker: Server;
  let port: number;

  beforeAll(async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    port = (blocker.address() as { port: number }).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => blocker.close(resolve));
  });

  it('fails with a Spanish message naming the port and the PORT setting, instead of hanging', async () => {
    await expect(startTestServer({ redis: false, overrides: { port } })).rejects.toThrow(
      `No se pudo escuchar en 127.0.0.1:${port}: el puerto ${port} ya está en uso; elija otro con PORT`,
    );
  });
});
