import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

// The permission matrix of the three demo roles, as the web reads it from `me` and as the
// server enforces it: the server stays the authority whatever the web shows.
let server: TestServer;
const clients: Record<string, ApiClient> = {};
beforeAll(async () => {
  server = await startTestServer({ redis: false });
  for (const login of ['admin', 'soporte', 'consulta']) {
    clients[login] = new ApiClient(server.url);
    await clients[login].login(login, TEST_PASSWORD);
  }
});
afterAll(async () => server?.close());

/** Resource levels of the demo profiles: admin is a super user (4), soporte operates (2) its screens, consulta reads (1) all. */
const SUPPORT = new Set([
  'clientes',
  'empresas',
  'conexiones',
  'pagos',
  'soporte',
  'notificaciones',
  'notificaciones.envio',
  'ayudas',
  'faqs',
  'tutoriales',
  'tips',
]);
const SCREENS = ['empresas', 'empresas.creacion', 'conexiones', 'pagos', 'clientes', 'perfiles', 'usuarios', 'menus', 'desarrollo', 'medicos', 'widgets'];
function level(role: string, resource: string): number {
  if (role === 'admin') return 4;
  if (role === 'soporte') return SUPPORT.has(resource) ? 2 : 0;
  return 1;
}
/** permisosForLevel: reading from 1, creating and editing from 2, deleting from 3. */
const permisos = (l: number) => ({ view: l, create: l >= 2 ? l : 0, edit: l >= 2 ? l : 0, delete: l >= 3 ? l : 0 });

type Need = 'view' | 'create' | 'edit' | 'delete';
interface Case {
  name: string;
  resource: string;
  need: Need;
  /** Level the action needs on top of the permisos entry (doctors' validity asks editar ≥ 3). */
  min?: number;
  query: string;
}

// Reads of every screen, and its actions on a record that does not exist: a granted role gets
// past the permission check (and hears the record is missing), a refused one gets FORBIDDEN.
const CASES: Case[] = [
  { name: 'lista de empresas', resource: 'empresas', need: 'view', query: '{ companies(pageSize: 1) { totalCount } }' },
  { name: 'cambiar estado de empresa', resource: 'empresas', need: 'edit', query: 'mutation { changeCompanyState(id: 999999, state: ACTIVE) { message } }' },
  { name: 'eliminar empresa', resource: 'empresas', need: 'delete', query: 'mutation { deleteCompany(id: 999999) { message } }' },
  { name: 'formulario de creación', resource: 'empresas.creacion', need: 'view', query: '{ companyCreationForm { allowsManualPoint } }' },
  { name: 'paquetes de conexión', resource: 'conexiones', need: 'view', query: '{ connectionPackages(pageSize: 1) { totalCount } }' },
  { name: 'anular paquete', resource: 'conexiones', need: 'edit', query: 'mutation { cancelConnectionPackage(id: 999999, reason: "x") { message } }' },
  { name: 'pagos de contrato', resource: 'pagos', need: 'view', query: '{ contractPayments(pageSize: 1) { totalCount } }' },
  { name: 'clientes', resource: 'clientes', need: 'view', query: '{ clientSearchSetup { domainMessage } }' },
  {
    name: 'formulario de actualización del cliente',
    resource: 'clientes',
    need: 'edit',
    query: 'mutation { setClientFormUpdate(clientId: 999999, formUpdate: DISABLED) { message } }',
  },
  { name: 'perfiles', resource: 'perfiles', need: 'view', query: '{ staffProfiles { items { id } } }' },
  { name: 'activar perfil', resource: 'perfiles', need: 'delete', query: 'mutation { setStaffProfileActive(id: 999999, active: true) { message } }' },
  { name: 'usuarios', resource: 'usuarios', need: 'view', query: '{ staffUsers { items { id } } }' },
  { name: 'activar usuario', resource: 'usuarios', need: 'delete', query: 'mutation { setStaffUserActive(id: 999999, active: true) { message } }' },
  { name: 'menú de empresas', resource: 'menus', need: 'view', query: '{ menuAdminCompanies(search: "a") { id } }' },
  { name: 'eliminar menús', resource: 'menus', need: 'delete', query: 'mutation { deleteMenuBarEntries(companyId: 999999, ids: [999999]) { message } }' },
  { name: 'catálogo de desarrollo', resource: 'desarrollo', need: 'view', query: '{ developmentOptions { areas { id } } }' },
  { name: 'editar versión', resource: 'desarrollo', need: 'edit', query: 'mutation { saveDevelopmentVersion(input: { id: 999999, name: "x" }) { message } }' },
  { name: 'eliminar versión', resource: 'desarrollo', need: 'delete', query: 'mutation { deleteDevelopmentVersion(id: 999999) { message } }' },
  { name: 'médicos', resource: 'medicos', need: 'view', query: '{ doctors(pageSize: 1) { totalCount } }' },
  {
    name: 'validar médico',
    resource: 'medicos',
    need: 'edit',
    min: 3,
    query: 'mutation { setDoctorValidity(doctorId: 999999, validity: INVALID) { message } }',
  },
];

describe('the permission matrix of the demo roles', () => {
  it.each(['admin', 'soporte', 'consulta'])(
    '%s: me.permissions gives each screen the permisos of its profile, and its menus only those screens',
    async (role) => {
      const result = await clients[role]!.graphql<{
        me: {
          permissions: Array<{ resource: string; view: number; create: number; edit: number; delete: number }>;
          menus: Array<{ resource: string | null; url: string | null }>;
        };
      }>('{ me { permissions { resource view create edit delete } menus { resource url } } }');
      const byResource = new Map(result.data!.me.permissions.map(({ resource, ...p }) => [resource, p]));
      for (const resource of SCREENS) {
        const expected = permisos(level(role, resource));
        expect(byResource.get(resource) ?? permisos(0), `${role} ${resource}`).toEqual(expected);
      }
      const menuResources = new Set(result.data!.me.menus.filter((m) => m.url).map((m) => m.resource));
      for (const resource of SCREENS) expect(menuResources.has(resource), `${role} menú ${resource}`).toBe(level(role, resource) > 0);
    },
  );

  it.each(['admin', 'soporte', 'consulta'])('%s: the server allows exactly the actions of its permisos on every screen', async (role) => {
    const outcome: string[] = [];
    const expected: string[] = [];
    for (const c of CASES) {
      const granted = permisos(level(role, c.resource))[c.need] >= (c.min ?? 1);
      const result = await clients[role]!.graphql(c.query);
      const codes = (result.errors ?? []).map((e) => e.extensions?.code);
      expect(codes, `${role} ${c.name}: ${JSON.stringify(result.errors)}`).not.toContain('INTERNAL_SERVER_ERROR');
      outcome.push(`${c.name}: ${codes.includes('FORBIDDEN') ? 'negado' : 'permitido'}`);
      expected.push(`${c.name}: ${granted ? 'permitido' : 'negado'}`);
    }
    expect(outcome).toEqual(expected);
  });
});
