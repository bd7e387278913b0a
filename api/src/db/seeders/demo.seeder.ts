import type { EntityManager } from '@mikro-orm/core';
import type { Services } from '../../graphql/context.js';
import { hashPassword } from '../../modules/auth/password.js';
import { Company } from '../../modules/companies/company.entity.js';
import { User } from '../../modules/users/user.entity.js';
import { encryptSecret } from '../../shared/secrets.js';
import { businessDay } from '../../domain/dates.js';
import { MENUS } from '../reference-data.js';
import { DEMO_COMPANIES, demoRuc } from './demo-data.js';
import { demoReferentes } from './demo-referentes.js';
import { seedDemoClients } from './demo-clients.js';
import { seedDemoPackages } from './demo-packages.js';
import { seedDemoDoctors } from './demo-doctors.js';
import { seedDemoDevelopment } from './demo-development.js';
import { seedDemoTenantMenus } from './demo-tenant-menus.js';
import { seedDemoSms } from './demo-sms.js';
import { seedDemoAccounting } from './demo-accounting.js';
import { seedDemoHelp } from './demo-help.js';
import { seedDemoArticles } from './demo-articles.js';
import { demoCooperative, seedDemoParcels } from './demo-parcels.js';
import { ACADEMIC_DEMO_COMPANY, seedDemoAcademic } from './demo-academic.js';
import { run } from '../sql.js';

export const DEMO_USERS = {
  admin: 'admin',
  support: 'soporte',
  readOnly: 'consulta',
} as const;

const SUPPORT_RESOURCES = new Set([
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

async function createProfile(em: EntityManager, login: string, name: string, levelFor: (resource: string) => number): Promise<User> {
  const profile = em.create(User, { login, name, isProfile: 'T', active: 'T', hierarchy: 0 });
  await em.flush();
  for (const [code, , , , , resource] of MENUS) {
    const level = resource ? levelFor(resource) : 0;
    if (level > 0) await run(em, 'insert into tperfil_menu (usr_codigo, mb_codigo, pme_nivel) values (?, ?, ?)', [profile.id, code, level]);
  }
  return profile;
}

/**
 * Fills an empty database with demo staff and client companies (each with its own schema).
 * Does nothing when staff users exist. Refuses a default password on a real server.
 */
export async function seedDemo(services: Services): Promise<boolean> {
  const { config, orm, tenants } = services;
  const em = orm.em.fork();
  if ((await em.count(User, {})) > 0) return false;
  if (!config.adminPassword) {
    throw new Error('ADMIN_PASSWORD es obligatorio para crear el administrador en una base PostgreSQL real (DATABASE_URL); no se crea una clave por defecto.');
  }
  const password = await hashPassword(config.adminPassword);
  // The demo accounting year ends on the seed day in Ecuador (or DEMO_TODAY); packages, contracts,
  // doctors and help dates are relative to the real day, since the screens judge them against it.
  const today = config.demoToday ?? businessDay();
  await em.transactional(async (tx) => {
    const adminProfile = await createProfile(tx, 'perfil.administracion', 'Administración', () => 3);
    const supportProfile = await createProfile(tx, 'perfil.soporte', 'Soporte', (r) => (SUPPORT_RESOURCES.has(r) ? 2 : 0));
    const readOnlyProfile = await createProfile(tx, 'perfil.consulta', 'Consulta', () => 1);
    tx.create(User, {
      login: DEMO_USERS.admin,
      name: 'Administrador General',
      passwordHash: password,
      hierarchy: 2,
      profileId: adminProfile.id,
      email: 'admin@isyplus.ec',
    });
    tx.create(User, {
      login: DEMO_USERS.support,
      name: 'María Fernanda Jaramillo',
      passwordHash: password,
      hierarchy: 0,
      support: 1,
      profileId: supportProfile.id,
      email: 'soporte@isyplus.ec',
    });
    tx.create(User, {
      login: DEMO_USERS.readOnly,
      name: 'Diego Armijos Ochoa',
      passwordHash: password,
      hierarchy: 0,
      profileId: readOnlyProfile.id,
      email: 'consulta@isyplus.ec',
    });

    for (const [index, demo] of DEMO_COMPANIES.entries()) {
      const schema = `emp_${demo.accessCode}`;
      const ruc = demoRuc(demo);
      tx.create(Company, {
        accessCode: demo.accessCode,
        legalName: demo.legalName,
        ruc,
        address: demo.address,
        phone: demo.phone,
        dbHost: 'localhost',
        dbPort: 5432,
        dbName: config.tenantDbName,
        dbSchema: schema,
        dbUser: 'isyplus_app',
        dbPasswordEncrypted: encryptSecret(config.secretKey, `demo-${demo.accessCode}`),
        accessType: demo.accessType,
        countryCode: 593,
        businessLine: demo.businessLine,
        state: demo.state,
        location: JSON.stringify({ provincia: demo.province, ciudad: demo.city.toUpperCase() }),
        services: JSON.stringify(demo.services),
        addOns: JSON.stringify({ pry: 'F', fol: 'F', orc: 'F', orp: 'F', bod: 'T', imp: 'F', ven: 'T', inv: 'T' }),
        versionId: demo.accessType === 2 ? 2 : 1,
        ...(demoCooperative(demo.accessCode) ? { logo: demoCooperative(demo.accessCode)!.logo } : {}),
      });
      await tenants.provision(schema, 'v1', tx);
      const [alm] = await run<{ alm_codigo: number }>(
        tx,
        `insert into "${schema}".talmacen (alm_razsoc, alm_direcc, alm_ruc, alm_fono1, alm_descri, alm_repleg, alm_email, alm_nroest, alm_provin, alm_ciudad, alm_matriz, alm_codnum, cnt_codigo)
         values (?, ?, ?, ?, 'COMERCIO', ?, ?, '001', ?, ?, 1, '12345678', 3) returning alm_codigo`,
        [demo.legalName, demo.address, ruc, demo.phone, demo.legalName, demo.email, demo.province, demo.city.toUpperCase()],
      );
      await run(
        tx,
        `insert into "${schema}".tpuntoventa (tdv_numero, tdv_nombre, tdv_tipo, tdv_nroestab, alm_codigo, direccion) values ('001', 'PtoElec001', 4, '001', ?, ?)`,
        [alm.alm_codigo, demo.address],
      );
      const referentes = demoReferentes(demo);
      await run(
        tx,
        `insert into "${schema}".tclipro (clp_cedruc, clp_tipoid, clp_nombre, clp_apelli, clp_direcc, clp_telefo, clp_email, clp_movil, num_user)
         values ${referentes.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, 1)').join(', ')}`,
        referentes.flatMap((r) => [r.idNumber, r.idType, r.name, r.surname, r.address, r.phone, r.email, r.mobile]),
      );
      await seedDemoAccounting(tx, schema, ruc, index + 1, today);
      await seedDemoArticles(tx, schema, demo.accessCode);
      const cooperative = demoCooperative(demo.accessCode);
      if (cooperative) await seedDemoParcels(tx, schema, cooperative);
      if (demo.accessCode === ACADEMIC_DEMO_COMPANY) await seedDemoAcademic(tx, schema);
    }
    await seedDemoClients(tx);
    await seedDemoPackages(tx, businessDay());
    await seedDemoDoctors(tx);
    await seedDemoDevelopment(tx);
    await seedDemoTenantMenus(tx);
    await seedDemoSms(tx);
    await seedDemoHelp(tx);
  });
  return true;
}
