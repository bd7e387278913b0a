/** Spanish texts of the help content (spec 001 §5, §8, §9; spec 002 §5, §8 quoted word for word). */
export const HELP_MSG = {
  // Spec 001 §8: an empty search (warning) and a missing PDF.
  noResults: 'SIN RESULTADOS',
  fileNotFound: 'No se encuentra el Archivo',
  // Spec 001 §5 "Help administration".
  screenRequired: 'Seleccione la Pantalla donde se abrira la Ayuda',
  pdfRequired: 'Cargue Archivo tipo PDF',
  videoRequired: 'Ingrese Enlace del Video',
  lineRequired: 'Ingrese Enlace Linea',
  // Spec 001 §5 "FAQ".
  faqBodyRequired: 'Ingrese por favor el mensaje a enviar.',
  chooseItem: 'ELIJA UN ITEM PARA REALIZAR ESTA ACCIÓN',
  // Spec 002 §8 toasts.
  created: 'Creado con Exito',
  updated: 'Actualizado con Exito',
  deleted: 'Eliminado Con Exito',
  // Not quoted by the spec: clear Spanish naming the field.
  topicTitle: 'Ingrese la descripción del tema (hte_descrip), hasta 150 caracteres',
  topicNotFound: (id: number) => `No existe el tema de ayuda ${id}`,
  subtopicRequired: 'Seleccione un subtema: los documentos pertenecen a un subtema',
  parentNotRoot: 'El tema padre (hte_parent) debe ser un tema principal, no un subtema',
  ownParent: 'Un tema no puede ser su propio padre',
  hasSubtopics: 'Un tema con subtemas no puede pasar a ser subtema de otro',
  businessLine: (code: number) => `Línea de negocio desconocida: ${code}`,
  documentTitle: 'Ingrese la descripción del documento (hdo_descrip), hasta 200 caracteres',
  documentNotFound: (id: number) => `No existe el documento de ayuda ${id}`,
  kinds: 'El tipo de documento (hdo_tipo) combina las letras P (pdf), V (video) y L (enlace en línea), al menos una',
  notPdf: 'El archivo no es un PDF: Cargue Archivo tipo PDF',
  pdfTooLarge: (mb: number) => `El PDF supera el tamaño máximo de ${mb} MB`,
  badBase64: 'El archivo no está codificado en base64',
  url: (field: string) => `El enlace (${field}) debe empezar por http:// o https://`,
  screenNotFound: (id: number) => `No existe la pantalla ${id}`,
  linkNotFound: (id: number) => `No existe el enlace de pantalla ${id}`,
  linkExists: 'El documento ya está enlazado a esa pantalla',
  faqTitle: 'Ingrese el título de la pregunta (faq_title), hasta 300 caracteres',
  faqNotFound: (id: number) => `No existe la pregunta frecuente ${id}`,
  group: 'El grupo (faq_parent) debe ser un número entero mayor que cero',
  active: 'El estado (activo) debe ser 0 o 1',
  order: 'El orden debe ser un número entero entre 0 y 1.000.000.000',
  searchTooLong: 'El texto de búsqueda no puede superar 200 caracteres',
  id: (field: string) => `El código (${field}) debe ser un número entero mayor que cero`,
} as const;

/** Business lines of the help centre and advertising (spec 002 §9): 0 is the home page. */
export const AD_LINES: ReadonlyArray<readonly [number, string]> = [
  [0, 'Publicidad Página Inicio'],
  [1, 'Comercio'],
  [2, 'Hoteleria'],
  [3, 'Constructoras'],
  [4, 'Educación'],
  [5, 'Fundaciones'],
  [6, 'Transporte'],
  [7, 'Servicios'],
  [8, 'Asociaciones'],
  [9, 'Restaurantes'],
  [10, 'Facturación Electrónica'],
  [11, 'Comercio Electrónico'],
];

/** Contact block of the support area (soporteinfo). */
export const SUPPORT_INFO = {
  area: 'Soporte técnico Isyplus',
  phone: '(07) 283-4500',
  whatsapp: '+593 99 876 5432',
  email: 'soporte@isyplus.ec',
  schedule: 'Lunes a viernes de 08:00 a 18:00; sábados de 09:00 a 13:00',
  address: 'Av. Remigio Crespo 4-56 y Agustín Cueva, Cuenca',
} as const;

/** Spanish texts of tutorials, tips and advertising (spec 002 §5, §8 quoted word for word). */
export const GUIDE_MSG = {
  imageRequired: 'Debe subir una imagen para el contenido.',
  descriptionRequired: 'Ingrese por favor la descripción.',
  saveTutorialFirst: 'Primero debe guardar el tutorial.',
  selectForDetails: 'Seleccione un item para ver detalles',
  chooseItem: 'ELIJA UN ITEM PARA REALIZAR ESTA ACCIÓN',
  confirmDelete: '¿SEGURO QUE DESEA BORRAR ESTE ITEM?',
  notAvailable: 'ESTA GUÍA AÚN NO ESTÁ DISPONIBLE.',
  adImageRequired: 'Seleccione una Imagen para subir',
  // Not quoted by the spec.
  tutorialTitle: 'Ingrese el título de la guía (tut_title), hasta 200 caracteres',
  tutorialNotFound: (id: number) => `No existe la guía ${id}`,
  detailNotFound: (id: number) => `No existe el paso ${id}`,
  notImage: 'El archivo no es una imagen PNG, JPEG, GIF o WEBP',
  imageTooLarge: (mb: number) => `La imagen supera el tamaño máximo de ${mb} MB`,
  tipView: 'Seleccione la pantalla donde se muestra el tip (tip_vista)',
  tipTitle: 'Ingrese el título del tip (tip_titulo), hasta 150 caracteres',
  tipMessage: 'Ingrese el mensaje del tip (tip_mensaj), hasta 1000 caracteres',
  tipDate: 'Ingrese la fecha hasta la que se muestra el tip (tip_hasta)',
  tipStyle: 'El estilo del tip debe ser success, warning o error',
  tipNotFound: (id: number) => `No existe el tip ${id}`,
  tipNotClosable: 'Este tip no se puede cerrar',
  adLine: 'Seleccione la línea de negocio (pub_lineaemp): 0 a 11',
  adNotFound: (id: number) => `No existe la publicidad ${id}`,
  adFileName: 'El nombre de la imagen (pub_filename) no puede superar 200 caracteres',
  time: 'El tiempo (tut_time) debe ser un número entero de minutos entre 0 y 600',
} as const;
