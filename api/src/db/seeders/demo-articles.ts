import type { EntityManager } from '@mikro-orm/core';
import { run } from '../sql.js';

/** [art_id, art_nomlar, section index, tar_codigo, art_pvp, art_costo, art_iva T/F] */
type DemoArticle = readonly [string, string, number, number, string, string, 'T' | 'F'];

interface DemoCatalogue {
  sections: readonly string[];
  articles: readonly DemoArticle[];
  categories: readonly (readonly [string, 1 | 2 | 3])[];
  project: string;
}

const ANDINA: DemoCatalogue = {
  sections: ['TECNOLOGÍA', 'LÍNEA BLANCA', 'PEQUEÑOS ELECTRODOMÉSTICOS', 'SERVICIO TÉCNICO'],
  articles: [
    ['TEC-001', 'CABLE HDMI 2.0 DE 1.8 M', 0, 1, '8.50', '4.20', 'T'],
    ['TEC-002', 'CABLE USB TIPO C DE 1 M', 0, 1, '6.90', '3.10', 'T'],
    ['TEC-003', 'CABLE DE RED CAT6 DE 3 M', 0, 1, '4.75', '2.05', 'T'],
    ['TEC-004', 'CARGADOR RÁPIDO USB-C 25 W', 0, 1, '19.90', '11.40', 'T'],
    ['TEC-005', 'AUDÍFONOS INALÁMBRICOS BLUETOOTH', 0, 1, '34.99', '19.80', 'T'],
    ['TEC-006', 'MOUSE INALÁMBRICO ERGONÓMICO', 0, 1, '14.50', '7.25', 'T'],
    ['TEC-007', 'TECLADO USB EN ESPAÑOL', 0, 1, '16.80', '8.90', 'T'],
    ['TEC-008', 'MEMORIA USB 64 GB', 0, 1, '9.99', '5.10', 'T'],
    ['TEC-009', 'MONITOR LED 24 PULGADAS', 0, 1, '189.00', '132.50', 'T'],
    ['TEC-010', 'PARLANTE PORTÁTIL BLUETOOTH', 0, 1, '45.00', '26.30', 'T'],
    ['LB-001', 'REFRIGERADORA NO FROST 14 PIES', 1, 1, '749.00', '560.00', 'T'],
    ['LB-002', 'LAVADORA AUTOMÁTICA 18 KG', 1, 1, '629.00', '471.00', 'T'],
    ['LB-003', 'COCINA DE INDUCCIÓN 4 ZONAS', 1, 1, '519.00', '380.00', 'T'],
    ['LB-004', 'CONGELADOR HORIZONTAL 200 L', 1, 1, '455.00', '338.00', 'T'],
    ['LB-005', 'SECADORA A GAS 18 KG', 1, 1, '589.00', '440.00', 'T'],
    ['PE-001', 'CAFETERA DE GOTEO 12 TAZAS', 2, 1, '39.90', '22.10', 'T'],
    ['PE-002', 'CAFETERA EXPRESO 15 BAR', 2, 1, '129.00', '84.00', 'T'],
    ['PE-003', 'LICUADORA 3 VELOCIDADES', 2, 1, '54.90', '33.50', 'T'],
    ['PE-004', 'OLLA ARROCERA 1.8 L', 2, 1, '36.50', '21.00', 'T'],
    ['PE-005', 'PLANCHA A VAPOR', 2, 1, '27.90', '15.60', 'T'],
    ['PE-006', 'MICROONDAS 0.7 PIES', 2, 1, '99.00', '66.00', 'T'],
    ['PE-007', 'SANDUCHERA ANTIADHERENTE', 2, 1, '24.90', '13.40', 'T'],
    ['PE-008', 'TOSTADORA DE PAN 2 RANURAS', 2, 1, '22.50', '12.10', 'T'],
    ['ST-001', 'INSTALACIÓN DE LÍNEA BLANCA', 3, 2, '25.00', '0.00', 'T'],
    ['ST-002', 'MANTENIMIENTO DE REFRIGERADORA', 3, 2, '35.00', '0.00', 'T'],
    ['ST-003', 'GARANTÍA EXTENDIDA 12 MESES', 3, 2, '49.00', '0.00', 'T'],
    ['MP-001', 'CARTÓN CORRUGADO PARA EMBALAJE', 2, 3, '1.20', '0.70', 'T'],
  ],
  categories: [
    ['CLIENTES MINORISTAS', 1],
    ['CLIENTES CORPORATIVOS', 1],
    ['PROVEEDORES DE TECNOLOGÍA', 2],
    ['IMPORTADORES', 3],
  ],
  project: 'TIENDA QUITO NORTE',
};

const CATALOGUES: Record<string, DemoCatalogue> = {
  andina: ANDINA,
  pacifico: {
    sections: ['ABARROTES', 'BEBIDAS', 'LIMPIEZA'],
    articles: [
      ['AB-001', 'ARROZ FLOR 2 KG', 0, 1, '2.65', '2.10', 'F'],
      ['AB-002', 'AZÚCAR BLANCA 2 KG', 0, 1, '2.40', '1.95', 'F'],
      ['AB-003', 'ACEITE VEGETAL 1 L', 0, 1, '2.95', '2.30', 'F'],
      ['AB-004', 'ATÚN EN ACEITE 180 G', 0, 1, '1.85', '1.35', 'F'],
      ['AB-005', 'FIDEO TALLARÍN 400 G', 0, 1, '0.95', '0.68', 'F'],
      ['BE-001', 'AGUA SIN GAS 625 ML', 1, 1, '0.50', '0.28', 'T'],
      ['BE-002', 'BEBIDA GASEOSA 3 L', 1, 1, '2.50', '1.70', 'T'],
      ['BE-003', 'JUGO DE NARANJA 1 L', 1, 1, '1.90', '1.20', 'T'],
      ['LI-001', 'DETERGENTE EN POLVO 1 KG', 2, 1, '3.40', '2.45', 'T'],
      ['LI-002', 'CLORO 1 L', 2, 1, '1.10', '0.70', 'T'],
      ['LI-003', 'JABÓN DE TOCADOR X3', 2, 1, '2.20', '1.45', 'T'],
      ['SV-001', 'TRANSPORTE DE MERCADERÍA', 0, 2, '15.00', '0.00', 'T'],
    ],
    categories: [
      ['TIENDAS DE BARRIO', 1],
      ['SUPERMERCADOS', 1],
      ['PROVEEDORES NACIONALES', 2],
    ],
    project: 'RUTA GUAYAQUIL SUR',
  },
  farmaustro: {
    sections: ['MEDICAMENTOS', 'CUIDADO PERSONAL', 'SERVICIOS'],
    articles: [
      ['MED-001', 'PARACETAMOL 500 MG X 20 TABLETAS', 0, 1, '1.80', '0.95', 'F'],
      ['MED-002', 'IBUPROFENO 400 MG X 10 CÁPSULAS', 0, 1, '2.40', '1.30', 'F'],
      ['MED-003', 'AMOXICILINA 500 MG X 12', 0, 1, '4.90', '2.80', 'F'],
      ['MED-004', 'SUERO ORAL 500 ML', 0, 1, '1.50', '0.85', 'F'],
      ['MED-005', 'VITAMINA C 1 G X 10 EFERVESCENTES', 0, 1, '3.75', '2.10', 'F'],
      ['CP-001', 'PROTECTOR SOLAR FPS 50 120 ML', 1, 1, '18.90', '11.20', 'T'],
      ['CP-002', 'CREMA DENTAL 100 ML', 1, 1, '2.30', '1.40', 'T'],
      ['CP-003', 'SHAMPOO ANTICASPA 400 ML', 1, 1, '6.80', '4.10', 'T'],
      ['CP-004', 'PERFUME FLORAL 100 ML', 1, 1, '42.00', '25.00', 'T'],
      ['SV-001', 'TOMA DE PRESIÓN ARTERIAL', 2, 2, '1.00', '0.00', 'F'],
      ['SV-002', 'APLICACIÓN DE INYECCIÓN', 2, 2, '2.00', '0.00', 'F'],
    ],
    categories: [
      ['AFILIADOS CLUB SALUD', 1],
      ['LABORATORIOS', 2],
    ],
    project: 'SUCURSAL CENTRO',
  },
  lojaexpress: {
    sections: ['ENCOMIENDAS', 'PASAJES', 'REPUESTOS'],
    articles: [
      ['ENC-001', 'ENCOMIENDA HASTA 5 KG', 0, 2, '3.50', '0.00', 'T'],
      ['ENC-002', 'ENCOMIENDA DE 5 A 20 KG', 0, 2, '6.00', '0.00', 'T'],
      ['ENC-003', 'SOBRE DE DOCUMENTOS', 0, 2, '2.00', '0.00', 'T'],
      ['PAS-001', 'PASAJE LOJA - CUENCA', 1, 2, '7.50', '0.00', 'F'],
      ['PAS-002', 'PASAJE LOJA - QUITO', 1, 2, '18.00', '0.00', 'F'],
      ['PAS-003', 'PASAJE LOJA - MACHALA', 1, 2, '8.25', '0.00', 'F'],
      ['REP-001', 'LLANTA 295/80 R22.5', 2, 1, '380.00', '290.00', 'T'],
      ['REP-002', 'FILTRO DE ACEITE DIÉSEL', 2, 1, '28.00', '17.50', 'T'],
      ['REP-003', 'ACEITE DE MOTOR 15W40 GALÓN', 2, 1, '32.00', '21.00', 'T'],
    ],
    categories: [
      ['SOCIOS', 3],
      ['CLIENTES FRECUENTES', 1],
    ],
    project: 'TERMINAL LOJA',
  },
  mitadmundo: {
    sections: ['HOSPEDAJE', 'RESTAURANTE', 'TIENDA DE RECUERDOS'],
    articles: [
      ['HAB-001', 'HABITACIÓN SIMPLE POR NOCHE', 0, 2, '55.00', '0.00', 'T'],
      ['HAB-002', 'HABITACIÓN DOBLE POR NOCHE', 0, 2, '80.00', '0.00', 'T'],
      ['HAB-003', 'SUITE FAMILIAR POR NOCHE', 0, 2, '130.00', '0.00', 'T'],
      ['RES-001', 'DESAYUNO CONTINENTAL', 1, 2, '8.00', '0.00', 'T'],
      ['RES-002', 'ALMUERZO EJECUTIVO', 1, 2, '9.50', '0.00', 'T'],
      ['RES-003', 'CANELAZO', 1, 1, '3.00', '1.10', 'T'],
      ['TIE-001', 'LLAVERO MITAD DEL MUNDO', 2, 1, '4.50', '1.80', 'T'],
      ['TIE-002', 'CHOCOLATE ARTESANAL 70%', 2, 1, '6.50', '3.20', 'T'],
      ['TIE-003', 'SOMBRERO DE PAJA TOQUILLA', 2, 1, '45.00', '24.00', 'T'],
    ],
    categories: [
      ['AGENCIAS DE VIAJE', 1],
      ['HUÉSPEDES CORPORATIVOS', 1],
    ],
    project: 'TEMPORADA ALTA',
  },
  sanmarcos: {
    sections: ['PENSIONES', 'UNIFORMES', 'ÚTILES'],
    articles: [
      ['PEN-001', 'PENSIÓN EDUCACIÓN BÁSICA', 0, 2, '120.00', '0.00', 'F'],
      ['PEN-002', 'PENSIÓN BACHILLERATO', 0, 2, '145.00', '0.00', 'F'],
      ['PEN-003', 'MATRÍCULA ANUAL', 0, 2, '90.00', '0.00', 'F'],
      ['UNI-001', 'UNIFORME DE DIARIO', 1, 1, '38.00', '24.00', 'T'],
      ['UNI-002', 'UNIFORME DE EDUCACIÓN FÍSICA', 1, 1, '32.00', '20.00', 'T'],
      ['UTI-001', 'CUADERNO UNIVERSITARIO 100 HOJAS', 2, 1, '1.60', '0.90', 'F'],
      ['UTI-002', 'LÁPICES DE COLORES X12', 2, 1, '3.20', '1.80', 'F'],
    ],
    categories: [
      ['REPRESENTANTES', 1],
      ['PROVEEDORES DE UNIFORMES', 2],
    ],
    project: 'PERÍODO LECTIVO 2026-2027',
  },
  elconstructor: {
    sections: ['MATERIALES DE CONSTRUCCIÓN', 'HERRAMIENTAS', 'PINTURAS'],
    articles: [
      ['MAT-001', 'CEMENTO PORTLAND 50 KG', 0, 1, '8.45', '7.10', 'T'],
      ['MAT-002', 'VARILLA CORRUGADA 12 MM X 12 M', 0, 1, '11.90', '9.60', 'T'],
      ['MAT-003', 'BLOQUE DE HORMIGÓN 15 CM', 0, 1, '0.48', '0.33', 'T'],
      ['MAT-004', 'ARENA FINA M3', 0, 3, '18.00', '12.00', 'T'],
      ['HER-001', 'MARTILLO DE UÑA 16 OZ', 1, 1, '9.80', '5.40', 'T'],
      ['HER-002', 'TALADRO PERCUTOR 650 W', 1, 1, '69.00', '44.00', 'T'],
      ['HER-003', 'FLEXÓMETRO 5 M', 1, 1, '5.60', '2.90', 'T'],
      ['PIN-001', 'PINTURA LÁTEX BLANCA GALÓN', 2, 1, '16.50', '10.80', 'T'],
      ['PIN-002', 'ESMALTE ANTICORROSIVO GALÓN', 2, 1, '24.00', '15.70', 'T'],
      ['SV-001', 'CORTE DE VARILLA', 1, 2, '0.50', '0.00', 'T'],
    ],
    categories: [
      ['MAESTROS DE OBRA', 1],
      ['CONSTRUCTORAS', 1],
      ['DISTRIBUIDORES DE ACERO', 2],
    ],
    project: 'BODEGA AMBATO',
  },
  costena: {
    sections: ['PLATOS FUERTES', 'BEBIDAS', 'POSTRES'],
    articles: [
      ['PLA-001', 'ENCEBOLLADO DE ALBACORA', 0, 4, '5.50', '2.40', 'T'],
      ['PLA-002', 'CEVICHE DE CAMARÓN', 0, 4, '9.00', '4.20', 'T'],
      ['PLA-003', 'VIUCHE DE PESCADO', 0, 4, '6.50', '2.90', 'T'],
      ['BEB-001', 'JUGO DE MARACUYÁ', 1, 4, '2.00', '0.60', 'T'],
      ['BEB-002', 'AGUA DE COCO', 1, 1, '2.50', '1.00', 'T'],
      ['POS-001', 'COCADA MANABITA', 2, 4, '1.50', '0.50', 'T'],
      ['MP-001', 'CAMARÓN POMADA KG', 0, 3, '9.00', '7.20', 'F'],
    ],
    categories: [
      ['CLIENTES DE DELIVERY', 1],
      ['PESCADORES', 2],
    ],
    project: 'LOCAL MALECÓN',
  },
};

/**
 * The catalogue of one demo company in its schema (after the tenant migrations): sections,
 * articles, client/supplier categories (every third referente gets one) and an active project
 * of the head office. Companies without a catalogue of their own get the general one.
 */
export async function seedDemoArticles(tx: EntityManager, schema: string, accessCode: string): Promise<void> {
  const s = `"${schema}"`;
  const c = CATALOGUES[accessCode] ?? ANDINA;
  const sections = await run<{ sec_codigo: number }>(
    tx,
    `insert into ${s}.tseccion (sec_descri) values ${c.sections.map(() => '(?)').join(', ')} returning sec_codigo`,
    [...c.sections],
  );
  await run(
    tx,
    `insert into ${s}.tarticulo (art_id, art_nomlar, sec_codigo, tar_codigo, art_pvp, art_costo, art_iva) values ${c.articles.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
    c.articles.flatMap(([id, name, section, type, pvp, cost, iva]) => [id, name, sections[section]!.sec_codigo, type, pvp, cost, iva]),
  );
  const categories = await run<{ tcp_codigo: number }>(
    tx,
    `insert into ${s}.tcatclipro (tcp_descri, tcp_tipo) values ${c.categories.map(() => '(?, ?)').join(', ')} returning tcp_codigo`,
    c.categories.flat(),
  );
  await run(
    tx,
    `update ${s}.tclipro set tcp_codigo = (array[${categories.map(() => '?::int').join(', ')}])[1 + (clp_codigo / 3) % ${categories.length}] where clp_codigo % 3 = 0`,
    categories.map((r) => r.tcp_codigo),
  );
  await run(tx, `update ${s}.talmacen set ung_codigo = 1 where ung_codigo is null`);
  await run(
    tx,
    `insert into ${s}.tproyecto (pry_nomcorto, pry_descri, alm_codigo) select ?, ?, alm_codigo from ${s}.talmacen order by alm_matriz desc, alm_codigo limit 1`,
    [c.project.slice(0, 30), c.project],
  );
}
