/** Reference data every installation needs (inserted by the first migration). */

/** Provinces of Ecuador: INEC code (also the cédula province digits), ISO 3166-2 code, name, capital. */
export const PROVINCES: ReadonlyArray<[number, string, string, string]> = [
  [1, 'EC-A', 'Azuay', 'Cuenca'],
  [2, 'EC-B', 'Bolívar', 'Guaranda'],
  [3, 'EC-F', 'Cañar', 'Azogues'],
  [4, 'EC-C', 'Carchi', 'Tulcán'],
  [5, 'EC-X', 'Cotopaxi', 'Latacunga'],
  [6, 'EC-H', 'Chimborazo', 'Riobamba'],
  [7, 'EC-O', 'El Oro', 'Machala'],
  [8, 'EC-E', 'Esmeraldas', 'Esmeraldas'],
  [9, 'EC-G', 'Guayas', 'Guayaquil'],
  [10, 'EC-I', 'Imbabura', 'Ibarra'],
  [11, 'EC-L', 'Loja', 'Loja'],
  [12, 'EC-R', 'Los Ríos', 'Babahoyo'],
  [13, 'EC-M', 'Manabí', 'Portoviejo'],
  [14, 'EC-S', 'Morona Santiago', 'Macas'],
  [15, 'EC-N', 'Napo', 'Tena'],
  [16, 'EC-Y', 'Pastaza', 'Puyo'],
  [17, 'EC-P', 'Pichincha', 'Quito'],
  [18, 'EC-T', 'Tungurahua', 'Ambato'],
  [19, 'EC-Z', 'Zamora Chinchipe', 'Zamora'],
  [20, 'EC-W', 'Galápagos', 'Puerto Baquerizo Moreno'],
  [21, 'EC-U', 'Sucumbíos', 'Nueva Loja'],
  [22, 'EC-D', 'Orellana', 'Puerto Francisco de Orellana'],
  [23, 'EC-SD', 'Santo Domingo de los Tsáchilas', 'Santo Domingo'],
  [24, 'EC-SE', 'Santa Elena', 'Santa Elena'],
];

/** Further cities by province code, beside each capital. */
export const MORE_CITIES: ReadonlyArray<[number, string]> = [
  [1, 'Gualaceo'], [1, 'Paute'], [7, 'Pasaje'], [7, 'Santa Rosa'], [9, 'Durán'], [9, 'Milagro'],
  [9, 'Samborondón'], [10, 'Otavalo'], [10, 'Cotacachi'], [11, 'Catamayo'], [11, 'Macará'],
  [12, 'Quevedo'], [13, 'Manta'], [13, 'Chone'], [17, 'Sangolquí'], [17, 'Cayambe'],
  [17, 'Machachi'], [18, 'Baños de Agua Santa'], [18, 'Pelileo'], [24, 'Salinas'], [24, 'La Libertad'],
];


/**
 * Back-office screens: [code, parent, order, title, url, resource, icon]. A profile grants
 * them; the resource names the permission checked by the API for the screen's operations.
 */
export const MENUS: ReadonlyArray<[number, number, number, string, string | null, string | null, string | null]> = [
  [1, 0, 1000, 'Empresas', null, null, 'building'],
  [2, 1, 1001, 'Administración de empresas', '/empresas', 'empresas', null],
  [3, 1, 1002, 'Creación de empresas', '/empresas/creacion', 'empresas.creacion', null],
  [4, 1, 1003, 'Paquetes de conexión', '/empresas/conexiones', 'conexiones', null],
  [5, 1, 1004, 'Pagos de contrato', '/empresas/pagos_contrato', 'pagos', null],
  [6, 1, 1005, 'Clientes', '/clientes', 'clientes', null],
  [7, 1, 1006, 'Aplicativo', '/aplicativo', 'aplicativo', null],
  [8, 1, 1007, 'Respaldos', '/backup_restore', 'respaldos', null],
  [10, 0, 2000, 'Soporte', null, null, 'headset'],
  [11, 10, 2001, 'Solicitudes', '/soporte?tipo=1', 'soporte', null],
  [12, 10, 2002, 'Notificaciones', '/lsnotificaciones', 'notificaciones', null],
  [13, 10, 2003, 'Enviar notificación', '/enviar_notif/1', 'notificaciones.envio', null],
  [14, 10, 2004, 'Planes de notificación', '/admin/plan/notif', 'notificaciones.planes', null],
  [15, 10, 2005, 'Paquetes SMS', '/sms/empresas', 'sms', null],
  [43, 10, 2006, 'Plantillas de correo', '/correo/plantillas', 'correo.plantillas', null],
  [44, 10, 2007, 'Cuentas de correo', '/correo/cuentas', 'correo.cuentas', null],
  [42, 10, 2008, 'Resumen SMS', '/sms/enviados', 'sms', null],
  [20, 0, 3000, 'Ayuda', null, null, 'help'],
  [21, 20, 3001, 'Temas y documentos', '/ayudas', 'ayudas', null],
  [22, 20, 3002, 'Preguntas frecuentes', '/faqs', 'faqs', null],
  [23, 20, 3003, 'Guías rápidas', '/tutoriales', 'tutoriales', null],
  [24, 20, 3004, 'Tips', '/tips', 'tips', null],
  [25, 20, 3005, 'Publicidad', '/publicidad', 'publicidad', null],
  [30, 0, 4000, 'Administración', null, null, 'settings'],
  [31, 30, 4001, 'Perfiles', '/perfiles/lista', 'perfiles', null],
  [32, 30, 4002, 'Usuarios', '/usuarios/lista', 'usuarios', null],
  [33, 30, 4003, 'Menú de empresas', '/menu_admin', 'menus', null],
  [34, 30, 4004, 'Catálogo de desarrollo', '/desarrollo/0/0', 'desarrollo', null],
  [35, 30, 4005, 'Médicos', '/medicosadm/1', 'medicos', null],
  [36, 30, 4006, 'Informes', '/informes/0', 'informes', null],
  [37, 30, 4007, 'Componentes', '/administracion/widgets', 'widgets', null],
  [47, 30, 4008, 'Consultas por módulo', '/consultas/1', 'informes', null],
  [48, 30, 4009, 'Tablero de informes', '/tablero', 'informes', null],
  [55, 30, 4010, 'Tokens de API', '/tokens_api', 'apitokens', null],
];
