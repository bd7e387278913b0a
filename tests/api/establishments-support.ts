import { Company } from '../../api/src/modules/companies/company.entity.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import type { TestServer } from '../support/server.js';

/** Signs in one of the demo staff users (admin, soporte, consulta). */
export async function signedIn(server: TestServer, login: string): Promise<ApiClient> {
  const client = new ApiClient(server.url);
  await client.login(login, TEST_PASSWORD);
  return client;
}

export async function companyId(server: TestServer, accessCode: string): Promise<number> {
  const [row] = await sql<{ emp_codigo: number }>(server, 'select emp_codigo from tempresa where emp_coding = ?', [accessCode]);
  return row!.emp_codigo;
}

export function sql<T>(server: TestServer, query: string, params: unknown[] = []): Promise<T[]> {
  return server.services.orm.em.fork().getConnection().execute(query, params, 'all');
}

/** Factory: a company with an empty tenant schema (no establishments yet). */
export async function emptyCompany(
  server: TestServer,
  accessCode: string,
  services = { fe: 'F', sms: 'F', ced: 'T', email: 'F', bk: 'T', bka: 'F', bloq_aut: 'F' },
): Promise<number> {
  const { orm, tenants, config } = server.services;
  const schema = `emp_${accessCode}`;
  await tenants.provision(schema, 'v1');
  const em = orm.em.fork();
  const company = em.create(Company, {
    accessCode,
    legalName: `EMPRESA ${accessCode.toUpperCase()} S.A.`,
    ruc: '1790016919001',
    dbHost: 'localhost',
    dbName: config.tenantDbName,
    dbSchema: schema,
    services: JSON.stringify(services),
  });
  await em.flush();
  return company.id;
}

export interface AuditRow {
  usr_nombre: string;
  aud_accion: string;
  aud_entidad: string;
  aud_clave: string;
  observacion: string | null;
}

export const auditOf = (server: TestServer, entity: string, key: string) =>
  sql<AuditRow>(
    server,
    'select usr_nombre, aud_accion, aud_entidad, aud_clave, observacion from tauditoria where aud_entidad = ? and aud_clave = ? order by aud_codigo',
    [entity, key],
  );

export const ESTABLISHMENT_FIELDS = `id ruc number section legalName description province city address phone legalRepresentative economicActivity
  email website mobile fax sector type headOffice environment numericCode specialTaxpayerAuth closingType businessUnit taxpayerType`;

export const POINT_FIELDS = 'id state stateLabel number name description type establishmentNumber establishmentId address';
