import type { EntityManager } from '@mikro-orm/core';
import { storeFile, type NewFile } from '../../files/files.service.js';
import { BANNER_FILES, GUIDE_FILES, HELP_FILES } from '../../modules/help/help-files.js';
import { simplePdf } from '../../modules/help/pdf-writer.js';
import { gradientPng } from '../../modules/help/png-writer.js';
import { DEMO_FAQS, DEMO_TOPICS } from './demo-help-data.js';
import { businessDay, plusDays } from '../../domain/dates.js';
import { run } from '../sql.js';

/** Demo quick guides: title, subtitle, lines, steps (description, sub-text, navigation text, colours). */
export const DEMO_TUTORIALS = [
  {
    title: 'Emita su primera factura electrónica',
    subtitle: 'De la venta a la autorización del SRI en cuatro pasos',
    lines: [] as number[],
    steps: [
      [
        '<p>Abra <strong>Ventas &gt; Facturación</strong>.</p>',
        '<p>Si no ve el menú, pida el permiso al administrador.</p>',
        'Abrir facturación',
        '#1565c0',
        '#42a5f5',
      ],
      ['<p>Elija el cliente por su cédula o RUC.</p>', '<p>Un cliente nuevo se crea desde el mismo buscador.</p>', 'Elegir cliente', '#2e7d32', '#81c784'],
      [
        '<p>Agregue los productos y revise los totales.</p>',
        '<p>El IVA se calcula según la tarifa de cada producto.</p>',
        'Agregar productos',
        '#ef6c00',
        '#ffb74d',
      ],
      [
        '<p>Guarde: la factura se firma y se envía al SRI.</p>',
        '<p>La autorización llega en segundos y el cliente recibe el RIDE por correo.</p>',
        'Enviar al SRI',
        '#6a1b9a',
        '#ba68c8',
      ],
    ],
  },
  {
    title: 'Registre una encomienda',
    subtitle: 'Recepción y guía de una encomienda en la cooperativa',
    lines: [7],
    steps: [
      ['<p>Abra <strong>Encomiendas &gt; Recepción</strong>.</p>', '<p>Elija la oficina de destino.</p>', 'Abrir recepción', '#00695c', '#4db6ac'],
      ['<p>Ingrese remitente, destinatario y contenido.</p>', '<p>El peso define la tarifa.</p>', 'Datos del envío', '#283593', '#7986cb'],
      [
        '<p>Imprima la guía de 15 dígitos y entréguela al remitente.</p>',
        '<p>Con ella se rastrea la encomienda en línea.</p>',
        'Imprimir guía',
        '#c62828',
        '#e57373',
      ],
    ],
  },
  {
    title: 'Configure la firma electrónica',
    subtitle: 'Cargue su certificado .p12 para firmar comprobantes',
    lines: [] as number[],
    steps: [
      [
        '<p>Abra <strong>Configuración &gt; Facturación electrónica</strong>.</p>',
        '<p>Necesita permiso de administración.</p>',
        'Abrir configuración',
        '#37474f',
        '#90a4ae',
      ],
      [
        '<p>Cargue el archivo .p12 e ingrese su clave.</p>',
        '<p>El sistema verifica la clave y la fecha de caducidad.</p>',
        'Cargar certificado',
        '#1565c0',
        '#64b5f6',
      ],
      ['<p>Guarde y emita un comprobante de prueba.</p>', '<p>Si el SRI lo autoriza, la firma está lista.</p>', 'Probar', '#2e7d32', '#a5d6a7'],
    ],
  },
] as const;

/** Demo tips: screen, title, message, days until, style. */
export const DEMO_TIPS = [
  [
    '/empresas',
    'Busque por RUC o por acceso',
    'Escriba parte del RUC, la razón social o el código de acceso para encontrar la empresa al instante.',
    60,
    'success',
  ],
  ['/clientes', 'Contratos por cliente', 'Un cliente agrupa todas las empresas de un mismo contrato: revise sus pagos desde aquí.', 45, 'warning'],
  [
    '/empresas/conexiones',
    'Saldo bajo de paquetes',
    'Las empresas con saldo bajo reciben un aviso automático; revise las que están por agotarse.',
    30,
    'error',
  ],
] as const;

/** Demo banners: line (0 home page), file name, colours. */
export const DEMO_BANNERS = [
  [0, 'bienvenida-isyplus.png', '#0d47a1', '#26c6da'],
  [0, 'nueva-version-2025.png', '#1b5e20', '#9ccc65'],
  [1, 'comercio-inventario.png', '#e65100', '#ffca28'],
  [10, 'facturacion-sri.png', '#4a148c', '#f06292'],
] as const;

/** The day `days` days from Ecuador's today. */
const day = (days: number) => plusDays(businessDay(), days);

/** Fills the help content: topics, documents (real PDFs), screen links, FAQs, tutorials, tips, banners. */
export async function seedDemoHelp(tx: EntityManager): Promise<void> {
  const one = async <T>(sql: string, params: unknown[]) => (await run<T>(tx, sql, params))[0]!;
  const screenRows: Array<{ hpa_codigo: number; hpa_estado: string }> = await run<{ hpa_codigo: number; hpa_estado: string }>(
    tx,
    'select hpa_codigo, hpa_estado from thelppantalla',
  );
  const screens = new Map(screenRows.map((s) => [s.hpa_estado, s.hpa_codigo]));
  // The files go to the files service like an upload, owned by their record.
  const file = async (name: string, bytes: Buffer, fileClass: NewFile['fileClass'], ownerKind: string, ownerId: number) =>
    (await storeFile(tx, { name, bytes, fileClass, ownerKind, ownerId, userId: null, userName: 'demo' })).id;

  for (const [t, topic] of DEMO_TOPICS.entries()) {
    const order = 1000 * t;
    const { hte_codigo: parent } = await one<{ hte_codigo: number }>(
      'insert into thelptema (hte_descrip, hte_subtitle, hte_ico, hte_orden, tac_cods) values (?, ?, ?, ?, ?::int[]) returning hte_codigo',
      [topic.title, topic.subtitle, topic.icon, order, `{${topic.lines.join(',')}}`],
    );
    for (const [s, sub] of topic.subtopics.entries()) {
      const { hte_codigo: subId } = await one<{ hte_codigo: number }>(
        'insert into thelptema (hte_descrip, hte_subtitle, hte_ico, hte_orden, hte_parent, tac_cods) values (?, ?, ?, ?, ?, ?::int[]) returning hte_codigo',
        [sub.title, sub.subtitle, sub.icon, order + s + 1, parent, `{${topic.lines.join(',')}}`],
      );
      for (const [d, doc] of sub.docs.entries()) {
        const pdf = doc.kinds.includes('P') ? simplePdf(doc.title, [sub.subtitle, ...(doc.paragraphs ?? [])]) : null;
        const name = pdf
          ? `${doc.title
              .toLowerCase()
              .normalize('NFD')
              .replace(/[\u0300-\u036f]/g, '')
              .replace(/[^a-z0-9]+/g, '-')
              .replace(/^-|-$/g, '')}.pdf`
          : null;
        const { hdo_codigo } = await one<{ hdo_codigo: number }>(
          'insert into thelpdoc (hdo_descrip, hte_codigo, hdo_orden, hdo_tipo, hdo_urlpdf, hdo_urlvideo, hdo_urlline) values (?, ?, ?, ?, ?, ?, ?) returning hdo_codigo',
          [doc.title, subId, d + 1, doc.kinds, name, doc.video ?? null, doc.link ?? null],
        );
        if (pdf && name)
          await run(tx, 'update thelpdoc set hdo_archivo = ? where hdo_codigo = ?', [await file(name, pdf, 'PDF', HELP_FILES, hdo_codigo), hdo_codigo]);
        for (const route of doc.screens ?? []) {
          const screen = screens.get(route);
          if (screen) await run(tx, 'insert into thelppantalla_doc (hpa_codigo, hdo_codigo) values (?, ?)', [screen, hdo_codigo]);
        }
      }
    }
  }
  for (const [i, faq] of DEMO_FAQS.entries()) {
    await run(tx, 'insert into tfaqs (faq_title, faq_descri, faq_orden, faq_parent, faq_activo) values (?, ?, ?, ?, 1)', [
      faq.title,
      faq.answer,
      i + 1,
      faq.group,
    ]);
  }
  for (const [i, tut] of DEMO_TUTORIALS.entries()) {
    const { tut_codigo } = await one<{ tut_codigo: number }>(
      'insert into ttutorial (tut_title, tut_subtitle, tut_orden, tut_activo, tut_time, tac_cods) values (?, ?, ?, 1, ?, ?::int[]) returning tut_codigo',
      [tut.title, tut.subtitle, i + 1, tut.steps.length, `{${tut.lines.join(',')}}`],
    );
    for (const [s, [descri, subtext, nav, from, to]] of tut.steps.entries()) {
      const { tud_codigo } = await one<{ tud_codigo: number }>(
        'insert into ttutorial_det (tut_codigo, tud_descri, tud_subtext, tud_orden, tud_navdescri) values (?, ?, ?, ?, ?) returning tud_codigo',
        [tut_codigo, descri, subtext, s + 1, nav],
      );
      const image = await file(`guia-${i + 1}-paso-${s + 1}.png`, gradientPng(640, 360, from, to), 'IMAGE', GUIDE_FILES, tud_codigo);
      await run(tx, 'update ttutorial_det set tud_archivo = ? where tud_codigo = ?', [image, tud_codigo]);
    }
  }
  for (const [view, title, message, days, style] of DEMO_TIPS) {
    await run(tx, 'insert into ttip (tip_vista, tip_titulo, tip_mensaj, tip_hasta, tip_cerrar, tip_estilo) values (?, ?, ?, ?::date, 1, ?)', [
      view,
      title,
      message,
      day(days),
      style,
    ]);
  }
  for (const [line, name, from, to] of DEMO_BANNERS) {
    const { pub_codigo } = await one<{ pub_codigo: number }>('insert into tpublicidad (pub_filename, pub_lineaemp) values (?, ?) returning pub_codigo', [
      name,
      line,
    ]);
    const image = await file(name, gradientPng(1024, 256, from, to), 'IMAGE', BANNER_FILES, pub_codigo);
    await run(tx, 'update tpublicidad set pub_archivo = ? where pub_codigo = ?', [image, pub_codigo]);
  }
}
