import type { EntityManager } from '@mikro-orm/core';
import { DEMO_ACCOUNTS, DEMO_MODELS, ROUNDING_ACCOUNT, demoAccounting } from './demo-accounting-data.js';
import { run } from '../sql.js';

/**
 * Inserts a demo company's year of accounting up to `today` into its (v2) schema, inside the seeding
 * transaction: one statement per table (json_to_recordset), then the serials moved past the ids.
 */
export async function seedDemoAccounting(tx: EntityManager, schema: string, ruc: string, seed: number, today: string): Promise<void> {
  const s = `"${schema}"`;
  const [{ n }] = await run<{ n: number }>(tx, `select count(*)::int as n from ${s}.tclipro`);
  const data = demoAccounting(ruc, seed, Math.max(1, n), today);
  const json = (rows: unknown[]) => JSON.stringify(rows);
  await run(
    tx,
    `insert into ${s}.tplancuenta (cue_codigo, cue_numero, cue_nombre, tcu_codigo, cue_nivel, cue_movimiento)
     select * from json_to_recordset(?::json) as t(cue_codigo int, cue_numero varchar, cue_nombre varchar, tcu_codigo int, cue_nivel int, cue_movimiento char(1))`,
    [
      json(
        DEMO_ACCOUNTS.map(([cue_codigo, cue_numero, cue_nombre, tcu_codigo, cue_nivel, cue_movimiento]) => ({
          cue_codigo,
          cue_numero,
          cue_nombre,
          tcu_codigo,
          cue_nivel,
          cue_movimiento,
        })),
      ),
    ],
  );
  await run(
    tx,
    `insert into ${s}.tmodelocontable (tcu_codigo, tra_codigo, cue_codigo, mco_debcre)
     select * from json_to_recordset(?::json) as t(tcu_codigo int, tra_codigo int, cue_codigo int, mco_debcre char(1))`,
    [json(DEMO_MODELS.map(([tcu_codigo, tra_codigo, cue_codigo, mco_debcre]) => ({ tcu_codigo, tra_codigo, cue_codigo, mco_debcre })))],
  );
  await run(tx, `insert into ${s}.tparametro (par_clave, par_valor) values ('CUENTA_REDONDEO', ?)`, [String(ROUNDING_ACCOUNT)]);
  await run(
    tx,
    `insert into ${s}.tperiodo (pe_codigo, pe_finicio, pe_ffin, pe_block, pe_estado)
     select * from json_to_recordset(?::json) as t(pe_codigo int, pe_finicio date, pe_ffin date, pe_block char(1), pe_estado int)`,
    [json(data.periods)],
  );
  await run(
    tx,
    `insert into ${s}.ttransaccion (trn_codigo, tra_codigo, trn_compro, trn_fecha, clp_codigo, trn_subtotal, trn_iva, trn_total, trn_fecreg)
     select t.*, t.trn_fecha::timestamptz + interval '10 hours' from json_to_recordset(?::json) as t(trn_codigo int, tra_codigo int, trn_compro varchar, trn_fecha date, clp_codigo int, trn_subtotal numeric, trn_iva numeric, trn_total numeric)`,
    [json(data.transactions)],
  );
  await run(
    tx,
    `insert into ${s}.tdiario (dia_codigo, dia_numero, dia_fecha, pe_codigo, trn_codigo, dia_glosa)
     select * from json_to_recordset(?::json) as t(dia_codigo int, dia_numero int, dia_fecha date, pe_codigo int, trn_codigo int, dia_glosa varchar)`,
    [json(data.entries)],
  );
  await run(
    tx,
    `insert into ${s}.tdiariodet (dia_codigo, cue_codigo, ddi_debe, ddi_haber)
     select * from json_to_recordset(?::json) as t(dia_codigo int, cue_codigo int, ddi_debe numeric, ddi_haber numeric)`,
    [json(data.lines)],
  );
  await run(
    tx,
    `insert into ${s}.tdocelectronico (trn_codigo, doc_numaut, doc_tipo, doc_estado, doc_fecaut, doc_mensaje)
     select * from json_to_recordset(?::json) as t(trn_codigo int, doc_numaut char(49), doc_tipo char(2), doc_estado int, doc_fecaut timestamptz, doc_mensaje varchar)`,
    [json(data.documents)],
  );
  for (const [table, column] of [
    ['tplancuenta', 'cue_codigo'],
    ['tperiodo', 'pe_codigo'],
    ['ttransaccion', 'trn_codigo'],
    ['tdiario', 'dia_codigo'],
  ]) {
    await run(tx, `select setval(pg_get_serial_sequence('${s}.${table}', '${column}'), (select max(${column}) from ${s}.${table}))`);
  }
}
