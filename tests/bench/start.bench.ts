// Cold start of `npm start` on existing data: seconds from spawning `npm start` to the first
// 200 from /readyz. Prints figures, asserts nothing.
//
// The quick start's case: embedded PGlite (DATABASE_URL and REDIS_URL are ignored here) in a
// temporary DATA_DIR, removed at the end. A first run builds what changed and creates and seeds
// the database (printed as "preparación"); then START_RUNS (default 3) runs start the server again
// on that data with the builds up to date, each stopped with SIGTERM before the next.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../faults/support/processes.js';

const runs = Number(process.env.START_RUNS ?? 3);
const dataDir = mkdtempSync(join(tmpdir(), 'bo-start-bench-'));

async function ready(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // The whole group: npm and the server it started.
  process.kill(-child.pid!, 'SIGTERM');
  const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Seconds until /readyz answers 200 (the output is kept to show if it never does). */
async function timeStart(): Promise<number> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.NODE_ENV;
  const started = performance.now();
  const child = spawn('npm', ['start'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  try {
    while (!(await ready(`http://127.0.0.1:${port}/readyz`))) {
      if (child.exitCode !== null) throw new Error(`npm start terminó (código ${child.exitCode}) antes de estar listo:\n${output}`);
      if (performance.now() - started > 300_000) throw new Error(`npm start no estuvo listo en 300 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return (performance.now() - started) / 1000;
  } finally {
    await stop(child);
  }
}

try {
  console.log(`npm start con PGlite en ${dataDir}`);
  console.log(`preparación (compila lo que cambió, crea y siembra la base): ${(await timeStart()).toFixed(1)} s`);
  const times: number[] = [];
  for (let i = 1; i <= runs; i++) {
    const seconds = await timeStart();
    times.push(seconds);
    console.log(`arranque ${i}: ${seconds.toFixed(1)} s`);
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  console.log(`start-seconds ${median.toFixed(1)} (mediana de ${runs}, npm start hasta /readyz 200 con datos existentes)`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
