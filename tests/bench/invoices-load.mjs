// The load of invoices.bench.ts, in a process of its own (never the server's event loop).
// Started with an IPC channel; its first message is the job:
//   { kind: 'http', url, token, bodies: [...], warmup: [...], clients }          POSTs each body once
//   { kind: 'sql', databaseUrl, schema, rows: [...], warmup: [...], clients }    inserts each document's rows
// `clients` lanes share the work; the warm-up items go first, before the clock starts (both
// paths open their connections and compile their code outside the measure); sends
// { type: 'done', result: { documents, errors, seconds } } for the measured items only.
import pg from 'pg';

const job = await new Promise((resolve) => process.once('message', resolve));

/** Runs `one` over 0..count-1 on `clients` lanes; the first `warm` items run before the clock starts (connections opened, code compiled). */
async function lanes(count, clients, one, warm = 0) {
  await Promise.all(
    Array.from({ length: Math.min(clients, warm) }, async (_, lane) => {
      for (let i = lane; i < warm; i += clients) await one(count + i, lane);
    }),
  );
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, lane) => {
      for (let i = next++; i < count; i = next++) {
        try {
          await one(i, lane);
        } catch (error) {
          if (errors++ === 0) console.error(String(error));
        }
      }
    }),
  );
  return { documents: count - errors, errors, seconds: (performance.now() - started) / 1000 };
}

async function http() {
  const bodies = [...job.bodies, ...(job.warmup ?? [])];
  return lanes(
    job.bodies.length,
    job.clients,
    async (i) => {
      const res = await fetch(job.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${job.token}` },
        body: JSON.stringify(bodies[i]),
      });
      const body = await res.json();
      if (body.estado !== 200 || body.repetido) throw new Error(`${res.status} ${body.msg}`);
    },
    job.warmup?.length ?? 0,
  );
}

/** The same rows the API writes, inserted as directly as possible: one transaction per document. */
async function sql() {
  const pool = new pg.Pool({ connectionString: job.databaseUrl, max: job.clients });
  const s = `"${job.schema}"`;
  try {
    const rows = [...job.rows, ...(job.warmup ?? [])];
    return await lanes(
      job.rows.length,
      job.clients,
      async (i) => {
        const r = rows[i];
        const client = await pool.connect();
        try {
          await client.query('begin');
          const {
            rows: [seq],
          } = await client.query(
            `insert into ${s}.tsecuencial values ('001', '001', $1, 1) on conflict (alm_nroest, tdv_numero, doc_tipo) do update set sec_ultimo = tsecuencial.sec_ultimo + 1 returning sec_ultimo`,
            ['99'],
          );
          const number = `001-001-${String(seq.sec_ultimo).padStart(9, '0')}`;
          const {
            rows: [trn],
          } = await client.query(
            `insert into ${s}.ttransaccion (tra_codigo, trn_compro, trn_fecha, clp_codigo, trn_subtotal, trn_iva, trn_total) values (1, $1, $2, $3, $4, $5, $6) returning trn_codigo`,
            [number, r.date, r.clientId, r.subtotal, r.iva, r.total],
          );
          await client.query(
            `insert into ${s}.ttransaccion_det (trn_codigo, tdt_linea, art_codigo, art_descri, tdt_cantidad, tdt_precio, tdt_descuento, tdt_subtotal, iva_codigo, tdt_tarifa, tdt_iva)
           select $1, l.n, l.codigo, l.descri, l.cantidad, l.precio, l.descuento, l.subtotal, l.iva_codigo, 15, l.iva
             from json_to_recordset($2::json) as l(n int, codigo text, descri text, cantidad numeric, precio numeric, descuento numeric, subtotal numeric, iva_codigo text, iva numeric)`,
            [trn.trn_codigo, JSON.stringify(r.lines)],
          );
          await client.query(`insert into ${s}.ttransaccion_pago (trn_codigo, fpa_codigo, tpa_valor) values ($1, '01', $2)`, [trn.trn_codigo, r.total]);
          const key = `${r.keyPrefix}${String(seq.sec_ultimo).padStart(9, '0')}123456781`.padEnd(49, '0');
          await client.query(`insert into ${s}.tdocelectronico (trn_codigo, doc_numaut, doc_tipo) values ($1, $2, '01')`, [trn.trn_codigo, key]);
          await client.query(`insert into ${s}.tdocapi (dap_clave, dap_tipo, dap_hash, trn_codigo, dap_respuesta) values ($1, '01', $2, $3, $4)`, [
            r.key,
            '0'.repeat(64),
            trn.trn_codigo,
            JSON.stringify({ number }),
          ]);
          await client.query('commit');
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
      job.warmup?.length ?? 0,
    );
  } finally {
    await pool.end();
  }
}

const result = job.kind === 'http' ? await http() : await sql();
process.send({ type: 'done', result });
process.disconnect();
