import { DEMO_COMPANIES, demoRuc } from '../../api/src/db/seeders/demo-data.js';
import type { ApiClient } from '../support/client.js';
import type { TestServer } from '../support/server.js';

/** The seeded RUC of a demo company by its access code. */
export function rucOf(access: string): string {
  return demoRuc(DEMO_COMPANIES.find((c) => c.accessCode === access)!);
}

export const ROW = `companyId accessCode legalName ruc packageId acquired used saldo excess balance balanceColor notificationState notified contractState contractType contractTypeLabel
  notifyPercentage block invoiceNumber billedRuc related email express endDate purchaseDate packageSize`;
export const LIST = `query ($filter: ConnectionFilter, $page: Int, $pageSize: Int) {
  connectionPackages(filter: $filter, page: $page, pageSize: $pageSize) {
    total totalCount page pageSize items { ${ROW} }
    summary { companies excedido porcompletar sinasignar disponible acquired used saldo excess }
    balanceCounts { key label color count }
    permisos { view create edit delete }
  }
}`;
export const PACKAGE = `id ruc state stateLabel purchaseDate endDate packageSize acquired carriedOver previousId used saldo excess contractType notifyPercentage block note
  invoiceId invoiceNumber billedRuc billedName related notificationState createdBy cancelledBy cancelReason`;
export const CREATE = `mutation ($input: PackageInput!) { createConnectionPackage(input: $input) { message package { ${PACKAGE} } } }`;
export const EDIT = `mutation ($id: Int!, $input: PackageInput!) { editConnectionPackage(id: $id, input: $input) { message package { ${PACKAGE} } } }`;
export const CANCEL = `mutation ($id: Int!, $reason: String) { cancelConnectionPackage(id: $id, reason: $reason) { message package { ${PACKAGE} } } }`;
export const ONE = `query ($id: Int!) { connectionPackage(id: $id) { ${PACKAGE} } }`;
export const USAGE = `mutation ($units: Int!, $companyId: Int, $ruc: String, $reference: String, $date: LocalDate) {
  recordPackageUsage(units: $units, companyId: $companyId, ruc: $ruc, reference: $reference, date: $date) { packageId units allocated excess used saldo duplicate }
}`;

export type Row = Record<string, unknown> & {
  accessCode: string;
  balance: string;
  saldo: number;
  used: number;
  acquired: number;
  excess: number;
  packageId: number | null;
};
export interface ListData {
  connectionPackages: {
    total: number;
    totalCount: number;
    items: Row[];
    summary: Record<string, number>;
    balanceCounts: Array<{ key: string; label: string; color: string; count: number }>;
    permisos: Record<string, number>;
  };
}

export async function listRows(client: ApiClient, filter: Record<string, unknown> = {}, pageSize = 500): Promise<Row[]> {
  const result = await client.graphql<ListData>(LIST, { filter, pageSize });
  if (result.errors) throw new Error(result.errors[0]!.message);
  return result.data!.connectionPackages.items;
}

export async function rowFor(client: ApiClient, access: string): Promise<Row> {
  const rows = await listRows(client, { text: access });
  return rows.find((r) => r.accessCode === access)!;
}

/** Inserts a package in force for a RUC straight in the table (fixtures for usage and blocking tests). */
export async function insertPackage(server: TestServer, ruc: string, acquired: number, opts: { notified?: boolean; type?: number } = {}): Promise<number> {
  const conn = server.services.orm.em.fork().getConnection();
  const [row] = await conn.execute<{ con_codigo: number }[]>(
    `insert into tconexiones (rucempresa, estado, fechacompra, fechafin, paquete, conexadquiridas, tipo_contrato, usr_nombre)
     values (?, 1, current_date, current_date + 365, ?, ?, ?, 'prueba') returning con_codigo`,
    [ruc, acquired, acquired, opts.type ?? 0],
  );
  if (opts.notified)
    await conn.execute(
      `insert into tconexion_notificacion (con_codigo, rucempresa, ntf_destinatarios, ntf_cantidad, usr_nombre) values (?, ?, 'x@y.ec', 1, 'prueba')`,
      [row!.con_codigo, ruc],
    );
  return row!.con_codigo;
}

export async function ledgerTotals(server: TestServer, ruc: string): Promise<{ allocated: number; excess: number; rows: number }> {
  const [row] = await server.services.orm.em
    .fork()
    .getConnection()
    .execute<{ allocated: number; excess: number; rows: number }[]>(
      `select coalesce(sum(uso_cantidad) filter (where uso_excedente = 'F'), 0)::int as allocated, coalesce(sum(uso_cantidad) filter (where uso_excedente = 'T'), 0)::int as excess, count(*)::int as rows
         from tconexion_uso where rucempresa = ?`,
      [ruc],
    );
  return row!;
}
