import type { EntityManager } from '@mikro-orm/core';
import { completeCedula } from './demo-data.js';
import { businessDay, plusDays } from '../../domain/dates.js';
import { run } from '../sql.js';

/** A demo plan: type 0 test or 1 paid, its start and end in days from today (negative: past). */
interface DemoPlan {
  name: string;
  type: 0 | 1;
  startDays: number;
  endDays: number;
}

export interface DemoDoctor {
  /** First nine digits of the cédula; the check digit is computed. */
  cedulaPrefix: string;
  /** The RUC of a doctor who invoices as a natural person (cédula + 001). */
  ruc?: boolean;
  name: string;
  specialty: string;
  mobile: string;
  email: string;
  city: string;
  validity: 0 | 1 | 2;
  registeredDaysAgo: number;
  /** Oldest first; the last one is the doctor's current plan. */
  plans: DemoPlan[];
}

const TRIAL = 'Plan de Prueba';
const MONTHLY = 'Plan Consultorio Mensual';
const YEARLY = 'Plan Consultorio Anual';

// Every filter has rows: test and paid plans; vigente, por caducar (ends within 7 days, today
// included) and caducado; valid, to validate and invalid doctors; one doctor by RUC.
export const DEMO_DOCTORS: DemoDoctor[] = [
  {
    cedulaPrefix: '171456238',
    name: 'CEVALLOS ANDRADE MARÍA BELÉN',
    specialty: 'Pediatría',
    mobile: '0987456123',
    email: 'mbcevallos@consultoriopediatrico.ec',
    city: 'QUITO',
    validity: 1,
    registeredDaysAgo: 10,
    plans: [{ name: TRIAL, type: 0, startDays: -10, endDays: 20 }],
  },
  {
    cedulaPrefix: '010398745',
    name: 'ORDÓÑEZ VINTIMILLA JUAN CARLOS',
    specialty: 'Cardiología',
    mobile: '0998123456',
    email: 'jcordonez@cardioaustro.ec',
    city: 'CUENCA',
    validity: 0,
    registeredDaysAgo: 200,
    plans: [
      { name: TRIAL, type: 0, startDays: -200, endDays: -170 },
      { name: YEARLY, type: 1, startDays: -165, endDays: 200 },
    ],
  },
  {
    cedulaPrefix: '091567432',
    name: 'ZAMBRANO MERA GABRIELA ALEXANDRA',
    specialty: 'Ginecología',
    mobile: '0991234567',
    email: 'gzambrano@ginecologiagye.com',
    city: 'GUAYAQUIL',
    validity: 1,
    registeredDaysAgo: 27,
    plans: [{ name: TRIAL, type: 0, startDays: -27, endDays: 3 }],
  },
  {
    cedulaPrefix: '110423567',
    name: 'JARAMILLO OCHOA LUIS FERNANDO',
    specialty: 'Medicina General',
    mobile: '0984567321',
    email: 'lfjaramillo@hotmail.com',
    city: 'LOJA',
    validity: 2,
    registeredDaysAgo: 35,
    plans: [{ name: TRIAL, type: 0, startDays: -35, endDays: -5 }],
  },
  {
    cedulaPrefix: '180312456',
    name: 'SALAZAR RUIZ VERÓNICA PAOLA',
    specialty: 'Dermatología',
    mobile: '0979874563',
    email: 'vsalazar@dermaambato.ec',
    city: 'AMBATO',
    validity: 0,
    registeredDaysAgo: 90,
    plans: [
      { name: TRIAL, type: 0, startDays: -90, endDays: -60 },
      { name: MONTHLY, type: 1, startDays: -25, endDays: 5 },
    ],
  },
  {
    cedulaPrefix: '172034589',
    name: 'VILLACÍS PROAÑO ANDRÉS SEBASTIÁN',
    specialty: 'Traumatología',
    mobile: '0995566778',
    email: 'avillacis@traumaquito.ec',
    city: 'QUITO',
    validity: 0,
    registeredDaysAgo: 120,
    plans: [
      { name: TRIAL, type: 0, startDays: -120, endDays: -90 },
      { name: MONTHLY, type: 1, startDays: -42, endDays: -12 },
    ],
  },
  {
    cedulaPrefix: '130845672',
    name: 'MENDOZA LOOR CARLOS EDUARDO',
    specialty: 'Medicina Interna',
    mobile: '0986677889',
    email: 'cmendoza@medicinainterna.ec',
    city: 'PORTOVIEJO',
    validity: 1,
    registeredDaysAgo: 18,
    plans: [{ name: TRIAL, type: 0, startDays: -18, endDays: 12 }],
  },
  {
    cedulaPrefix: '100356789',
    name: 'CHÁVEZ GUERRERO PATRICIA ELIZABETH',
    specialty: 'Odontología',
    mobile: '0969988776',
    email: 'pchavez@sonrisaibarra.ec',
    city: 'IBARRA',
    validity: 0,
    registeredDaysAgo: 30,
    plans: [{ name: TRIAL, type: 0, startDays: -30, endDays: 0 }],
  },
  {
    cedulaPrefix: '070289345',
    name: 'ARMIJOS CASTILLO DIEGO FERNANDO',
    specialty: 'Oftalmología',
    mobile: '0981122334',
    email: 'darmijos@visionmachala.ec',
    city: 'MACHALA',
    validity: 2,
    registeredDaysAgo: 60,
    plans: [{ name: YEARLY, type: 1, startDays: -45, endDays: 320 }],
  },
  {
    cedulaPrefix: '060412378',
    name: 'TORRES BENÍTEZ ANA LUCÍA',
    specialty: 'Psicología Clínica',
    mobile: '0992233445',
    email: 'altorres@psicologiariobamba.ec',
    city: 'RIOBAMBA',
    validity: 1,
    registeredDaysAgo: 60,
    plans: [{ name: TRIAL, type: 0, startDays: -60, endDays: -30 }],
  },
  {
    cedulaPrefix: '050367891',
    ruc: true,
    name: 'PAREDES SÁNCHEZ JORGE WASHINGTON',
    specialty: 'Otorrinolaringología',
    mobile: '0983344556',
    email: 'jparedes@otorrinolatacunga.ec',
    city: 'LATACUNGA',
    validity: 0,
    registeredDaysAgo: 75,
    plans: [
      { name: TRIAL, type: 0, startDays: -75, endDays: -45 },
      { name: MONTHLY, type: 1, startDays: -5, endDays: 25 },
    ],
  },
  {
    cedulaPrefix: '230198764',
    name: 'HERRERA VÁSQUEZ SOFÍA CAROLINA',
    specialty: 'Nutrición',
    mobile: '0974455667',
    email: 'sherrera@nutricionsantodomingo.ec',
    city: 'SANTO DOMINGO',
    validity: 0,
    registeredDaysAgo: 23,
    plans: [{ name: TRIAL, type: 0, startDays: -23, endDays: 7 }],
  },
];

export const demoDoctorId = (d: DemoDoctor) => (d.ruc ? `${completeCedula(d.cedulaPrefix)}001` : completeCedula(d.cedulaPrefix));

/** The day `days` days from Ecuador's today. */
const day = (days: number) => plusDays(businessDay(), days);

/** Inserts the demo doctors and their plans, dated from Ecuador's today, in the caller's transaction. */
export async function seedDemoDoctors(tx: EntityManager): Promise<void> {
  for (const d of DEMO_DOCTORS) {
    const [row] = await run<{ ref_codigo: number }>(
      tx,
      `insert into tmedico (ref_id, ref_apenom, medico, ref_movil, ref_email, ciudad, med_valido, fecha_registro)
       values (?, ?, ?, ?, ?, ?, ?, ?::date) returning ref_codigo`,
      [demoDoctorId(d), d.name, d.specialty, d.mobile, d.email, d.city, d.validity, day(-d.registeredDaysAgo)],
    );
    for (const p of d.plans) {
      await run(tx, 'insert into tmedico_plan (ref_codigo, pla_nombre, pla_tipo, pla_fecini, pla_fecfin) values (?, ?, ?, ?::date, ?::date)', [
        row!.ref_codigo,
        p.name,
        p.type,
        day(p.startDays),
        day(p.endDays),
      ]);
    }
  }
}
