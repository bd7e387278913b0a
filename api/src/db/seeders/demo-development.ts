import type { EntityManager } from '@mikro-orm/core';
import { run } from '../sql.js';

/** [name, type, attributes [name, type, functionals]] of a demo module. */
type DemoModule = [string, 1 | 2, [string, 0 | 1 | 2, string[]][]];

const CATALOGUE: [string, string, DemoModule[]][] = [
  [
    'Contabilidad',
    'Plan de cuentas, asientos y estados financieros',
    [
      [
        'Plan de cuentas',
        1,
        [
          ['Niveles de cuentas', 1, ['Hasta 9 niveles de cuentas', 'Importación del plan desde Excel']],
          ['Centros de costo', 2, ['Centro de costo por línea de asiento']],
        ],
      ],
      [
        'Asientos contables',
        1,
        [
          ['Asientos automáticos', 1, ['Asiento al facturar', 'Asiento al registrar compras']],
          ['Cierre de ejercicio', 1, []],
        ],
      ],
      ['Presupuestos', 2, []],
    ],
  ],
  [
    'Facturación electrónica',
    'Comprobantes electrónicos del SRI',
    [
      [
        'Emisión de comprobantes',
        1,
        [
          ['Facturas', 1, ['Firma electrónica XAdES-BES', 'Envío al SRI en línea']],
          ['Guías de remisión', 2, []],
          ['Liquidaciones de compra', 0, []],
        ],
      ],
      ['Recepción de comprobantes', 2, []],
    ],
  ],
  [
    'Inventario',
    'Artículos, bodegas y costos',
    [
      ['Kardex', 1, [['Costo promedio', 1, ['Recálculo del costo promedio por fecha']]]],
      ['Bodegas múltiples', 2, []],
    ],
  ],
  ['Nómina', 'Roles de pago y beneficios sociales', [['Roles de pago', 2, []]]],
];

const VERSIONS: [string, string, string[] | 'all'][] = [
  [
    'Isyplus Básico',
    'Contabilidad, facturación electrónica e inventario esenciales',
    ['Plan de cuentas', 'Asientos contables', 'Emisión de comprobantes', 'Kardex'],
  ],
  ['Isyplus Empresarial', 'Todos los módulos', 'all'],
];

/** A small accounting product catalogue with versions and a few cycle states, inside the seeding transaction. */
export async function seedDemoDevelopment(tx: EntityManager): Promise<void> {
  await tx.flush();
  const modules = new Map<string, number>();
  const attributes = new Map<string, number>();
  let order = 1;
  for (const [area, description, list] of CATALOGUE) {
    const [a] = await run<{ ar_codigo: number }>(tx, 'insert into tdes_area (ar_nombre, ar_descri, ar_orden) values (?, ?, ?) returning ar_codigo', [
      area,
      description,
      order++,
    ]);
    for (const [name, type, attrs] of list) {
      const [m] = await run<{ mo_codigo: number }>(tx, 'insert into tdes_modulo (mo_nombre, mo_tipo, mo_area) values (?, ?, ?) returning mo_codigo', [
        name,
        type,
        a!.ar_codigo,
      ]);
      modules.set(name, m!.mo_codigo);
      for (const [attr, attrType, functionals] of attrs) {
        const [at] = await run<{ at_codigo: number }>(tx, 'insert into tdes_atributo (at_nombre, at_tipo, at_modulo) values (?, ?, ?) returning at_codigo', [
          attr,
          attrType,
          m!.mo_codigo,
        ]);
        attributes.set(attr, at!.at_codigo);
        for (const f of functionals) await run(tx, 'insert into tdes_funcional (fu_descri, fu_atributo) values (?, ?)', [f, at!.at_codigo]);
      }
    }
  }
  for (const [name, description, list] of VERSIONS) {
    const [v] = await run<{ ve_codigo: number }>(tx, 'insert into tdes_version (ve_nombre, ve_descri) values (?, ?) returning ve_codigo', [name, description]);
    for (const id of list === 'all' ? [...modules.values()] : list.map((m) => modules.get(m)!))
      await run(tx, 'insert into tdes_version_modulo (ve_codigo, mo_codigo) values (?, ?)', [v!.ve_codigo, id]);
  }
  const [admin] = await run<{ usr_codigo: number }>(tx, "select usr_codigo from tusuarios where usr_id = 'admin'");
  const cycles: [string | null, string | null, string, string, string | null][] = [
    ['Presupuestos', null, 'an', '2026-09-01', 'Levantamiento de requisitos con contadores'],
    ['Presupuestos', null, 'de', '2026-10-15', 'Primer sprint'],
    ['Recepción de comprobantes', null, 'im', '2026-11-02', 'Piloto con dos clientes'],
    [null, 'Guías de remisión', 'de', '2026-10-20', null],
  ];
  for (const [module, attribute, state, date, note] of cycles) {
    await run(tx, 'insert into tdes_ciclo (ci_usuario, ci_modulo, ci_atributo, ci_nota, ci_fecha, ci_estado) values (?, ?, ?, ?, ?, ?)', [
      admin!.usr_codigo,
      module ? modules.get(module) : null,
      attribute ? attributes.get(attribute) : null,
      note,
      date,
      state,
    ]);
  }
}
