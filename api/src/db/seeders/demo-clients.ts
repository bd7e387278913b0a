import type { EntityManager } from '@mikro-orm/core';
import { completeRuc, DEMO_COMPANIES, demoRuc } from './demo-data.js';
import { run } from '../sql.js';

/** One demo client: the owner or contact of a company (clp_cedruc = the company's RUC). */
export interface DemoClient {
  idNumber: string;
  name: string;
  tradeName: string | null;
  email: string;
  phone: string;
  mobile: string;
  address: string;
  /** clp_estupd: 0 HABILITADO, 1 DESHABILITADO. */
  formUpdate: 0 | 1;
  formState: 0 | 1 | 2;
  color: string | null;
}

// Owner/contact of each demo company, by access code (the natural person's company is his own).
const OWNERS: Record<string, Pick<DemoClient, 'name' | 'email' | 'mobile' | 'formUpdate' | 'formState' | 'color'>> = {
  andina: {
    name: 'JARAMILLO PEÑAHERRERA MARÍA JOSÉ',
    email: 'mjaramillo@comercialandina.ec',
    mobile: '0991234567',
    formUpdate: 1,
    formState: 2,
    color: '#92C755',
  },
  pacifico: {
    name: 'ZAMBRANO MOREIRA CARLOS ANDRÉS',
    email: 'czambrano@dispacifico.com.ec',
    mobile: '0987456123',
    formUpdate: 0,
    formState: 0,
    color: '#FFB80F',
  },
  farmaustro: { name: 'ORDÓÑEZ CABRERA ANA LUCÍA', email: 'aordonez@farmaustro.ec', mobile: '0998765432', formUpdate: 1, formState: 2, color: '#92C755' },
  lojaexpress: { name: 'ARMIJOS OCHOA JORGE EDUARDO', email: 'gerencia@lojaexpress.ec', mobile: '0981122334', formUpdate: 0, formState: 1, color: '#92C755' },
  mitadmundo: {
    name: 'VILLACÍS ANDRADE GABRIELA',
    email: 'gvillacis@hotelmitaddelmundo.ec',
    mobile: '0995566778',
    formUpdate: 1,
    formState: 2,
    color: '#F55145',
  },
  sanmarcos: { name: 'YÉPEZ BENÍTEZ SANTIAGO', email: 'rectorado@uesanmarcos.edu.ec', mobile: '0986677889', formUpdate: 0, formState: 0, color: '#5c5c5c' },
  elconstructor: {
    name: 'PAREDES SANCHEZ LUIS ALBERTO',
    email: 'ferreteriaelconstructor@gmail.com',
    mobile: '0984433221',
    formUpdate: 1,
    formState: 1,
    color: '#F55145',
  },
  costena: { name: 'CEDEÑO QUIMÍ ROSA AMELIA', email: 'rcedeno@lacostena.ec', mobile: '0993344556', formUpdate: 1, formState: 0, color: '#5c5c5c' },
};

/** The eight owners of the demo companies, plus two clients whose RUC has no company (sin acceso). */
export function demoClients(): DemoClient[] {
  const owners = DEMO_COMPANIES.map((company): DemoClient => ({
    ...OWNERS[company.accessCode]!,
    idNumber: demoRuc(company),
    tradeName: company.tradeName,
    phone: company.phone,
    address: company.address,
  }));
  return [
    ...owners,
    {
      idNumber: completeRuc('179412583'),
      name: 'ÑAUÑAY GUAMÁN PATRICIA ELENA',
      tradeName: 'Textiles Ñaupa',
      email: 'patricia.naunay@hotmail.com',
      phone: '02-2603415',
      mobile: '0979988776',
      address: 'Av. Maldonado S12-45, Quito',
      formUpdate: 0,
      formState: 0,
      color: null,
    },
    {
      idNumber: completeRuc('099245176'),
      name: 'BRIONES CASTILLO HÉCTOR RAÚL',
      tradeName: 'Importadora Briones',
      email: 'hbriones@importadorabriones.com',
      phone: '04-2395512',
      mobile: '0962233445',
      address: 'Av. Juan Tanca Marengo km 2, Guayaquil',
      formUpdate: 1,
      formState: 0,
      color: null,
    },
  ];
}

/** The deployment domains the client search offers. */
export const DEMO_DOMAINS = [
  { name: 'Isyplus Contable', url: 'https://contable.isyplus.ec' },
  { name: 'Isyplus Transporte', url: 'https://transporte.isyplus.ec' },
];

/** Inserts the demo clients and domains inside the seeder's transaction. */
export async function seedDemoClients(tx: EntityManager): Promise<void> {
  const clients = demoClients();
  await run(
    tx,
    `insert into tcliente (clp_cedruc, clp_apenom, clp_nomcom, clp_email, clp_telefo, clp_movil, clp_direcc, clp_estupd, form_state, sve_color)
     values ${clients.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
    clients.flatMap((c) => [c.idNumber, c.name, c.tradeName, c.email, c.phone, c.mobile, c.address, c.formUpdate, c.formState, c.color]),
  );
  await run(
    tx,
    `insert into tdominio (dom_nombre, dom_url, dom_orden) values ${DEMO_DOMAINS.map(() => '(?, ?, ?)').join(', ')}`,
    DEMO_DOMAINS.flatMap((d, i) => [d.name, d.url, i + 1]),
  );
}
