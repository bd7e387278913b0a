/** What a connection needs to run the fill statements (MikroORM's, with `?` placeholders). */
interface Executes {
  execute(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * The list data of api.bench.ts, in three statements: `count` companies named in varied order
 * (states, lectura flags, business lines, services as the seeded ones are spread), a package in
 * force for four in five of them with sizes and end dates that make every balance class show,
 * and usage in the ledger for most packages (some beyond the package). Then ANALYZE, as
 * autovacuum would after such a load.
 */
export async function fillListData(conn: Executes, count: number): Promise<void> {
  if (!(count > 0)) return;
  await conn.execute(
    `insert into tempresa (emp_coding, emp_razons, emp_ruc, emp_dir, emp_ipdb, emp_nombredb, emp_esquemadb, tac_codigo, emp_activa, emp_ubica, emp_tiposerv, emp_modadc, fechafin)
     select 'bench' || g,
            (array['FARMACIA','FERRETERIA','COMERCIAL','DISTRIBUIDORA','CONSTRUCTORA','TRANSPORTES','IMPORTADORA','PANADERIA','CLINICA','LIBRERIA'])[1 + (g * 7) % 10]
              || ' ' || md5(g::text),
            '18' || lpad(g::text, 8, '0') || '001', 'Av. Principal ' || g, 'localhost', 'isyplus', 'emp_bench' || g,
            case when g % 20 = 0 then null else 1 + g % 23 end,
            case when g % 20 < 15 then 1 when g % 20 < 17 then 0 when g % 20 < 19 then 2 else 3 end,
            json_build_object('provincia', 1 + g % 24, 'ciudad', 'LOJA', 'lectura', case when g % 13 = 0 then 'T' else 'F' end)::text,
            json_build_object('fe', case when g % 5 < 3 then 'T' else 'F' end, 'sms', 'F', 'ced', 'T', 'email', 'F', 'bk', 'T', 'bka', 'F', 'bloq_aut', 'F')::text,
            json_build_object('pry', 'F', 'fol', 'F', 'orc', 'F', 'orp', 'F', 'bod', 'T', 'imp', 'F', 'ven', 'T', 'inv', 'F')::text,
            case when g % 20 in (17, 18) then current_date + g % 90 end
       from generate_series(1, ${Math.trunc(count)}) g`,
  );
  await conn.execute(
    `insert into tconexiones (rucempresa, fechacompra, fechafin, paquete, conexadquiridas, tipo_contrato, usr_nombre)
     select '18' || lpad(g::text, 8, '0') || '001', current_date - 30, current_date + (g % 400) - 20, 100 * (1 + g % 10), 100 * (1 + g % 10), g % 3, 'bench'
       from generate_series(1, ${Math.trunc(count)}) g where g % 5 <> 0`,
  );
  await conn.execute(
    `insert into tconexion_uso (rucempresa, con_codigo, uso_cantidad, uso_excedente, uso_fecha, usr_nombre)
     select c.rucempresa, c.con_codigo, greatest(1, c.conexadquiridas * (c.con_codigo % 7) / 6), case when c.con_codigo % 31 = 0 then 'T' else 'F' end, current_date - 1, 'bench'
       from tconexiones c where c.usr_nombre = 'bench' and c.con_codigo % 7 > 0`,
  );
  for (const table of ['tempresa', 'tconexiones', 'tconexion_uso']) await conn.execute(`analyze ${table}`);
}
