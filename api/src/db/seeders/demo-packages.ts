import type { EntityManager } from '@mikro-orm/core';
import { DEMO_COMPANIES, demoRuc } from './demo-data.js';
import { plusDays } from '../../domain/dates.js';
import { run } from '../sql.js';

/** A demo package: its size, how much of it was used and whether a notification went out. */
interface DemoPackage {
  access: string;
  paquete: number;
  used: number;
  /** Units authorized beyond the package (ledger rows marked excedente). */
  excess?: number;
  contractType: 0 | 1 | 2;
  daysAgo: number;
  notified?: boolean;
  invoice: string | null;
  price: number;
}

// The first screen shows every balance filter: disponible (andina, lojaexpress, elconstructor),
// porcompletar (pacifico: 60 of 500 left, under 15 %), excedido (farmaustro with excess,
// mitadmundo used up and notified: the company the block action is for), sinasignar (the rest).
export const DEMO_PACKAGES: DemoPackage[] = [
  { access: 'andina', paquete: 1000, used: 420, contractType: 0, daysAgo: 120, invoice: '001-001-000004210', price: 120 },
  { access: 'pacifico', paquete: 500, used: 440, contractType: 0, daysAgo: 200, notified: true, invoice: '001-001-000004188', price: 70 },
  { access: 'farmaustro', paquete: 300, used: 300, excess: 25, contractType: 0, daysAgo: 300, notified: true, invoice: '001-001-000004102', price: 45 },
  { access: 'lojaexpress', paquete: 2400, used: 980, contractType: 1, daysAgo: 90, invoice: '001-001-000004230', price: 240 },
  { access: 'mitadmundo', paquete: 200, used: 200, contractType: 0, daysAgo: 250, notified: true, invoice: '001-001-000004150', price: 32 },
  { access: 'elconstructor', paquete: 100, used: 12, contractType: 2, daysAgo: 30, invoice: null, price: 0 },
];

/** Invoices billed but not yet linked to a package (the journey links one). */
export const DEMO_FREE_INVOICES = [
  { number: '001-001-000004521', access: 'pacifico', concept: 'Paquete de 1000 documentos electrónicos', subtotal: 120 },
  { number: '001-001-000004522', access: 'andina', concept: 'Paquete de 500 documentos electrónicos', subtotal: 70 },
];

/** Contacts of each contract: name, role (cargo), e-mail (null: not configured). */
const CONTACTS: Record<string, Array<[string, string, string | null]>> = {
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

/** Contracts: months, installment value, how many are paid, months since the start. */
const CONTRACTS: Record<string, { months: number; fee: number; paid: number; startedMonthsAgo: number }> = {
  andina: { months: 12, fee: 45, paid: 5, startedMonthsAgo: 4 },
  pacifico: { months: 12, fee: 35, paid: 6, startedMonthsAgo: 8 },
  farmaustro: { months: 24, fee: 60, paid: 10, startedMonthsAgo: 13 },
  lojaexpress: { months: 12, fee: 80, paid: 12, startedMonthsAgo: 12 },
  mitadmundo: { months: 12, fee: 40, paid: 2, startedMonthsAgo: 6 },
  elconstructor: { months: 6, fee: 20, paid: 2, startedMonthsAgo: 1 },
};

const day = plusDays;
const addMonths = (iso: string, months: number) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1 + months, Math.min(d, 28)));
  return date.toISOString().slice(0, 10);
};

/**
 * Inserts invoices, packages with their usage ledger and notifications, contracts with their
 * installments and contacts, inside the seeder's transaction; dates are relative to `today`.
 */
export async function seedDemoPackages(tx: EntityManager, today: string): Promise<void> {
  const company = new Map(DEMO_COMPANIES.map((c) => [c.accessCode, c]));

  async function invoice(number: string, access: string, date: string, concept: string, subtotal: number): Promise<number> {
    const c = company.get(access)!;
    const iva = Math.round(subtotal * 15) / 100;
    const [row] = await run<{ trn_codigo: number }>(
      tx,
      `insert into tfactura (trn_compro, trn_fecreg, trn_ruc, trn_nombre, trn_concepto, trn_subtotal, trn_iva, trn_total) values (?, ?, ?, ?, ?, ?, ?, ?) returning trn_codigo`,
      [number, date, demoRuc(c), c.legalName, concept, subtotal, iva, subtotal + iva],
    );
    const id = row!.trn_codigo;
    await run(
      tx,
      `insert into tfactura_asiento (trn_codigo, asi_linea, asi_cuenta, asi_descri, asi_debe, asi_haber) values
        (?, 1, '1.1.02.01', 'Clientes', ?, 0), (?, 2, '4.1.01.03', 'Venta de documentos electrónicos', 0, ?), (?, 3, '2.1.07.01', 'IVA en ventas 15%', 0, ?)`,
      [id, subtotal + iva, id, subtotal, id, iva],
    );
    return id;
  }

  for (const p of DEMO_PACKAGES) {
    const c = company.get(p.access)!;
    const ruc = demoRuc(c);
    const bought = day(today, -p.daysAgo);
    const trn = p.invoice ? await invoice(p.invoice, p.access, bought, `Paquete de ${p.paquete} documentos electrónicos`, p.price) : null;
    const [pkg] = await run<{ con_codigo: number }>(
      tx,
      `insert into tconexiones (rucempresa, estado, fechacompra, fechafin, paquete, conexadquiridas, tipo_contrato, trn_codigo, usr_nombre, observacion)
       values (?, 1, ?, ?, ?, ?, ?, ?, 'Administrador General', ?) returning con_codigo`,
      [ruc, bought, day(today, 365 - p.daysAgo), p.paquete, p.paquete, p.contractType, trn, p.contractType === 2 ? 'Paquete de cortesía por migración' : null],
    );
    // Daily counts spread over the package's life (oldest first), summing to `used`.
    const days = Math.min(p.daysAgo, 10);
    let left = p.used;
    for (let i = days; i >= 1 && left > 0; i--) {
      const units = i === 1 ? left : Math.max(1, Math.floor(p.used / days));
      const take = Math.min(units, left);
      await run(
        tx,
        `insert into tconexion_uso (rucempresa, con_codigo, uso_cantidad, uso_fecha, uso_referencia, usr_nombre) values (?, ?, ?, ?, ?, 'facturación electrónica')`,
        [ruc, pkg!.con_codigo, take, day(today, -i), `diario:${day(today, -i)}`],
      );
      left -= take;
    }
    if (p.excess) {
      await run(
        tx,
        `insert into tconexion_uso (rucempresa, con_codigo, uso_cantidad, uso_excedente, uso_fecha, uso_referencia, usr_nombre) values (?, ?, ?, 'T', ?, ?, 'facturación electrónica')`,
        [ruc, pkg!.con_codigo, p.excess, day(today, -1), `diario:${day(today, -1)}`],
      );
    }
    if (p.notified) {
      await run(
        tx,
        `insert into tconexion_notificacion (con_codigo, rucempresa, ntf_fecha, ntf_destinatarios, ntf_cantidad, usr_nombre) values (?, ?, ?, ?, 1, 'María Fernanda Jaramillo')`,
        [
          pkg!.con_codigo,
          ruc,
          `${day(today, -3)}T15:00:00Z`,
          (CONTACTS[p.access] ?? [])
            .map(([, , mail]) => mail)
            .filter(Boolean)
            .join(', '),
        ],
      );
    }
  }
  for (const f of DEMO_FREE_INVOICES) await invoice(f.number, f.access, day(today, -2), f.concept, f.subtotal);

  let receipt = 5000;
  for (const [access, k] of Object.entries(CONTRACTS)) {
    const c = company.get(access)!;
    const ruc = demoRuc(c);
    const [client] = await run<{ clp_codigo: number; clp_email: string | null }>(tx, 'select clp_codigo, clp_email from tcliente where clp_cedruc = ?', [ruc]);
    const start = addMonths(day(today, 0), -k.startedMonthsAgo);
    const [contract] = await run<{ fol_codigo: number }>(
      tx,
      `insert into tcontrato (clp_codigo, emp_ruc, fol_fecha, fol_meses, fol_cuota, clp_email) values (?, ?, ?, ?, ?, ?) returning fol_codigo`,
      [client?.clp_codigo ?? null, ruc, start, k.months, k.fee, client?.clp_email ?? null],
    );
    for (let n = 1; n <= k.months; n++) {
      const due = addMonths(start, n - 1);
      const paid = n <= k.paid;
      const trn = paid ? await invoice(`001-002-00000${receipt++}`, access, due, `Cuota ${n} de ${k.months} del contrato`, k.fee) : null;
      await run(tx, `insert into tcontrato_cuota (fol_codigo, cuo_numero, cuo_vence, cuo_valor, cuo_pagada, trn_codigo) values (?, ?, ?, ?, ?, ?)`, [
        contract!.fol_codigo,
        n,
        due,
        k.fee,
        paid ? due : null,
        trn,
      ]);
    }
    for (const [name, role, mail] of CONTACTS[access] ?? []) {
      await run(tx, 'insert into tcontrato_contacto (fol_codigo, fad_nomcontacto, fad_cargo, fad_mailcontacto) values (?, ?, ?, ?)', [
        contract!.fol_codigo,
        name,
        role,
        mail,
      ]);
    }
  }
}
