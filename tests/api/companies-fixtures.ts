import type { TestServer } from '../support/server.js';

/** A company row to insert in tests; only what a test cares about, the rest has defaults. */
export interface CompanyFixture {
  coding: string;
  name?: string;
  ruc?: string;
  state?: 0 | 1 | 2 | 3;
  businessLine?: number | null;
  location?: string | null;
  services?: string | null;
  addOns?: string | null;
  schema?: string;
}

/** Factory: inserts a tempresa row (no tenant schema unless provisioned separately); returns emp_codigo. */
export async function insertCompany(server: TestServer, f: CompanyFixture): Promise<number> {
  const conn = server.services.orm.em.fork().getConnection();
  const [row] = await conn.execute<{ emp_codigo: number }[]>(
    `insert into tempresa (emp_coding, emp_razons, emp_ruc, emp_ipdb, emp_nombredb, emp_esquemadb, tac_codigo, emp_activa, emp_ubica, emp_tiposerv, emp_modadc)
     values (?, ?, ?, 'localhost', ?, ?, ?, ?, ?, ?, ?) returning emp_codigo`,
    [
      f.coding,
      f.name ?? `EMPRESA ${f.coding.toUpperCase()}`,
      f.ruc ?? '0990000000001',
      server.services.config.tenantDbName,
      f.schema ?? `emp_${f.coding}`,
      f.businessLine === undefined ? 1 : f.businessLine,
      f.state ?? 1,
      f.location === undefined ? '{"provincia":11,"ciudad":"LOJA"}' : f.location,
      f.services === undefined ? '{"fe":"F","sms":"F","ced":"T","email":"F","bk":"T","bka":"F","bloq_aut":"F"}' : f.services,
      f.addOns === undefined ? '{"pry":"F","fol":"F","orc":"F","orp":"F","bod":"F","imp":"F","ven":"F","inv":"F"}' : f.addOns,
    ],
  );
  return row!.emp_codigo;
}

export async function companyIdOf(server: TestServer, coding: string): Promise<number> {
  const [row] = await server.services.orm.em
    .fork()
    .getConnection()
    .execute<{ emp_codigo: number }[]>('select emp_codigo from tempresa where emp_coding = ?', [coding]);
  return row!.emp_codigo;
}

export async function rowOf(server: TestServer, id: number): Promise<Record<string, unknown> | undefined> {
  const [row] = await server.services.orm.em
    .fork()
    .getConnection()
    .execute<Record<string, unknown>[]>(`select *, to_char(fechafin, 'YYYY-MM-DD') as fechafin_iso from tempresa where emp_codigo = ?`, [id]);
  return row;
}

export async function auditOf(server: TestServer, id: number, action: string): Promise<Array<{ usr_codigo: number; usr_nombre: string; observacion: string }>> {
  return server.services.orm.em
    .fork()
    .getConnection()
    .execute(
      `select usr_codigo, usr_nombre, observacion from tauditoria where aud_entidad = 'tempresa' and aud_clave = ? and aud_accion = ? order by aud_codigo`,
      [String(id), action],
    );
}
