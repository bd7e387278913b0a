import { businessDay } from '../../api/src/domain/dates.js';
import { BUSINESS_LINES } from '../../api/src/domain/business-lines.js';
import { demoClients } from '../../api/src/db/seeders/demo-clients.js';
import { DEMO_COMPANIES, demoRuc } from '../../api/src/db/seeders/demo-data.js';

// The seed's contracts (api/src/db/seeders/demo-packages.ts CONTRACTS and CONTACTS, which it
// does not export), in its insertion order: the expected rows are computed from them and
// Ecuador's today, with the seed's own date arithmetic, so they stay right whatever day the tests run.
export const SEED_CONTRACTS: Array<{ access: string; months: number; fee: number; paid: number; startedMonthsAgo: number }> = [
  { access: 'andina', months: 12, fee: 45, paid: 5, startedMonthsAgo: 4 },
  { access: 'pacifico', months: 12, fee: 35, paid: 6, startedMonthsAgo: 8 },
  { access: 'farmaustro', months: 24, fee: 60, paid: 10, startedMonthsAgo: 13 },
  { access: 'lojaexpress', months: 12, fee: 80, paid: 12, startedMonthsAgo: 12 },
  { access: 'mitadmundo', months: 12, fee: 40, paid: 2, startedMonthsAgo: 6 },
  { access: 'elconstructor', months: 6, fee: 20, paid: 2, startedMonthsAgo: 1 },
];
export const SEED_CONTACTS: Record<string, Array<[string, string, string | null]>> = {
  andina: [
    ['María José Jaramillo', 'Gerente', 'mjaramillo@comercialandina.ec'],
    ['Pedro Salazar', 'Contador', 'psalazar@comercialandina.ec'],
  ],
  pacifico: [
    ['Carlos Zambrano', 'Gerente', 'czambrano@dispacifico.com.ec'],
    ['Lucía Mendoza', 'Contador', null],
  ],
  farmaustro: [
    ['Ana Lucía Ordóñez', 'Gerente', 'aordonez@farmaustro.ec'],
    ['Jorge Vintimilla', 'Sistemas', 'sistemas@farmaustro.ec'],
  ],
  lojaexpress: [['Jorge Armijos', 'Gerente', 'gerencia@lojaexpress.ec']],
  mitadmundo: [
    ['Gabriela Villacís', 'Gerente', 'gvillacis@hotelmitaddelmundo.ec'],
    ['Esteban Proaño', 'Contador', 'contabilidad@hotelmitaddelmundo.ec'],
  ],
  elconstructor: [['Luis Paredes', 'Propietario', null]],
};
/** Companies whose package in force was notified (demo-packages.ts DEMO_PACKAGES `notified`). */
const NOTIFIED = new Set(['pacifico', 'farmaustro', 'mitadmundo']);

/** A whole-dollar test amount as the Money scalar writes it ('45.00'). */
export const money = (dollars: number) => `${dollars}.00`;

// The seed's day arithmetic, copied: day of month capped at 28.
export const addMonths = (iso: string, months: number) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, 28))).toISOString().slice(0, 10);
};
const wholeMonths = (from: string, to: string) => {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
};
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export const companyOf = (access: string) => DEMO_COMPANIES.find((c) => c.accessCode === access)!;
export const rucOf = (access: string) => demoRuc(companyOf(access));

export interface ExpectedInstallment {
  number: number;
  dueDate: string;
  amount: number;
  paidDate: string | null;
  state: string;
  invoiceNumber: string | null;
}

/** What the seed made of each contract, computed the way it does: installments, receipts from 5000 on. */
export function expectedContracts(today = businessDay()) {
  let receipt = 5000;
  return SEED_CONTRACTS.map((k) => {
    const start = addMonths(today, -k.startedMonthsAgo);
    const installments: ExpectedInstallment[] = Array.from({ length: k.months }, (_, i) => {
      const n = i + 1;
      const due = addMonths(start, n - 1);
      const paid = n <= k.paid;
      return {
        number: n,
        dueDate: due,
        amount: k.fee,
        paidDate: paid ? due : null,
        state: paid ? 'PAGADA' : due < today ? 'VENCIDA' : 'PENDIENTE',
        invoiceNumber: paid ? `001-002-00000${receipt++}` : null,
      };
    });
    const overdue = installments.filter((i) => i.state === 'VENCIDA');
    const lastPaid = installments.filter((i) => i.paidDate).at(-1) ?? null;
    const company = companyOf(k.access);
    const client = demoClients().find((c) => c.idNumber === rucOf(k.access))!;
    const state = k.paid === k.months ? 'PAGADO' : overdue.length ? 'VENCIDO' : 'AL DÍA';
    const view = company.state === 3 ? ['BLOQUEADO', 'crimson'] : ['ACTIVO', 'limegreen'];
    return {
      access: k.access,
      installments,
      row: {
        ruc: rucOf(k.access),
        legalName: company.legalName,
        companyState: (['INACTIVE', 'ACTIVE', 'DEMO', 'BLOCKED'] as const)[company.state],
        paymentState: state === 'AL DÍA' ? 'AL_DIA' : state,
        paymentStateColor: { VENCIDO: '#F55145', 'AL DÍA': '#92C755', PAGADO: '#3a7bd5' }[state],
        contractState: 'ACTIVO',
        notificationState: NOTIFIED.has(k.access) ? 'Notificado...' : 'Sin notificación',
        accessState: view[0],
        accessStateColor: view[1],
        contractMonth: `Mes ${Math.min(wholeMonths(start, today) + 1, k.months)} de ${k.months}`,
        businessLine: company.businessLine,
        businessLineName: BUSINESS_LINES.find(([code]) => code === company.businessLine)![1],
        invoiceNumber: lastPaid?.invoiceNumber ?? null,
        invoiceDate: lastPaid?.dueDate ?? null,
        email: client.email,
        clientName: client.name,
        startDate: start,
        months: k.months,
        fee: money(k.fee),
        active: true,
        paidCount: k.paid,
        unpaidCount: k.months - k.paid,
        amountDue: money(overdue.length * k.fee),
        contacts: SEED_CONTACTS[k.access]!.map(([name, role, email]) => ({ name, role, email })),
      },
      legacyDate: lastPaid ? ddmmyyyy(lastPaid.dueDate) : null,
    };
  });
}

export const ROW = `contractId ruc companyId legalName companyState location paymentState paymentStateColor contractState notificationState accessState accessStateColor
  contractMonth businessLine businessLineName invoiceId invoiceNumber invoiceDate email clientName startDate months fee active paidCount unpaidCount amountDue
  contacts { id name role email }`;
export const LIST = `query ($filter: ContractPaymentFilter, $page: Int, $pageSize: Int) {
  contractPayments(filter: $filter, page: $page, pageSize: $pageSize) {
    total page pageSize items { ${ROW} } counts { state label color count } permisos { resource view create edit delete }
  }
}`;
export const HISTORY = `query ($contractId: Int, $ruc: String) {
  installmentHistory(contractId: $contractId, ruc: $ruc) {
    contract { contractId ruc legalName clientName startDate months fee active }
    items { number dueDate amount paidDate state invoiceId invoiceNumber }
  }
}`;

export type Row = Record<string, unknown> & { contractId: number; legalName: string; invoiceId: number | null; contacts: Array<Record<string, unknown>> };
export interface ListData {
  contractPayments: {
    total: number;
    page: number;
    pageSize: number;
    items: Row[];
    counts: Array<{ state: string; label: string; color: string; count: number }>;
    permisos: Record<string, unknown>;
  };
}
