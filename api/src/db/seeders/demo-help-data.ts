/** Demo help content in Spanish (topics, documents, FAQs): the help centre is useful on first start. */

export interface DemoHelpDoc {
  title: string;
  /** P pdf (generated), V video, L link, combined. */
  kinds: string;
  paragraphs?: string[];
  video?: string;
  link?: string;
  /** Back-office routes where the document opens from the help button. */
  screens?: string[];
}
export interface DemoSubtopic {
  title: string;
  icon: string;
  subtitle: string;
  docs: DemoHelpDoc[];
}
export interface DemoTopic {
  title: string;
  subtitle: string;
  icon: string;
  /** tac_codigo; empty: every business line. */
  lines: number[];
  subtopics: DemoSubtopic[];
}

const SRI = 'https://www.sri.gob.ec/facturacion-electronica';
const YT = (id: string) => `https://www.youtube.com/embed/${id}`;

export const DEMO_TOPICS: DemoTopic[] = [
  {
    title: 'Primeros pasos',
    subtitle: 'Ingreso al sistema, configuración inicial y datos de la empresa',
    icon: 'rocket',
    lines: [],
    subtopics: [
      {
        title: 'Ingreso y contraseñas',
        icon: 'key',
        subtitle: 'Cómo ingresar, cambiar y recuperar la contraseña',
        docs: [
          {
            title: 'Manual de ingreso al sistema',
            kinds: 'P',
            paragraphs: [
              'Ingrese con el usuario y la contraseña que le envió el administrador.',
              'La primera vez el sistema le pedirá cambiar la contraseña por una propia de al menos ocho caracteres.',
            ],
          },
          { title: 'Video: cambio de contraseña', kinds: 'V', video: YT('aqz-KE-bpKQ') },
        ],
      },
      {
        title: 'Datos de la empresa',
        icon: 'building',
        subtitle: 'RUC, razón social, establecimientos y logotipo',
        docs: [
          {
            title: 'Configuración de los datos de la empresa',
            kinds: 'PL',
            link: 'https://srienlinea.sri.gob.ec',
            screens: ['/empresas'],
            paragraphs: [
              'Revise que el RUC y la razón social coincidan con el Registro Único de Contribuyentes.',
              'Cargue el logotipo en formato PNG o JPG: aparecerá en las facturas y en los reportes.',
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Facturación electrónica',
    subtitle: 'Emisión de comprobantes autorizados por el SRI',
    icon: 'receipt',
    lines: [],
    subtopics: [
      {
        title: 'Firma electrónica',
        icon: 'signature',
        subtitle: 'Carga y renovación del certificado de firma',
        docs: [
          {
            title: 'Cómo cargar la firma electrónica',
            kinds: 'PV',
            video: YT('ScMzIvxBSi4'),
            paragraphs: [
              'La firma electrónica es un archivo .p12 emitido por una entidad certificadora autorizada.',
              'Cárguela en Configuración > Facturación electrónica con su clave; el sistema verificará la fecha de caducidad.',
            ],
          },
          {
            title: 'Renovación del certificado de firma',
            kinds: 'P',
            paragraphs: ['Renueve la firma antes de que caduque: los comprobantes firmados con un certificado caducado son rechazados.'],
          },
        ],
      },
      {
        title: 'Emisión de facturas',
        icon: 'file-invoice',
        subtitle: 'Facturas, notas de crédito y retenciones',
        docs: [
          {
            title: 'Guía de facturación electrónica',
            kinds: 'PL',
            link: SRI,
            paragraphs: [
              'Cada factura se firma, se envía al SRI y se autoriza en línea.',
              'Si el SRI devuelve el comprobante, revise el mensaje de error, corrija los datos y vuelva a enviarlo.',
            ],
          },
          {
            title: 'Notas de crédito electrónicas',
            kinds: 'P',
            paragraphs: ['La nota de crédito anula total o parcialmente una factura autorizada; indique el número de la factura que modifica.'],
          },
          {
            title: 'Comprobantes de retención',
            kinds: 'P',
            paragraphs: ['Emita la retención dentro de los cinco días siguientes a la recepción de la factura del proveedor.'],
          },
        ],
      },
    ],
  },
  {
    title: 'Contabilidad',
    subtitle: 'Plan de cuentas, asientos y estados financieros',
    icon: 'calculator',
    lines: [1, 2, 3, 4, 10, 12, 13],
    subtopics: [
      {
        title: 'Plan de cuentas',
        icon: 'list-tree',
        subtitle: 'Estructura y mantenimiento de las cuentas contables',
        docs: [
          {
            title: 'Manual del plan de cuentas',
            kinds: 'P',
            paragraphs: [
              'El plan de cuentas sigue la estructura de la Superintendencia de Compañías.',
              'Cree las cuentas de movimiento bajo las cuentas de grupo; no se pueden eliminar cuentas con saldo.',
            ],
          },
        ],
      },
      {
        title: 'Cierre del ejercicio',
        icon: 'calendar-check',
        subtitle: 'Balance general, estado de resultados y cierre anual',
        docs: [
          { title: 'Estados financieros', kinds: 'P', paragraphs: ['El balance general y el estado de resultados se generan desde Reportes > Contabilidad.'] },
          { title: 'Video: cierre contable anual', kinds: 'V', video: YT('M7lc1UVf-VE') },
        ],
      },
    ],
  },
  {
    title: 'Inventario',
    subtitle: 'Productos, bodegas, kardex y tomas físicas',
    icon: 'boxes',
    lines: [1, 5, 12, 13, 11],
    subtopics: [
      {
        title: 'Productos y bodegas',
        icon: 'box',
        subtitle: 'Creación de productos, precios y bodegas',
        docs: [
          {
            title: 'Creación de productos',
            kinds: 'P',
            paragraphs: ['Cada producto tiene un código, una descripción, la tarifa de IVA y hasta cuatro precios de venta.'],
          },
        ],
      },
      {
        title: 'Kardex',
        icon: 'chart-line',
        subtitle: 'Movimientos y costo promedio',
        docs: [
          {
            title: 'Consulta del kardex',
            kinds: 'PL',
            link: 'https://www.supercias.gob.ec',
            paragraphs: ['El kardex muestra los ingresos y egresos de cada producto con el costo promedio ponderado.'],
          },
        ],
      },
    ],
  },
  {
    title: 'Nómina',
    subtitle: 'Empleados, roles de pago y obligaciones con el IESS',
    icon: 'users',
    lines: [],
    subtopics: [
      {
        title: 'Roles de pago',
        icon: 'money',
        subtitle: 'Ingresos, descuentos y aportes',
        docs: [
          {
            title: 'Generación del rol de pagos',
            kinds: 'P',
            paragraphs: ['El rol calcula el aporte personal al IESS (9,45 %) y los fondos de reserva desde el segundo año.'],
          },
          {
            title: 'Décimo tercero y décimo cuarto sueldo',
            kinds: 'PL',
            link: 'https://www.trabajo.gob.ec',
            paragraphs: ['El décimo tercero se paga hasta el 24 de diciembre; el décimo cuarto según la región.'],
          },
        ],
      },
      {
        title: 'Empleados',
        icon: 'id-card',
        subtitle: 'Fichas de empleados y contratos',
        docs: [{ title: 'Registro de empleados', kinds: 'P', paragraphs: ['Registre la cédula, la fecha de ingreso, el cargo y el sueldo de cada empleado.'] }],
      },
    ],
  },
  {
    title: 'Declaraciones al SRI',
    subtitle: 'IVA, retenciones en la fuente y anexos transaccionales',
    icon: 'landmark',
    lines: [],
    subtopics: [
      {
        title: 'Anexo transaccional (ATS)',
        icon: 'file-export',
        subtitle: 'Generación del archivo XML del ATS',
        docs: [
          {
            title: 'Generación del ATS',
            kinds: 'PL',
            link: 'https://www.sri.gob.ec',
            paragraphs: ['El ATS se genera mensualmente desde Reportes > Tributación y se carga en el portal del SRI.'],
          },
        ],
      },
      {
        title: 'Formulario 104',
        icon: 'file-lines',
        subtitle: 'Declaración del IVA',
        docs: [
          {
            title: 'Declaración mensual del IVA',
            kinds: 'P',
            paragraphs: ['El sistema resume las ventas y compras del mes con sus tarifas para el formulario 104.'],
          },
        ],
      },
    ],
  },
  {
    title: 'Transporte y encomiendas',
    subtitle: 'Cooperativas de transporte: boletos, encomiendas y rastreo',
    icon: 'bus',
    lines: [7],
    subtopics: [
      {
        title: 'Encomiendas',
        icon: 'truck',
        subtitle: 'Recepción, guías y entrega',
        docs: [
          {
            title: 'Registro de encomiendas',
            kinds: 'P',
            paragraphs: ['La guía de encomienda tiene 15 dígitos: establecimiento, punto de emisión y secuencial.'],
          },
          { title: 'Rastreo público de encomiendas', kinds: 'L', link: 'https://isyplus.ec/encomiendas' },
        ],
      },
      {
        title: 'Venta de boletos',
        icon: 'ticket',
        subtitle: 'Frecuencias, asientos y liquidaciones',
        docs: [
          {
            title: 'Venta de boletos en boletería',
            kinds: 'P',
            paragraphs: ['Seleccione la frecuencia, el asiento y el pasajero; el boleto se emite como factura electrónica.'],
          },
        ],
      },
    ],
  },
  {
    title: 'Administración del sistema',
    subtitle: 'Usuarios, permisos, respaldos y paquetes de conexión',
    icon: 'settings',
    lines: [],
    subtopics: [
      {
        title: 'Usuarios y permisos',
        icon: 'user-shield',
        subtitle: 'Perfiles, menús y niveles de acceso',
        docs: [
          {
            title: 'Administración de usuarios',
            kinds: 'P',
            screens: ['/usuarios/lista', '/perfiles/lista'],
            paragraphs: ['Cada usuario recibe un perfil con los menús y el nivel de acceso: consulta, operación o administración.'],
          },
        ],
      },
      {
        title: 'Paquetes de conexión',
        icon: 'plug',
        subtitle: 'Consumo de documentos electrónicos',
        docs: [
          {
            title: 'Compra y consumo de paquetes',
            kinds: 'P',
            screens: ['/empresas/conexiones'],
            paragraphs: [
              'Cada documento electrónico autorizado consume una unidad del paquete vigente.',
              'Cuando el saldo baja del porcentaje configurado, el sistema avisa al contacto de la empresa.',
            ],
          },
          {
            title: 'Clientes y contratos',
            kinds: 'PL',
            link: 'https://isyplus.ec/contratos',
            screens: ['/clientes'],
            paragraphs: ['Los clientes agrupan las empresas de un mismo contrato; el pago del contrato habilita las renovaciones.'],
          },
        ],
      },
    ],
  },
];

export interface DemoFaq {
  title: string;
  answer: string;
  group: number;
}

export const DEMO_FAQS: DemoFaq[] = [
  {
    group: 1,
    title: '¿Cómo recupero mi contraseña?',
    answer: '<p>En la pantalla de ingreso elija <strong>¿Olvidó su contraseña?</strong> y siga el enlace que llega a su correo.</p>',
  },
  {
    group: 1,
    title: '¿Puedo ingresar desde el celular?',
    answer: '<p>Sí. El sistema funciona en cualquier navegador moderno, también en teléfonos y tabletas.</p>',
  },
  { group: 1, title: '¿Cuántos usuarios puedo crear?', answer: '<p>Depende de su plan. Consulte el número de usuarios incluidos en su contrato.</p>' },
  {
    group: 2,
    title: '¿Qué hago si el SRI devuelve una factura?',
    answer: '<p>Revise el mensaje de la devolución, corrija el dato indicado y vuelva a enviar el comprobante desde <em>Comprobantes pendientes</em>.</p>',
  },
  {
    group: 2,
    title: '¿Cuánto tiempo tengo para anular una factura electrónica?',
    answer: '<p>Hasta el día 7 del mes siguiente a su emisión, con la aceptación del receptor en el portal del SRI.</p>',
  },
  {
    group: 2,
    title: '¿Dónde cargo la firma electrónica?',
    answer: '<p>En <strong>Configuración &gt; Facturación electrónica</strong>, con el archivo .p12 y su clave.</p>',
  },
  {
    group: 2,
    title: '¿Por qué mi facturación está detenida?',
    answer: '<p>Puede deberse a la firma caducada o a un paquete de conexión sin saldo. Revise ambos en la administración.</p>',
  },
  { group: 3, title: '¿Cómo genero el ATS?', answer: '<p>En <strong>Reportes &gt; Tributación &gt; ATS</strong> elija el mes y descargue el archivo XML.</p>' },
  { group: 3, title: '¿El sistema calcula el formulario 104?', answer: '<p>Sí, resume ventas, compras y retenciones del mes por tarifa de IVA.</p>' },
  {
    group: 3,
    title: '¿Qué retenciones debo emitir?',
    answer: '<p>Las que correspondan según su calidad de agente de retención y la tabla vigente de porcentajes del SRI.</p>',
  },
  {
    group: 4,
    title: '¿Cómo hago un respaldo de mi información?',
    answer: '<p>Los respaldos se generan automáticamente cada día; también puede pedir uno a soporte.</p>',
  },
  { group: 4, title: '¿Cómo contacto a soporte técnico?', answer: '<p>Por WhatsApp, teléfono o correo, de lunes a viernes de 08:00 a 18:00.</p>' },
  {
    group: 4,
    title: '¿Puedo cambiar el logotipo de mis facturas?',
    answer: '<p>Sí, desde los datos de la empresa; use una imagen PNG o JPG de hasta 1 MB.</p>',
  },
  {
    group: 4,
    title: '¿Cómo agrego un nuevo establecimiento?',
    answer: '<p>En la administración de la empresa, pestaña <em>Establecimientos</em>, con su número y dirección.</p>',
  },
  {
    group: 4,
    title: '¿Qué pasa cuando se termina mi paquete de documentos?',
    answer: '<p>El sistema avisa cuando el saldo es bajo; al agotarse, compre un nuevo paquete para seguir emitiendo.</p>',
  },
];
