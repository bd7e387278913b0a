/**
 * The API server of api.bench.ts, in a process of its own (started by it with NODE_ENV=production,
 * through the SWC register and an IPC channel): fills the list data, listens on 127.0.0.1 and
 * answers the parent's messages. Messages in: `cpu` (answers the process's cpuUsage()), `close`.
 * Messages out: `ready` with the port, `cpu` with the usage in microseconds, `error`.
 */
import { loadConfig } from '../../api/src/config.js';
import { startApp, type RunningApp } from '../../api/src/app.js';
import { fillListData } from './bench-seed.js';

const send = (message: unknown) => process.send!(message);
let app: RunningApp | undefined;

process.on('message', async (message: { type: string }) => {
  if (message.type === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ type: 'cpu', micros: user + system });
  } else if (message.type === 'close') {
    await app?.close().catch(() => undefined);
    process.exit(0);
  }
});
// The parent going away (killed, or its hard limit) ends this process too.
process.on('disconnect', () => process.exit(0));

try {
  app = await startApp(loadConfig(process.env, { port: 0, host: '127.0.0.1', runWorkers: false }));
  await fillListData(app.services.orm.em.getConnection(), Number(process.env.BENCH_COMPANIES));
  send({ type: 'ready', port: app.port });
} catch (error) {
  send({ type: 'error', message: error instanceof Error ? error.stack : String(error) });
  process.exit(1);
}
