import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeCedula } from '../../api/src/db/seeders/demo-data.js';
import { referenteIdType } from '../../api/src/domain/identity.js';
import { hashPassword } from '../../api/src/modules/auth/password.js';
import { User } from '../../api/src/modules/users/user.entity.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: ApiClient;
let andina: number;
let pacifico: number;

const LOOKUP = `query ($companyId: Int!, $mode: ReferenteSearchMode!, $search: String!, $documentType: ReferenteDocumentType) {
  referenteLookup(companyId: $companyId, mode: $mode, search: $search, documentType: $documentType) {
    estado
    ref { id idNumber idType name surname fullName address phone email mobile userNumber }
  }
}`;

const SEARCH = `query ($companyId: Int!, $text: String!, $limit: Int) {
  referenteSearch(companyId: $companyId, text: $text, limit: $limit) { id idNumber fullName }
}`;

interface ReferenteRow {
  clp_cedruc: string;
  clp_tipoid: '05' | '04';
  clp_nombre: string;
  clp_apelli?: string | null;
  clp_direcc?: string | null;
  clp_telefo?: string | null;
  clp_email?: string | null;
  clp_movil?: string | null;
  num_user?: number | null;
}

/** Factory: inserts a referente in a demo company's schema and returns its clp_codigo. */
async function insertReferente(accessCode: string, row: ReferenteRow): Promise<number> {
  const conn = server.services.orm.em.fork().getConnection();
  const [inserted] = await conn.execute<{ clp_codigo: number }[]>(
    `insert into "emp_${accessCode}".tclipro (clp_cedruc, clp_tipoid, clp_nombre, clp_apelli, clp_direcc, clp_telefo, clp_email, clp_movil, num_user)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning clp_codigo`,
    [
      row.clp_cedruc,
      row.clp_tipoid,
      row.clp_nombre,
      row.clp_apelli ?? null,
      row.clp_direcc ?? null,
      row.clp_telefo ?? null,
      row.clp_email ?? null,
      row.clp_movil ?? null,
      row.num_user ?? null,
    ],
  );
  return inserted!.clp_codigo;
}

async function companyId(accessCode: string): Promise<number> {
  const [row] = await server.services.orm.em
    .fork()
    .getConnection()
    .execute<{ emp_codigo: number }[]>('select emp_codigo from tempresa where emp_coding = ?', [accessCode]);
  return row!.emp_codigo;
}

const lookup = (client: ApiClient, variables: Record<string, unknown>) =>
  client.graphql<{ referenteLookup: { estado: string; ref: Record<string, unknown> | null } }>(LOOKUP, variables);
const search = (client: ApiClient, variables: Record<string, unknown>) =>
  client.graphql<{ referenteSearch: Array<{ id: number; idNumber: string; fullName: string }> }>(SEARCH, variables);

/** A valid cédula that no demo company holds (the seeder is deterministic). */
const UNREGISTERED_CEDULA = completeCedula('010203040');

let nandu: number;
let tomebamba: number;

/** A referente with every column filled, as inserted in tclipro. */
const NANDU_ROW = {
  clp_cedruc: '1710034065',
  clp_tipoid: '05',
  clp_nombre: 'MARÍA JOSÉ',
  clp_apelli: 'ÑANDÚ QUISHPE',
  clp_direcc: 'Av. Amazonas N21-45 y Roca, Quito',
  clp_telefo: '02-2541236',
  clp_email: 'maria.nandu@gmail.com',
  clp_movil: '0987654321',
  num_user: 7,
} as const satisfies ReferenteRow;

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
  andina = await companyId('andina');
  pacifico = await companyId('pacifico');
  nandu = await insertReferente('andina', NANDU_ROW);
  tomebamba = await insertReferente('andina', { clp_cedruc: '1790016919001', clp_tipoid: '04', clp_nombre: 'ÑANDÚ EXPORT S.A.' });
  for (const [i, apelli] of ['ÑANDÚ ALVARADO', 'ÑANDÚ BRAVO', 'ÑANDÚ CEVALLOS', 'ÑANDÚ DÁVILA'].entries()) {
    await insertReferente('andina', { clp_cedruc: completeCedula(`24000000${i}`), clp_tipoid: '05', clp_nombre: 'PEDRO', clp_apelli: apelli });
  }
});
afterAll(async () => server?.close());

describe('referente lookup by cédula/RUC and by code', () => {
  it('answers estado 1 with every field of the referente found by cédula', async () => {
    const result = await lookup(admin, { companyId: andina, mode: 'BYCED', search: '1710034065' });
    expect(result.errors).toBeUndefined();
    expect(result.data!.referenteLookup).toEqual({
      estado: 'FOUND',
      ref: {
        id: nandu,
        idNumber: '1710034065',
        idType: 'ID_CARD',
        name: 'MARÍA JOSÉ',
        surname: 'ÑANDÚ QUISHPE',
        fullName: 'ÑANDÚ QUISHPE MARÍA JOSÉ',
        address: 'Av. Amazonas N21-45 y Roca, Quito',
        phone: '02-2541236',
        email: 'maria.nandu@gmail.com',
        mobile: '0987654321',
        userNumber: 7,
      },
    });
  });

  it('finds a RUC referente by its 13 digits and the same referente by its code', async () => {
    const byRuc = await lookup(admin, { companyId: andina, mode: 'BYCED', search: ' 1790016919001 ' });
    expect(byRuc.data!.referenteLookup).toMatchObject({
      estado: 'FOUND',
      ref: { id: tomebamba, idType: 'RUC', name: 'ÑANDÚ EXPORT S.A.', surname: null, fullName: 'ÑANDÚ EXPORT S.A.' },
    });
    const byCode = await lookup(admin, { companyId: andina, mode: 'BYID', search: String(tomebamba) });
    expect(byCode.data!.referenteLookup).toMatchObject({ estado: 'FOUND', ref: { id: tomebamba, idNumber: '1790016919001' } });
  });

  it('answers estado 2 without a referente for a valid number or a code that is not registered', async () => {
    const byCed = await lookup(admin, { companyId: andina, mode: 'BYCED', search: UNREGISTERED_CEDULA });
    expect(referenteIdType(UNREGISTERED_CEDULA)).toBe('05');
    expect(byCed.errors).toBeUndefined();
    expect(byCed.data!.referenteLookup).toEqual({ estado: 'NOT_REGISTERED', ref: null });
    const byCode = await lookup(admin, { companyId: andina, mode: 'BYID', search: '999999' });
    expect(byCode.data!.referenteLookup).toEqual({ estado: 'NOT_REGISTERED', ref: null });
  });

  it.each([
    ['BYCED', '1710034064', null, 'Ingrese un numero de cédula válido'],
    ['BYCED', '1790016918001', null, 'Ingrese un número de ruc válido'],
    ['BYCED', '12345', null, '¡El número de ruc o cédula no tiene el formato correcto!'],
    ['BYCED', '1790016919001', 'ID_CARD', 'Ingrese un numero de cédula válido'],
    ['BYCED', '1710034065', 'RUC', 'Ingrese un número de ruc válido'],
    ['BYCED', '   ', null, 'Ingrese el número de CI/RUC del referente'],
    ['BYID', '', null, 'Ingrese el código del referente'],
    ['BYID', '12a', null, 'El código del referente debe ser un número'],
  ])('refuses mode %s search %j (document type %s) with "%s" on the field search', async (mode, value, documentType, message) => {
    const result = await lookup(admin, { companyId: andina, mode, search: value, documentType });
    expect(result.data).toBeNull();
    expect(result.errors![0]!.message).toBe(message);
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'search' });
  });

  it('refuses an unknown company with a coded message naming companyId', async () => {
    const result = await lookup(admin, { companyId: 999, mode: 'BYCED', search: '1710034065' });
    expect(result.errors![0]!.message).toBe('No existe la empresa con código 999');
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'companyId' });
  });

  it("keeps each company's referentes to itself", async () => {
    const other = await lookup(admin, { companyId: pacifico, mode: 'BYCED', search: '1710034065' });
    expect(other.data!.referenteLookup).toEqual({ estado: 'NOT_REGISTERED', ref: null });
    const found = await search(admin, { companyId: pacifico, text: 'ñandú', limit: 50 });
    expect(found.data!.referenteSearch).toEqual([]);
  });
});

describe('referente prefix search', () => {
  it('matches the surname-first name ignoring case, ordered by surname, within the limit', async () => {
    const upper = await search(admin, { companyId: andina, text: 'ÑANDÚ', limit: 50 });
    const lower = await search(admin, { companyId: andina, text: 'ñandú', limit: 50 });
    expect(upper.data!.referenteSearch.map((r) => r.fullName)).toEqual([
      'ÑANDÚ ALVARADO PEDRO',
      'ÑANDÚ BRAVO PEDRO',
      'ÑANDÚ CEVALLOS PEDRO',
      'ÑANDÚ DÁVILA PEDRO',
      'ÑANDÚ EXPORT S.A.',
      'ÑANDÚ QUISHPE MARÍA JOSÉ',
    ]);
    expect(lower.data!.referenteSearch).toEqual(upper.data!.referenteSearch);
    const limited = await search(admin, { companyId: andina, text: 'Ñandú', limit: 3 });
    expect(limited.data!.referenteSearch.map((r) => r.fullName)).toEqual(['ÑANDÚ ALVARADO PEDRO', 'ÑANDÚ BRAVO PEDRO', 'ÑANDÚ CEVALLOS PEDRO']);
  });

  it('matches the name-first form and the start of the cédula/RUC, never the middle of a word', async () => {
    const nameFirst = await search(admin, { companyId: andina, text: 'maría josé ñan' });
    expect(nameFirst.data!.referenteSearch.map((r) => r.id)).toEqual([nandu]);
    const byId = await search(admin, { companyId: andina, text: '171003' });
    expect(byId.data!.referenteSearch.map((r) => r.idNumber)).toEqual(['1710034065']);
    const middle = await search(admin, { companyId: andina, text: 'quishpe' });
    expect(middle.data!.referenteSearch).toEqual([]);
  });

  it('orders surnames alphabetically in Spanish: accents do not count, case neither, Ñ comes after N', async () => {
    // Inserted out of order; the cédulas share the prefix 2300000 so one search returns exactly them.
    const surnames = ['ZAMBRANO', 'ÑAUÑAY', 'OCHOA', 'NÚÑEZ', 'Ávila', 'NAVARRO', 'ÁLVAREZ', 'AYALA', 'NUÑO', 'ECHEVERRÍA'];
    for (const [i, apelli] of surnames.entries()) {
      await insertReferente('andina', { clp_cedruc: completeCedula(`23000000${i}`), clp_tipoid: '05', clp_nombre: 'ANA', clp_apelli: apelli });
    }
    const result = await search(admin, { companyId: andina, text: '2300000', limit: 50 });
    expect(result.errors).toBeUndefined();
    expect(result.data!.referenteSearch.map((r) => r.fullName)).toEqual([
      'ÁLVAREZ ANA',
      'Ávila ANA',
      'AYALA ANA',
      'ECHEVERRÍA ANA',
      'NAVARRO ANA',
      'NÚÑEZ ANA',
      'NUÑO ANA',
      'ÑAUÑAY ANA',
      'OCHOA ANA',
      'ZAMBRANO ANA',
    ]);
  });

  it('treats % and _ as plain characters', async () => {
    const percent = await search(admin, { companyId: andina, text: '%' });
    expect(percent.data!.referenteSearch).toEqual([]);
    // Unescaped, '1_' would match every cédula starting with 1.
    const underscore = await search(admin, { companyId: andina, text: '1_' });
    expect(underscore.data!.referenteSearch).toEqual([]);
  });

  it('answers at most 10 by default, up to 50 when asked, and refuses a limit out of range naming it', async () => {
    const byDefault = await search(admin, { companyId: andina, text: '1' });
    expect(byDefault.data!.referenteSearch).toHaveLength(10);
    const many = await search(admin, { companyId: andina, text: '1', limit: 50 });
    expect(many.data!.referenteSearch.length).toBeLessThanOrEqual(50);
    expect(many.data!.referenteSearch.length).toBeGreaterThan(10);
    for (const limit of [500, 0]) {
      const refused = await search(admin, { companyId: andina, text: '1', limit });
      expect(refused.errors![0]).toMatchObject({
        message: 'El máximo de referentes (limit) debe estar entre 1 y 50',
        extensions: { code: 'BAD_USER_INPUT', field: 'limit' },
      });
    }
  });

  it('orders by the requested field with the code as tie-breaker', async () => {
    const result = await admin.graphql<{ referenteSearch: Array<{ idNumber: string }> }>(
      'query ($c: Int!) { referenteSearch(companyId: $c, text: "1", limit: 50, orderBy: { field: ID_NUMBER, direction: DESC }) { idNumber } }',
      { c: andina },
    );
    expect(result.errors).toBeUndefined();
    const numbers = result.data!.referenteSearch.map((r) => r.idNumber);
    expect(numbers.length).toBeGreaterThan(10);
    expect(numbers).toEqual([...numbers].sort().reverse());
  });

  it('asks for a text and refuses an unknown company', async () => {
    const blank = await search(admin, { companyId: andina, text: '  ' });
    expect(blank.errors![0]).toMatchObject({
      message: 'Ingrese el nombre, apellido o CI/RUC del referente a buscar',
      extensions: { code: 'BAD_USER_INPUT', field: 'text' },
    });
    const unknown = await search(admin, { companyId: 0, text: 'a' });
    expect(unknown.errors![0]).toMatchObject({ message: 'No existe la empresa con código 0', extensions: { code: 'BAD_USER_INPUT', field: 'companyId' } });
  });
});

describe('access to referentes', () => {
  it('refuses a signed-out caller on GraphQL and REST', async () => {
    const anonymous = new ApiClient(server.url);
    const result = await lookup(anonymous, { companyId: andina, mode: 'BYCED', search: '1710034065' });
    expect(result.errors![0]).toMatchObject({ message: 'NO AUTENTICADO', extensions: { code: 'UNAUTHENTICATED' } });
    const found = await search(anonymous, { companyId: andina, text: 'ñ' });
    expect(found.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    const rest = await anonymous.rest('GET', `/rest/previewgraph/informe/0?opc=refbyced&cedruc=1710034065&emp_codigo=${andina}`);
    expect(rest.status).toBe(401);
    expect(rest.body).toMatchObject({ ss_expirada: true });
  });

  it('refuses a user whose profile does not grant reading companies', async () => {
    const em = server.services.orm.em.fork();
    const profile = em.create(User, { login: 'perfil.solo.faqs', name: 'Solo FAQs', isProfile: 'T', active: 'T', hierarchy: 0 });
    await em.flush();
    await em.getConnection().execute('insert into tperfil_menu (usr_codigo, mb_codigo, pme_nivel) values (?, 22, 2)', [profile.id]);
    em.create(User, { login: 'editor.faqs', name: 'Editor de FAQs', passwordHash: await hashPassword('clave-faqs-1'), hierarchy: 0, profileId: profile.id });
    await em.flush();
    const editor = new ApiClient(server.url);
    await editor.login('editor.faqs', 'clave-faqs-1');
    const result = await lookup(editor, { companyId: andina, mode: 'BYCED', search: '1710034065' });
    expect(result.errors![0]).toMatchObject({ message: 'No tiene los permisos para realizar esta acción', extensions: { code: 'FORBIDDEN' } });
    const consulta = new ApiClient(server.url);
    await consulta.login('consulta', TEST_PASSWORD);
    const allowed = await lookup(consulta, { companyId: andina, mode: 'BYCED', search: '1710034065' });
    expect(allowed.data!.referenteLookup.estado).toBe('FOUND');
  });
});

describe('REST /rest/previewgraph/informe', () => {
  it('opc=refbyced answers estado 1 and ref with the legacy column names', async () => {
    const res = await admin.rest('GET', `/rest/previewgraph/informe/0?opc=refbyced&cedruc=1710034065&emp_codigo=${andina}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      estado: 1,
      cod: 1,
      // The legacy answer carries the tclipro columns exactly as they were inserted.
      ref: { clp_codigo: nandu, ...NANDU_ROW },
    });
  });

  it('opc=cod finds by the code in the path, and estado 2 means not registered', async () => {
    const found = await admin.rest('GET', `/rest/previewgraph/informe/${tomebamba}?opc=cod&emp_codigo=${andina}`);
    expect(found.body).toMatchObject({ estado: 1, ref: { clp_codigo: tomebamba, clp_cedruc: '1790016919001', clp_tipoid: '04' } });
    const missing = await admin.rest('GET', `/rest/previewgraph/informe/0?opc=refbyced&cedruc=${UNREGISTERED_CEDULA}&emp_codigo=${andina}`);
    expect(missing.body).toMatchObject({ estado: 2, ref: null });
  });

  it('answers refusals in the envelope with the legacy field in inputid', async () => {
    const invalid = await admin.rest('GET', `/rest/previewgraph/informe/0?opc=refbyced&cedruc=1710034064&emp_codigo=${andina}`);
    expect(invalid.status).toBe(200);
    expect(invalid.body).toMatchObject({ estado: 400, cod: 0, msg: 'Ingrese un numero de cédula válido', inputid: 'cedruc', level_code: 101 });
    const noCompany = await admin.rest('GET', '/rest/previewgraph/informe/0?opc=refbyced&cedruc=1710034065');
    expect(noCompany.body).toMatchObject({ estado: 400, msg: 'Debe seleccionar una empresa', inputid: 'emp_codigo' });
    const unreadableCompany = await admin.rest('GET', '/rest/previewgraph/informe/0?opc=refbyced&cedruc=1710034065&emp_codigo=abc');
    expect(unreadableCompany.body).toMatchObject({ estado: 400, msg: 'Debe seleccionar una empresa', inputid: 'emp_codigo' });
    const noCode = await admin.rest('GET', `/rest/previewgraph/informe/x?opc=cod&emp_codigo=${andina}`);
    expect(noCode.body).toMatchObject({ estado: 400, msg: 'El código del referente debe ser un número', inputid: 'cod' });
  });
});

describe('demo referentes', () => {
  it('seeds forty referentes per demo company, each ID valid for its clp_tipoid and unique', async () => {
    const conn = server.services.orm.em.fork().getConnection();
    for (const accessCode of ['andina', 'pacifico', 'farmaustro', 'lojaexpress', 'mitadmundo', 'sanmarcos', 'elconstructor', 'costena']) {
      // The seeder records user 1; this file's own fixtures carry another user or none.
      const seeded = await conn.execute<{ clp_cedruc: string; clp_tipoid: string }[]>(
        `select clp_cedruc, clp_tipoid from "emp_${accessCode}".tclipro where num_user = 1`,
      );
      expect(seeded, accessCode).toHaveLength(40);
      for (const row of seeded) expect(referenteIdType(row.clp_cedruc), row.clp_cedruc).toBe(row.clp_tipoid);
      expect(new Set(seeded.map((r) => r.clp_cedruc)).size).toBe(40);
    }
  });

  it('refuses a second referente with the same cédula/RUC in a company', async () => {
    await expect(insertReferente('andina', { clp_cedruc: '1710034065', clp_tipoid: '05', clp_nombre: 'OTRA PERSONA' })).rejects.toThrow(/tclipro_cedruc_key/);
  });
});
