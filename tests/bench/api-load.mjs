// The load of api.bench.ts, in a process of its own (never the server's event loop). Started
// with an IPC channel and one JSON argument:
//   { kind: 'http', url, headers, body, clients, warmup, seconds }   autocannon POSTs
//   { kind: 'sql', databaseUrl, statements: [{ text, values }], clients, warmup, seconds }
//     each "request" runs the statements in turn on one of `clients` pooled pg connections
// It warms up for `warmup` s, sends { type: 'start' }, waits for { type: 'go' } (the parent reads
// the server's CPU in between), runs `seconds` s and sends { type: 'done', result }.
import autocannon from 'autocannon';
import pg from 'pg';

const job = JSON.parse(process.argv[2]);
const send = (message) => process.send(message);
const go = () => new Promise((resolve) => process.once('message', resolve));

/** Nearest-rank percentile of sorted latencies. */
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

async function http() {
  const options = { url: job.url, method: 'POST', headers: job.headers, body: job.body, connections: job.clients, pipelining: 1 };
  if (job.warmup > 0) await autocannon({ ...options, duration: job.warmup });
  send({ type: 'start' });
  await go();
  const r = await autocannon({ ...options, duration: job.seconds });
  return { requests: r.requests.total, errors: r.errors + r.timeouts + r.non2xx, seconds: r.duration, p50: r.latency.p50, p99: r.latency.p99 };
}

async function sql() {
  const pool = new pg.Pool({ connectionString: job.databaseUrl, max: job.clients });
  let until = 0;
  let latencies = [];
  let errors = 0;
  async function lane() {
    const client = await pool.connect();
    try {
      while (performance.now() < until) {
        const t = performance.now();
        try {
          for (const s of job.statements) {
            const { rowCount } = await client.query({ text: s.text, values: s.values });
            if (!rowCount) throw new Error('no rows');
          }
          latencies.push(performance.now() - t);
        } catch {
          errors++;
        }
      }
    } finally {
      client.release();
    }
  }
  const run = async (seconds) => {
    until = performance.now() + seconds * 1000;
    latencies = [];
    errors = 0;
    const t0 = performance.now();
    await Promise.all(Array.from({ length: job.clients }, lane));
    return (performance.now() - t0) / 1000;
  };
  if (job.warmup > 0) await run(job.warmup);
  send({ type: 'start' });
  await go();
  const seconds = await run(job.seconds);
  await pool.end();
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

try {
  const result = job.kind === 'http' ? await http() : await sql();
  send({ type: 'done', result });
} catch (error) {
  send({ type: 'error', message: error instanceof Error ? error.stack : String(error) });
}
process.disconnect();
