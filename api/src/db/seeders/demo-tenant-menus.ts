import type { EntityManager } from '@mikro-orm/core';
import { DEMO_COMPANIES } from './demo-data.js';
import { run } from '../sql.js';

/** [title, url, order, sub-menus [title, url, order]] of a demo company's menu bar. */
type DemoMenu = [string, string | null, number, [string, string, number][]];

const ACCOUNTING_MENUS: DemoMenu[] = [
  [
    'Ventas',
    null,
    1000,
    [
      ['Facturación', '/ventas/facturas', 1001],
      ['Notas de crédito', '/ventas/notas_credito', 1002],
      ['Clientes', '/ventas/clientes', 1003],
    ],
  ],
  [
    'Compras',
    null,
    2000,
    [
      ['Compras', '/compras/lista', 2001],
      ['Retenciones', '/compras/retenciones', 2002],
      ['Proveedores', '/compras/proveedores', 2003],
    ],
  ],
  [
    'Inventario',
    null,
    3000,
    [
      ['Artículos', '/inventario/articulos', 3001],
      ['Kardex', '/inventario/kardex', 3002],
    ],
  ],
  [
    'Contabilidad',
    null,
    4000,
    [
      ['Plan de cuentas', '/contabilidad/plan', 4001],
      ['Asientos', '/contabilidad/asientos', 4002],
      ['Balance general', '/contabilidad/balance', 4003],
    ],
  ],
  ['Reportes', '/reportes', 5000, []],
];

const TRANSPORT_MENUS: DemoMenu[] = [
  [
    'Encomiendas',
    null,
    1000,
    [
      ['Recepción', '/encomiendas/recepcion', 1001],
      ['Entrega', '/encomiendas/entrega', 1002],
    ],
  ],
  [
    'Boletería',
    null,
    2000,
    [
      ['Venta de boletos', '/boleteria/venta', 2001],
      ['Frecuencias', '/boleteria/frecuencias', 2002],
    ],
  ],
  ['Contabilidad', null, 4000, [['Asientos', '/contabilidad/asientos', 4001]]],
];

/** Menu bars (tmenubar) of the demo companies' schemas, inside the seeding transaction. */
export async function seedDemoTenantMenus(tx: EntityManager): Promise<void> {
  for (const demo of DEMO_COMPANIES) {
    const table = `"emp_${demo.accessCode}".tmenubar`;
    const menus = demo.businessLine === 7 ? TRANSPORT_MENUS : ACCOUNTING_MENUS;
    for (const [title, url, order, children] of menus) {
      const [parent] = await run<{ mb_codigo: number }>(
        tx,
        `insert into ${table} (mb_titulo, mb_url, mb_orden, mb_parent, nivel) values (?, ?, ?, 0, 0) returning mb_codigo`,
        [title, url, order],
      );
      for (const [childTitle, childUrl, childOrder] of children) {
        await run(tx, `insert into ${table} (mb_titulo, mb_url, mb_orden, mb_parent, nivel) values (?, ?, ?, ?, 1)`, [
          childTitle,
          childUrl,
          childOrder,
          parent.mb_codigo,
        ]);
      }
    }
  }
}
