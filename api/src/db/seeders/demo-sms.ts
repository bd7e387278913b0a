import type { EntityManager } from '@mikro-orm/core';
import { run } from '../sql.js';

/** SMS packages of the demo companies with SMS enabled: sms_contratados (-1 unlimited), tipo_contrato. */
export const DEMO_SMS_CONTRACTS: Array<{ access: string; contracted: number; contractType: 0 | 1 | 2 }> = [
  { access: 'andina', contracted: 500, contractType: 0 },
  { access: 'farmaustro', contracted: -1, contractType: 1 },
  { access: 'lojaexpress', contracted: 100, contractType: 0 },
];

/** Demo SMS: [access, days ago, mobile, name, text, state]; a failed one was refused by the gateway as a number that does not exist. */
const DEMO_SMS: Array<[string, number, string, string, string, 'enviado' | 'fallido']> = [
  ['andina', 0, '0991234567', 'María José Jaramillo', 'Comercial Andina: su factura 001-001-000012345 está disponible en su correo.', 'enviado'],
  ['andina', 0, '0987654321', 'Pedro Salazar', 'Comercial Andina: recordatorio de pago, vence el viernes.', 'enviado'],
  ['andina', 0, '0991112200', 'Cliente sin línea', 'Comercial Andina: recordatorio de pago, vence el viernes.', 'fallido'],
  ['farmaustro', 0, '0998765432', 'Ana Lucía Ordóñez', 'Farmaustro: su pedido está listo para retirar en Gran Colombia.', 'enviado'],
  ['farmaustro', 1, '0976543210', 'Jorge Vintimilla', 'Farmaustro: promoción de temporada en vitaminas, 20% de descuento.', 'enviado'],
  ['lojaexpress', 0, '0967891234', 'Jorge Armijos', 'Loja Express: su encomienda 4521 llegó al terminal de Loja.', 'enviado'],
  ['lojaexpress', 2, '0955500000', 'Destinatario dado de baja', 'Loja Express: su encomienda 4498 llegó al terminal de Loja.', 'fallido'],
  ['lojaexpress', 2, '0967891234', 'Jorge Armijos', 'Loja Express: su encomienda 4498 llegó al terminal de Loja.', 'enviado'],
];

/** Inserts the demo SMS packages and a few sent and failed SMS, inside the seeder's transaction. */
export async function seedDemoSms(tx: EntityManager, today = new Date()): Promise<void> {
  const contracts = new Map<string, { sms: number; emp: number }>();
  for (const c of DEMO_SMS_CONTRACTS) {
    const [row] = await run<{ sms_codigo: number; emp_codigo: number }>(
      tx,
      `insert into tsms_contrato (emp_codigo, sms_contratados, tipo_contrato, sms_fecha, usr_nombre)
       select emp_codigo, ?, ?, ?, 'Administrador General' from tempresa where emp_coding = ? returning sms_codigo, emp_codigo`,
      [c.contracted, c.contractType, new Date(today.getTime() - 60 * 86_400_000), c.access],
    );
    if (row) contracts.set(c.access, { sms: row.sms_codigo, emp: row.emp_codigo });
  }
  let n = 0;
  for (const [access, daysAgo, mobile, name, text, state] of DEMO_SMS) {
    const contract = contracts.get(access);
    if (!contract) continue;
    // Spread over the morning of that day so the summary shows distinct times.
    const at = new Date(today.getTime() - daysAgo * 86_400_000 - (DEMO_SMS.length - n) * 7 * 60_000);
    n++;
    const reason = state === 'fallido' ? `La pasarela SMS respondió 422: Número inexistente: ${mobile}` : null;
    await run(
      tx,
      `insert into tsms_envio (sms_codigo, emp_codigo, clp_nombre, clp_destino, not_mensaje, sen_estado, sen_error, sen_solicitud, sen_clave, sen_intentos, sen_creado, not_fenvio, usr_nombre)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, 'Administrador General')`,
      [contract.sms, contract.emp, name, mobile, text, state, reason, `demo-${n}`, `demo-${n}:0`, at, state === 'enviado' ? at : null],
    );
  }
}
