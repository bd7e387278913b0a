// GENERATED FILE by graphql-codegen (see codegen.ts) from schema.graphql and the .graphql documents under web/src.
// Do not edit by hand: change the schema or a document and run `npm run codegen`.
/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Producto al que entra la empresa (emp_tipoacces): contabilidad o transporte */
export type AccessType =
  /** Sistema contable y de facturación (código 1) */
  | 'ACCOUNTING'
  /** Sistema de transporte (código 2) */
  | 'TRANSPORT';

/** Lado en que el modelo contable asienta la cuenta (mco_debcre) */
export type AccountSide =
  /** C: crédito (haber) */
  | 'CREDIT'
  /** D: débito (debe) */
  | 'DEBIT';

/** Un modelo contable a guardar (modeloContableByTipCta); reemplaza el del mismo tipo de cuenta, transacción y lado */
export type AccountingModelInput = {
  /** Cuenta de movimiento del tipo de cuenta (cue_codigo) */
  accountId: number;
  /** Tipo de cuenta (tcu_codigo) */
  accountType: number;
  /** Débito o crédito (mco_debcre) */
  side: AccountSide;
  /** Tipo de transacción (tra_codigo) */
  transactionType: number;
};

/** Datos adicionales de la empresa nueva: contacto, ubicación y actividad (infoadc) */
export type AdditionalInfoInput = {
  /** Tipo de empresa, código de companyCreationForm.businessLines; sin él la empresa queda sin tipo (tac_codigo) */
  businessLine?: number | null | undefined;
  /** Ciudad; se guarda en mayúsculas (ciudad) */
  city?: string | null | undefined;
  /** Código telefónico del país; 593 por omisión (codpais) */
  countryCode?: number | null | undefined;
  /** Actividad económica principal (activeconomica) */
  economicActivity?: string | null | undefined;
  /** Representante legal; por omisión la razón social (reprelegal) */
  legalRepresentative?: string | null | undefined;
  /** Nacionalidad del contribuyente (nacion) */
  nationality?: string | null | undefined;
  /** Teléfono de contacto (telefono) */
  phone?: string | null | undefined;
  /** Nombre de la provincia; se ignora: se toma de la lista por provinceCode (provincia) */
  province?: string | null | undefined;
  /** Provincia, código de companyCreationForm.provinces (provcod) */
  provinceCode?: number | null | undefined;
  /** Sector o barrio (sector) */
  sector?: string | null | undefined;
};

/** Filtro de la lista de tokens de API; vacío deja pasar todos */
export type ApiTokenFilter = {
  /** Solo los tokens de esta empresa (emp_codigo) */
  companyId?: number | null | undefined;
  /** Solo los tokens en este estado */
  state?: ApiTokenState | null | undefined;
  /** Texto contenido en el nombre del token, su prefijo o la razón social de la empresa */
  text?: string | null | undefined;
};

/** Datos de un token de API nuevo */
export type ApiTokenInput = {
  /** Empresa emisora para la que vale el token (emp_codigo) */
  companyId: number;
  /** Nombre para reconocer el token, hasta 100 caracteres (tok_nombre) */
  name: string;
};

/** Si un token de API se acepta todavía */
export type ApiTokenState =
  /** Activo: la API de facturación lo acepta para su empresa */
  | 'ACTIVE'
  /** Revocado: la API lo rechaza (tok_revocado tiene fecha) */
  | 'REVOKED';

/** Módulos del aplicativo */
export type AplicativoModule =
  /** 1: modelos contables por tipo de cuenta */
  | 'ACCOUNTING_MODELS'
  /** 2: período contable inicial */
  | 'INITIAL_PERIOD'
  /** 5: activar opciones de menú */
  | 'MENU_OPTIONS'
  /** 4: restaurar documento electrónico */
  | 'RESTORE_DOCUMENT'
  /** 3: asientos descuadrados */
  | 'UNBALANCED_ENTRIES';

/** Precio que muestra la búsqueda de artículos de un documento (tra_tiplis) */
export type ArticlePriceList =
  /** Costo (2), para compras */
  | 'COST'
  /** Precio de venta al público (1), para ventas */
  | 'SALE';

/** Dato por el que se buscan artículos (modo) */
export type ArticleSearchMode =
  /** Por el comienzo del código, sin distinguir mayúsculas (codigo) */
  | 'CODE'
  /** Por el comienzo del nombre, sin distinguir mayúsculas (nombre) */
  | 'NAME';

/** Pedido de backup de un esquema de empresa (do_backup) */
export type BackupInput = {
  /** Base del esquema (bd); por omisión la del servidor */
  database?: string | null | undefined;
  /** Nombre del archivo (name_replace); por omisión esquema y fecha */
  name?: string | null | undefined;
  /** Reemplaza un backup del mismo nombre (replace) */
  replace?: boolean | null | undefined;
  /** Esquema a respaldar (sch) */
  schema: string;
  /** Servidor (srv); localhost por omisión */
  server?: string | null | undefined;
};

/** Estado de un backup o de una restauración */
export type BackupState =
  /** Terminado y verificado (terminado) */
  | 'DONE'
  /** Falló; el mensaje dice por qué (fallido) */
  | 'FAILED'
  /** En la cola, esperando a quien lo procese (pendiente) */
  | 'PENDING'
  /** En proceso (en_proceso) */
  | 'RUNNING';

/** Clase de saldo del paquete vigente de una empresa: es el filtro rápido de la lista de paquetes */
export type BalanceClass =
  /** El paquete vigente tiene saldo suficiente y no está por vencer (disponible) */
  | 'DISPONIBLE'
  /** Sin saldo: el paquete se agotó, tiene documentos autorizados sobre el paquete o ya venció (excedido) */
  | 'EXCEDIDO'
  /** Le queda poco: el saldo está en o bajo el porcentaje de aviso, o vence en 30 días o menos (porcompletar) */
  | 'POR_COMPLETAR'
  /** La empresa no tiene paquete vigente (sinasignar) */
  | 'SIN_ASIGNAR';

/** Datos de un banner de publicidad */
export type BannerInput = {
  /** Nombre de la imagen (pub_filename), hasta 200 caracteres */
  fileName?: string | null | undefined;
  /** Banner a editar; vacío para crear */
  id?: number | null | undefined;
  /** Imagen en base64 (clientes anteriores); al crear, esta o imageFileId: 'Seleccione una Imagen para subir' */
  imageBase64?: string | null | undefined;
  /** Imagen ya subida al servicio de archivos (POST /files?clase=IMAGE&propietario=publicidad); al crear, esta o imageBase64: 'Seleccione una Imagen para subir' */
  imageFileId?: number | null | undefined;
  /** Línea 0 a 11 (pub_lineaemp) */
  line: number;
};

/** Cómo llegó una dirección a la lista negra (lnc_origen) */
export type BlacklistSource =
  /** Agregada por un usuario */
  | 'MANUAL'
  /** Un informe de entrega (DSN, RFC 3464) del buzón de la cuenta dijo que falló */
  | 'REBOTE'
  /** El servidor SMTP la rechazó (5xx en RCPT) */
  | 'RECHAZO';

/** Cambio de la clave propia: la actual, la nueva (al menos 8 caracteres) y su confirmación */
export type ChangePasswordInput = {
  /** La nueva clave escrita otra vez; debe coincidir */
  confirmation: string;
  /** Clave actual del usuario */
  currentPassword: string;
  /** Nueva clave: al menos 8 caracteres y distinta de la actual */
  newPassword: string;
};

/** Configuración de la gráfica de una vista */
export type ChartSetupInput = {
  /** Muestra etiquetas */
  hasLabels?: boolean | null | undefined;
  /** Muestra la leyenda */
  hasLegend?: boolean | null | undefined;
  /** Columna de la leyenda o categoría */
  legendColumn?: string | null | undefined;
  /** Columnas numéricas de las series */
  series: Array<string>;
  /** Modo de las series */
  seriesMode?: SeriesMode | null | undefined;
  /** Apilada */
  stacked?: boolean | null | undefined;
  /** Título */
  title?: string | null | undefined;
  /** Tipo; sin él: 'Debe seleccionar el tipo de gráfica' */
  type?: ChartType | null | undefined;
};

/** Tipo de gráfica (vin_tipgra) */
export type ChartType =
  /** 5: área */
  | 'AREA'
  /** 1: barras verticales */
  | 'BAR'
  /** 9: columnas 3D */
  | 'COLUMNS_3D'
  /** 8: combinada (barras y línea) */
  | 'COMBINED'
  /** 11: dona 3D */
  | 'DONUT_3D'
  /** 2: barras horizontales */
  | 'HORIZONTAL_BAR'
  /** 6: área invertida */
  | 'INVERTED_AREA'
  /** 4: líneas */
  | 'LINE'
  /** 100: mapa (la columna de leyenda es la clave de la región) */
  | 'MAP'
  /** 3: pastel */
  | 'PIE'
  /** 10: pastel 3D */
  | 'PIE_3D'
  /** 7: pirámide */
  | 'PYRAMID';

/** En qué punto está el formulario de actualización de datos del cliente (form_state) */
export type ClientFormState =
  /** PENDIENTE: el cliente aún no lo envía (código 0) */
  | 'PENDING'
  /** ENVIADO: el cliente lo envió y falta revisarlo (código 1) */
  | 'SENT'
  /** ACTUALIZADO: los datos enviados ya se aplicaron (código 2) */
  | 'UPDATED';

/** Si el cliente puede llenar el formulario de actualización de sus datos (clp_estupd) */
export type ClientFormUpdate =
  /** DESHABILITADO: el cliente no puede usar el formulario (código 1) */
  | 'DISABLED'
  /** HABILITADO: el formulario está abierto para el cliente (código 0) */
  | 'ENABLED';

/** Dato por el que se busca a los clientes (cparams 1 a 6 en las integraciones antiguas) */
export type ClientSearchKind =
  /** Código de acceso de alguna de sus empresas: lo contiene (cparams 4) */
  | 'ACCESS'
  /** Correo electrónico del cliente: lo contiene (cparams 6) */
  | 'EMAIL'
  /** Razón social de alguna de sus empresas: la contiene, sin distinguir mayúsculas ni tildes (cparams 2) */
  | 'LEGAL_NAME'
  /** Apellidos y nombres o razón social del cliente: los contiene (cparams 5) */
  | 'NAME'
  /** RUC o cédula del cliente: los que empiezan con el texto (cparams 1) */
  | 'RUC'
  /** Nombre comercial del cliente: lo contiene (cparams 3) */
  | 'TRADE_NAME';

/** Agrupación de la columna (di_grupo) */
export type ColumnGrouping =
  /** A: se agrega en la agrupación */
  | 'AGGREGATE'
  /** T: agrupa las filas por esta columna */
  | 'GROUPED'
  /** F: no agrupa */
  | 'NONE';

/** Total al pie de la columna (di_total) */
export type ColumnTotal =
  /** CONT: el número de filas */
  | 'COUNT'
  /** CU: el valor de la última fila */
  | 'LAST'
  /** F: sin total */
  | 'NONE'
  /** T: la suma */
  | 'SUM';

/** Módulo adicional habilitado para la empresa (clave de emp_modadc) */
export type CompanyAddOn =
  /** Folios (fol) */
  | 'FOLIOS'
  /** Importaciones (imp) */
  | 'IMPORTS'
  /** Inventario (inv) */
  | 'INVENTORY'
  /** Órdenes de producción (orp) */
  | 'PRODUCTION_ORDERS'
  /** Proyectos (pry) */
  | 'PROJECTS'
  /** Órdenes de compra (orc) */
  | 'PURCHASE_ORDERS'
  /** Vendedores (ven) */
  | 'SALESPEOPLE'
  /** Bodegas (bod) */
  | 'WAREHOUSES';

/** Módulos adicionales habilitados para la empresa (emp_modadc); los que no se envían conservan su valor */
export type CompanyAddOnsInput = {
  /** Bodegas (bod) */
  bod?: boolean | null | undefined;
  /** Folios (fol) */
  fol?: boolean | null | undefined;
  /** Importaciones (imp) */
  imp?: boolean | null | undefined;
  /** Inventario (inv) */
  inv?: boolean | null | undefined;
  /** Órdenes de compra (orc) */
  orc?: boolean | null | undefined;
  /** Órdenes de producción (orp) */
  orp?: boolean | null | undefined;
  /** Proyectos (pry) */
  pry?: boolean | null | undefined;
  /** Vendedores (ven) */
  ven?: boolean | null | undefined;
};

/** Clase de cambio del historial de una empresa */
export type CompanyChangeKind =
  /** Datos de la empresa: creación, edición de campos, tipo, activación de facturación electrónica */
  | 'COMPANY'
  /** Un punto de emisión de la empresa (tpuntoventa): creación, anulación, reactivación */
  | 'EMISSION_POINT'
  /** Un establecimiento de la empresa (talmacen): creación, edición, matriz, eliminación */
  | 'ESTABLISHMENT'
  /** Un paquete de conexiones de la empresa (tconexiones): compra, edición, anulación, notificación */
  | 'PACKAGE'
  /** Cambio de estado o bloqueo/desbloqueo de autorización (lo que responde get_historyestado) */
  | 'STATE';

/** Empresa nueva desde el formulario: crea la empresa, su esquema, su matriz, sus puntos de emisión y sus usuarios, todo o nada (crea_empresa) */
export type CompanyCreationInput = {
  /** Código de acceso de la empresa, único; se quitan los espacios (acceso) */
  accessCode?: string | null | undefined;
  /** Contacto, ubicación y actividad */
  additional: AdditionalInfoInput;
  /** Usuario de la contadora (opcional) */
  assistant?: CompanyUserInput | null | undefined;
  /** Primer punto de emisión */
  emissionPoint: EmissionPointInput;
  /** Segundo punto de emisión (opcional) */
  secondPoint?: EmissionPointInput | null | undefined;
  /** Datos del contribuyente */
  taxpayer: TaxpayerInfoInput;
  /** Usuario dueño de la empresa */
  user: CompanyUserInput;
  /** Versión del producto, código de productVersions (ver_codigo) */
  versionId?: number | null | undefined;
};

/** Estado de la empresa tal como lo muestran las pantallas: el estado activo se separa según la marca de solo lectura */
export type CompanyDisplayState =
  /** ACTIVO: empresa activa sin la marca de solo lectura */
  | 'ACTIVE'
  /** BLOQUEADO: empresa bloqueada */
  | 'BLOCKED'
  /** DEMO: empresa de demostración */
  | 'DEMO'
  /** INACTIVO: empresa inactiva */
  | 'INACTIVE'
  /** LECTURA: empresa activa con la marca de solo lectura (puede consultar pero no registrar) */
  | 'READ_ONLY';

/** Estado de una carga de empresas desde una hoja (imp_estado) */
export type CompanyImportState =
  /** El trabajo se detuvo por una falla; Reintentar continúa con las filas que faltan (fallida) */
  | 'FAILED'
  /** No quedan filas pendientes (terminada) */
  | 'FINISHED'
  /** Un trabajo en segundo plano está creando las empresas (en_proceso) */
  | 'IN_PROGRESS'
  /** Sin trabajo en la cola (por ejemplo la cola no estaba disponible); Reintentar la encola (pendiente) */
  | 'PENDING';

/** Filtros de la lista de empresas; los que se dejan vacíos no filtran y los que se envían se combinan (todos deben cumplirse) */
export type CompanyListFilter = {
  /** Módulos adicionales que la empresa debe tener activos, todos (emp_modadc) */
  addOns?: Array<CompanyAddOn> | null | undefined;
  /** Tipos de empresa aceptados (códigos de companyFormOptions.businessLines); -1 elige las empresas sin tipo */
  businessLines?: Array<number> | null | undefined;
  /** Solo las empresas cuya base está en este servidor, exacto (emp_ipdb) */
  dbHost?: string | null | undefined;
  /** Solo las empresas cuya base tiene este nombre, exacto (emp_nombredb) */
  dbName?: string | null | undefined;
  /** Dónde buscar el texto; sin modo se busca en el acceso, el RUC y la razón social a la vez */
  mode?: CompanySearchMode | null | undefined;
  /** Solo las empresas con la marca de solo lectura (true) o solo las que no la tienen (false) */
  readOnly?: boolean | null | undefined;
  /** Servicios que la empresa debe tener activos, todos (emp_tiposerv) */
  services?: Array<CompanyService> | null | undefined;
  /** Estados tal como se muestran (ACTIVO sin lectura, LECTURA activo con lectura); basta con cumplir uno */
  stateLabels?: Array<CompanyDisplayState> | null | undefined;
  /** Estados aceptados (emp_activa) */
  states?: Array<CompanyState> | null | undefined;
  /** Texto a buscar en el código de acceso, el RUC o la razón social, según mode */
  text?: string | null | undefined;
};

/** Ubicación de la empresa (emp_ubica); vacía queda en la provincia 2, ciudad LOJA */
export type CompanyLocationInput = {
  /** Ciudad; se guarda en mayúsculas (ciudad) */
  city?: string | null | undefined;
  /** Provincia, código de companyFormOptions.provinces (provincia) */
  province?: number | null | undefined;
  /** Marca de solo lectura: una empresa activa con ella solo puede consultar (lectura) */
  readOnly?: boolean | null | undefined;
};

/** Datos de una empresa para guardar: sin id registra una empresa nueva sobre una base existente; los campos que no se envían conservan su valor */
export type CompanySaveInput = {
  /** Código de acceso de los usuarios, único; se quitan los espacios (emp_coding) */
  accessCode?: string | null | undefined;
  /** Producto al que entra la empresa; contabilidad en una nueva (emp_tipoacces) */
  accessType?: AccessType | null | undefined;
  /** Módulos adicionales que cambian */
  addOns?: CompanyAddOnsInput | null | undefined;
  /** Dirección de la empresa (emp_dir) */
  address?: string | null | undefined;
  /** Tipo de empresa, código de companyFormOptions.businessLines; -1 quita el tipo (tac_codigo) */
  businessLine?: number | null | undefined;
  /** Código telefónico del país; 593 (Ecuador) en una nueva (emp_codpais) */
  countryCode?: number | null | undefined;
  /** Servidor (nombre o IP) de la base de la empresa (emp_ipdb) */
  dbHost?: string | null | undefined;
  /** Nombre de la base de datos de la empresa (emp_nombredb) */
  dbName?: string | null | undefined;
  /** Clave de la base, solo de escritura: vacía o nula conserva la guardada; nunca se devuelve (emp_clavedb) */
  dbPassword?: string | null | undefined;
  /** Puerto del servidor de la base, de 1 a 65535; 5432 en una nueva (emp_puertodb) */
  dbPort?: number | null | undefined;
  /** Esquema de la empresa en esa base: de 3 a 63 minúsculas, dígitos o _ (emp_esquemadb) */
  dbSchema?: string | null | undefined;
  /** Usuario con el que el sistema se conecta a la base (emp_userdb) */
  dbUser?: string | null | undefined;
  /** Código de la empresa a modificar; null para registrar una nueva (emp_codigo) */
  id?: number | null | undefined;
  /** Razón social registrada en el SRI (emp_razons) */
  legalName?: string | null | undefined;
  /** Provincia, ciudad y marca de solo lectura */
  location?: CompanyLocationInput | null | undefined;
  /** Logo como data URL (PNG, JPEG, GIF o WEBP, hasta 300 KB); '' lo quita (emp_logo) */
  logo?: string | null | undefined;
  /** Teléfono de contacto (emp_telf) */
  phone?: string | null | undefined;
  /** RUC de la empresa, 13 dígitos (emp_ruc) */
  ruc?: string | null | undefined;
  /** Servicios contratados que cambian */
  services?: CompanyServicesInput | null | undefined;
  /** Tema visual que ven los usuarios de la empresa (emp_tema) */
  theme?: string | null | undefined;
};

/** Dónde busca el texto de la lista de empresas; sin modo busca en el acceso, el RUC y la razón social a la vez */
export type CompanySearchMode =
  /** En el código de acceso, en cualquier parte y sin distinguir mayúsculas (bycoding) */
  | 'ACCESS_CODE'
  /** RUC que empieza con el texto (byruc) */
  | 'RUC';

/** Servicio contratado por la empresa (clave de emp_tiposerv) */
export type CompanyService =
  /** Bloqueo de autorización: detiene el envío de comprobantes electrónicos (bloq_aut) */
  | 'AUTHORIZATION_BLOCK'
  /** Respaldo automático (bka) */
  | 'AUTO_BACKUP'
  /** Respaldo de la base; activo cuando no está configurado (bk) */
  | 'BACKUP'
  /** Facturación electrónica ante el SRI (fe) */
  | 'EINVOICING'
  /** Envío de correo (email) */
  | 'EMAIL'
  /** Consulta de cédulas y RUC (ced) */
  | 'ID_LOOKUP'
  /** Envío de mensajes SMS (sms) */
  | 'SMS';

/** Servicios contratados por la empresa (emp_tiposerv); los que no se envían conservan su valor */
export type CompanyServicesInput = {
  /** Respaldo de la base (bk) */
  bk?: boolean | null | undefined;
  /** Respaldo automático (bka) */
  bka?: boolean | null | undefined;
  /** Bloqueo de autorización: detiene el envío de comprobantes electrónicos (bloq_aut) */
  bloqAut?: boolean | null | undefined;
  /** Consulta de cédulas y RUC (ced) */
  ced?: boolean | null | undefined;
  /** Envío de correo (email) */
  email?: boolean | null | undefined;
  /** Facturación electrónica ante el SRI (fe) */
  fe?: boolean | null | undefined;
  /** Envío de mensajes SMS (sms) */
  sms?: boolean | null | undefined;
};

/** Carga de empresas desde una hoja .xlsx con la plantilla de companyCreationTemplate (crea_empresa_excel) */
export type CompanySpreadsheetInput = {
  /** Contenido del archivo .xlsx en base64 */
  contentBase64?: string | null | undefined;
  /** Nombre del archivo, para mostrarlo en la carga */
  fileName?: string | null | undefined;
  /** Versión del producto de las empresas, código de productVersions (ver_codigo) */
  versionId?: number | null | undefined;
};

/** Estado de la empresa (emp_activa): decide si sus usuarios pueden entrar al sistema y facturar */
export type CompanyState =
  /** Activa: la empresa trabaja con normalidad; con la marca lectura solo puede consultar (código 1) */
  | 'ACTIVE'
  /** Bloqueada: suspendida, por ejemplo por falta de pago; se puede desbloquear (código 3) */
  | 'BLOCKED'
  /** Demostración: empresa de prueba, sin cambios de estado disponibles (código 2) */
  | 'DEMO'
  /** Inactiva: la base está desactivada y nadie de la empresa puede entrar (código 0) */
  | 'INACTIVE';

/** Usuario de la empresa nueva: el dueño (usuario) o el de la contadora (usuario2) */
export type CompanyUserInput = {
  /** Correo de la persona (email) */
  email?: string | null | undefined;
  /** Apellidos y nombres de la persona (apenom) */
  fullName?: string | null | undefined;
  /** Cédula (10 dígitos) o RUC (13) de la persona (cedruc) */
  idNumber?: string | null | undefined;
  /** Teléfono celular de la persona (celular) */
  mobile?: string | null | undefined;
  /** Clave del usuario, solo de escritura (password) */
  password?: string | null | undefined;
  /** La misma clave otra vez, para confirmarla (passwordconf) */
  passwordConfirmation?: string | null | undefined;
  /** El dueño toma el nombre, el RUC y el correo del contribuyente (reusarcontrib) */
  reuseTaxpayer?: boolean | null | undefined;
  /** Nombre de usuario para entrar al sistema (usuario) */
  username?: string | null | undefined;
};

/** Búsqueda y filtro rápido de la lista de paquetes */
export type ConnectionFilter = {
  /** Filtros rápidos: solo empresas de estas clases de saldo (no se combina con ruc) */
  balance?: Array<BalanceClass> | null | undefined;
  /** Solo empresas con paquetes facturados a otro RUC, el indicado en ruc (obligatorio en ese caso) */
  billedToOtherName?: boolean | null | undefined;
  /** Solo empresas en estos estados: inactiva, activa, demostración o bloqueada (emp_activa) */
  companyStates?: Array<CompanyState> | null | undefined;
  /** RUC de la empresa (al inicio); con billedToOtherName, el RUC al que se facturó */
  ruc?: string | null | undefined;
  /** Texto a buscar en el código de acceso, el RUC (al inicio) o la razón social */
  text?: string | null | undefined;
};

/** Filtro de la lista de pagos de contrato */
export type ContractPaymentFilter = {
  /** Solo empresas de estos tipos (tac_codigo); -1: empresas sin tipo */
  businessLines?: Array<number> | null | undefined;
  /** Solo empresas en estos estados: inactiva, activa, demostración o bloqueada (emp_activa) */
  companyStates?: Array<CompanyState> | null | undefined;
  /** Solo empresas con la autorización de documentos en estos estados */
  contractStates?: Array<ContractState> | null | undefined;
  /** Filtro rápido: solo contratos en estas situaciones de pago */
  paymentStates?: Array<PaymentState> | null | undefined;
  /** Contratos que empiezan este día o después (fol_fecha) */
  startFrom?: string | null | undefined;
  /** Contratos que empiezan este día o antes (fol_fecha) */
  startTo?: string | null | undefined;
  /** RUC (al inicio) o razón social (contiene, sin distinguir mayúsculas ni tildes); hasta 100 caracteres */
  text?: string | null | undefined;
};

/** Si la empresa puede autorizar documentos electrónicos o se le bloqueó por falta de saldo (bloq_aut de emp_tiposerv) */
export type ContractState =
  /** La empresa autoriza documentos con normalidad (bloq_aut F) */
  | 'ACTIVO'
  /** La autorización de documentos está bloqueada hasta que compre un paquete o se desbloquee (bloq_aut T) */
  | 'BLOQUEADO';

/** Cómo se cobra el paquete de documentos electrónicos (tipo_contrato) */
export type ContractType =
  /** Sin costo; solo un administrador puede registrarlo o modificarlo (código 2) */
  | 'GRATUITO'
  /** Se paga por la cantidad de documentos del paquete (código 0) */
  | 'POR_PAQUETE'
  /** Tarifa fija periódica, sin importar la cantidad usada (código 1) */
  | 'TARIFA_FIJA';

/** Cifra de un elemento info (dinf_info) */
export type DashboardInfo =
  /** Empresas por estado (emp_activa) */
  | 'COMPANIES_BY_STATE'
  /** Documentos autorizados en el rango, por día */
  | 'DOCUMENTS_MONTH'
  /** Paquetes vigentes cuyo saldo llegó al porcentaje de aviso */
  | 'PACKAGES_RUNNING_OUT'
  /** Solicitudes de soporte por estado */
  | 'SUPPORT_BY_STATE';

/** Elemento del tablero a guardar */
export type DashboardItemInput = {
  /** Como gráfica; por defecto sí */
  asChart?: boolean | null | undefined;
  /** reporte: función del informe */
  functionName?: string | null | undefined;
  /** info: la cifra */
  info?: DashboardInfo | null | undefined;
  /** Rango; por defecto el mes */
  range?: DashboardRange | null | undefined;
  /** Título */
  title?: string | null | undefined;
  /** Tipo */
  type: DashboardItemType;
};

/** Tipo del elemento del tablero */
export type DashboardItemType =
  /** info: una cifra de los datos centrales */
  | 'INFO'
  /** reporte: la gráfica o tabla de un informe de la empresa elegida */
  | 'REPORT';

/** De quién es la configuración del tablero */
export type DashboardOwner =
  /** La de todos */
  | 'DEFAULT'
  /** De un perfil */
  | 'PROFILE'
  /** Del usuario */
  | 'USER';

/** Rango de fechas del elemento (dinf_fecha), hasta hoy */
export type DashboardRange =
  /** desde el primer día del mes */
  | 'MONTH'
  /** desde el primer día del trimestre */
  | 'QUARTER'
  /** solo el día de hoy */
  | 'TODAY'
  /** desde el 1 de enero */
  | 'YEAR';

/** Datos de un atributo de un módulo para crearlo o editarlo */
export type DevAttributeInput = {
  /** Código del atributo que se edita; null o 0 para crear uno (at_codigo) */
  id?: number | null | undefined;
  /** Código del módulo al que pertenece (at_modulo) */
  moduleId?: number | null | undefined;
  /** Nombre del atributo, hasta 150 caracteres (at_nombre) */
  name?: string | null | undefined;
  /** No disponible, incluido o adquirible (at_tipo) */
  type?: DevAttributeType | null | undefined;
};

/** Disponibilidad de un atributo de un módulo para el cliente (at_tipo) */
export type DevAttributeType =
  /** Incluido: viene con el módulo (código 1) */
  | 'INCLUDED'
  /** No disponible: todavía no se ofrece (código 0) */
  | 'NOT_AVAILABLE'
  /** Adquirible: el cliente lo compra aparte (código 2) */
  | 'PURCHASABLE';

/** Un estado del ciclo de desarrollo para registrar sobre un módulo o un atributo (uno de los dos) */
export type DevCycleInput = {
  /** Código del atributo cuyo estado se registra, si no es de un módulo (ci_atributo) */
  attributeId?: number | null | undefined;
  /** Fecha desde la que rige el estado (ci_fecha) */
  date?: string | null | undefined;
  /** Código del módulo cuyo estado se registra; sin él, el del atributo (ci_modulo) */
  moduleId?: number | null | undefined;
  /** Nota sobre el estado, hasta 2000 caracteres (ci_nota) */
  note?: string | null | undefined;
  /** Etapa del ciclo que se registra (ci_estado) */
  state?: DevCycleState | null | undefined;
  /** Código de un usuario activo del personal responsable del estado (ci_usuario) */
  userId?: number | null | undefined;
};

/** Etapa del ciclo de desarrollo en que está un módulo o un atributo (ci_estado) */
export type DevCycleState =
  /** En análisis: se levantan y revisan los requisitos (código 'an') */
  | 'ANALYSIS'
  /** En desarrollo: se programa (código 'de') */
  | 'DEVELOPMENT'
  /** En implementación: se instala y pone en marcha con los clientes (código 'im') */
  | 'IMPLEMENTATION'
  /** En mantenimiento: terminado, solo recibe correcciones (código 'fi') */
  | 'MAINTENANCE'
  /** Off: detenido, sin trabajo en curso (código 'off') */
  | 'OFF';

/** Datos de un funcional de un atributo para crearlo o editarlo */
export type DevFunctionalInput = {
  /** Código del atributo al que pertenece (fu_atributo) */
  attributeId?: number | null | undefined;
  /** Qué hace, hasta 500 caracteres (fu_descri) */
  description?: string | null | undefined;
  /** Código del funcional que se edita; null o 0 para crear uno (fu_codigo) */
  id?: number | null | undefined;
};

/** Datos de un módulo para crearlo o editarlo */
export type DevModuleInput = {
  /** Código del área a la que pertenece (mo_area) */
  areaId?: number | null | undefined;
  /** Descripción para el cliente, hasta 500 caracteres (mo_descri) */
  description?: string | null | undefined;
  /** Código del módulo que se edita; null o 0 para crear uno (mo_codigo) */
  id?: number | null | undefined;
  /** Nombre del módulo, hasta 100 caracteres (mo_nombre) */
  name?: string | null | undefined;
  /** Incluido o adquirible (mo_tipo) */
  type?: DevModuleType | null | undefined;
};

/** Cómo llega un módulo al cliente: incluido en la versión o adquirible aparte (mo_tipo) */
export type DevModuleType =
  /** Incluido: viene con la versión del producto (código 1) */
  | 'INCLUDED'
  /** Adquirible: el cliente lo compra aparte (código 2) */
  | 'PURCHASABLE';

/** Datos de una versión del producto para crearla o editarla */
export type DevVersionInput = {
  /** Descripción de la versión, hasta 500 caracteres (ve_descri) */
  description?: string | null | undefined;
  /** Código de la versión que se edita; null o 0 para crear una (ve_codigo) */
  id?: number | null | undefined;
  /** Nombre de la versión, único, hasta 60 caracteres (ve_nombre) */
  name?: string | null | undefined;
};

/** Formulario de búsqueda de médicos; un filtro vacío deja pasar a todos */
export type DoctorFilter = {
  /** Solo los médicos cuyo plan actual tiene esta vigencia (pla_estado) */
  planState?: DoctorPlanState | null | undefined;
  /** Solo los médicos cuyo plan actual es de esta clase (pla_tipo) */
  planType?: DoctorPlanType | null | undefined;
  /** Por qué dato se busca el texto; sin él no se busca por texto (filtro) */
  searchBy?: DoctorSearchBy | null | undefined;
  /** Texto a buscar, hasta 100 caracteres; obligatorio si se indica searchBy (busqueda) */
  text?: string | null | undefined;
  /** Solo los médicos con esta validez (med_valido) */
  validity?: DoctorValidity | null | undefined;
};

/** Un plan de prueba a extender, nombrado como lo mostró la lista: el médico y el primer día de su plan actual */
export type DoctorPlanRef = {
  /** Código interno del médico (ref_codigo) */
  doctorId: number;
  /** Primer día del plan que la lista mostró como actual (pla_fecini) */
  planStart: string;
};

/** Vigencia del plan actual de un médico, calculada con su fecha de fin y el día de hoy (pla_estado) */
export type DoctorPlanState =
  /** VIGENTE: termina en más de 7 días (código 1) */
  | 'CURRENT'
  /** CADUCADO: su fecha de fin ya pasó (código 3) */
  | 'EXPIRED'
  /** POR CADUCAR: termina en 7 días o menos, hoy incluido (código 2) */
  | 'EXPIRING';

/** Clase de plan de un médico (pla_tipo) */
export type DoctorPlanType =
  /** PAGADO: plan contratado por el médico (código 1) */
  | 'PAID'
  /** PRUEBA: período de prueba gratuito; es el único que se puede extender (código 0) */
  | 'TRIAL';

/** Por qué dato busca el texto del formulario de médicos (filtro) */
export type DoctorSearchBy =
  /** Por cédula o RUC: los que empiezan con el texto */
  | 'ID'
  /** Por apellidos y nombres: los que contienen el texto, sin distinguir mayúsculas ni tildes */
  | 'NAME';

/** Si la administración comprobó que el registrado es realmente un médico (med_valido) */
export type DoctorValidity =
  /** NO VÁLIDO: la administración rechazó sus datos (código 2) */
  | 'INVALID'
  /** POR VALIDAR: recién registrado, nadie lo revisó todavía (código 1) */
  | 'PENDING'
  /** VÁLIDO: la administración confirmó sus datos (código 0) */
  | 'VALID';

/** Datos del SRI del establecimiento Matriz con los que se activa la facturación electrónica de la empresa */
export type EinvoicingActivationInput = {
  /** Dirección que consta en el SRI; obligatoria (alm_direcc) */
  address?: string | null | undefined;
  /** Correo electrónico, el mismo que se usará en la facturación electrónica; obligatorio (alm_email) */
  email?: string | null | undefined;
  /** Código interno del establecimiento que queda como Matriz; sin él se pide elegirlo (alm_codigo) */
  establishmentId?: number | null | undefined;
  /** Código numérico de 8 dígitos de la clave de acceso; 12345678 cuando está vacío (alm_codnum) */
  numericCode?: string | null | undefined;
  /** Número de resolución de contribuyente especial; obligatorio para esa clase (alm_autesp) */
  specialTaxpayerAuth?: string | null | undefined;
  /** Clase de contribuyente ante el SRI; obligatoria (cnt_codigo) */
  taxpayerType?: EstablishmentTaxpayerType | null | undefined;
};

/** Ambiente del SRI al que el establecimiento envía sus comprobantes electrónicos (alm_tipoamb) */
export type EinvoicingEnvironment =
  /** Producción: los comprobantes autorizados tienen validez tributaria (código 2) */
  | 'PRODUCTION'
  /** Pruebas: los comprobantes no tienen validez tributaria (código 1) */
  | 'TEST';

/** Nuevo punto de emisión electrónico de un establecimiento; por omisión número 002 y nombre PtoElec002 */
export type ElectronicPointInput = {
  /** Dirección donde funciona el punto; por omisión la del establecimiento (direccion) */
  address?: string | null | undefined;
  /** Descripción libre del punto (tdv_descri) */
  description?: string | null | undefined;
  /** Código interno del establecimiento donde se crea el punto; sin él se pide elegirlo (alm_codigo) */
  establishmentId?: number | null | undefined;
  /** Nombre del punto; por omisión PtoElec seguido del número (tdv_nombre) */
  name?: string | null | undefined;
  /** Número del punto, 3 dígitos; 002 por omisión (tdv_numero) */
  number?: string | null | undefined;
};

/** Punto de emisión de comprobantes de la empresa nueva (ptoemision) */
export type EmissionPointInput = {
  /** Dirección del punto; por omisión la tributaria (direccion) */
  address?: string | null | undefined;
  /** Número del establecimiento al que pertenece, 3 dígitos; por omisión el matriz (establecimiento) */
  establishment?: string | null | undefined;
  /** Nombre del punto; por omisión PtoElec más el número (nombre) */
  name?: string | null | undefined;
  /** Número del punto, 3 dígitos (numero) */
  number?: string | null | undefined;
  /** Cómo emite el punto: manual o electrónico (por omisión) (tipo) */
  type?: EmissionPointType | null | undefined;
};

/** Si el punto de emisión puede emitir comprobantes (tdv_estado) */
export type EmissionPointState =
  /** Activo: emite comprobantes (código 0) */
  | 'ACTIVE'
  /** De baja (anulado): ya no emite; conserva sus comprobantes numerados y se puede reactivar (código distinto de 0) */
  | 'CANCELLED';

/** Cómo emite comprobantes el punto de emisión (tdv_tipo) */
export type EmissionPointType =
  /** Electrónico: comprobantes electrónicos autorizados en línea por el SRI (código 4) */
  | 'ELECTRONIC'
  /** Manual: comprobantes preimpresos autorizados por el SRI (código 3) */
  | 'MANUAL';

/** Cómo se cierra la caja del establecimiento al final de la jornada (alm_tipcierre) */
export type EstablishmentClosingType =
  /** Por fecha: un cierre por día calendario (código 0) */
  | 'BY_DATE'
  /** Por turno: un cierre por cada turno de caja (código 1) */
  | 'BY_SHIFT'
  /** Jornada abierta: la jornada sigue abierta hasta que se cierra a mano, aunque cambie la fecha (código 2) */
  | 'OPEN_DAY';

/** Datos de un establecimiento; sin id crea uno nuevo. Los obligatorios (RUC, razón social, provincia, ciudad, dirección) se revisan juntos y se nombran en un solo mensaje */
export type EstablishmentInput = {
  /** Dirección tal como consta en el RUC; obligatoria (alm_direcc) */
  address?: string | null | undefined;
  /** Unidad de negocio: código de su catálogo (ung_codigo) */
  businessUnit?: number | null | undefined;
  /** Ciudad; obligatoria (alm_ciudad) */
  city?: string | null | undefined;
  /** Forma de cierre de caja; por fecha por omisión (alm_tipcierre) */
  closingType?: EstablishmentClosingType | null | undefined;
  /** Nombre comercial o descripción; COMERCIO por omisión al crear (alm_descri) */
  description?: string | null | undefined;
  /** Actividad económica registrada en el RUC (alm_acteco) */
  economicActivity?: string | null | undefined;
  /** Correo electrónico del establecimiento (alm_email) */
  email?: string | null | undefined;
  /** Ambiente del SRI de sus comprobantes electrónicos; producción por omisión (alm_tipoamb) */
  environment?: EinvoicingEnvironment | null | undefined;
  /** Número de fax de contacto (alm_fax) */
  fax?: string | null | undefined;
  /** Código interno del establecimiento a editar; vacío para crear uno nuevo (alm_codigo) */
  id?: number | null | undefined;
  /** Razón social del contribuyente; obligatoria (alm_razsoc) */
  legalName?: string | null | undefined;
  /** Nombre del representante legal (alm_repleg) */
  legalRepresentative?: string | null | undefined;
  /** Teléfono celular de contacto (alm_movil) */
  mobile?: string | null | undefined;
  /** Número de establecimiento del SRI, 3 dígitos; 001 por omisión al crear (alm_nroest) */
  number?: string | null | undefined;
  /** Código numérico de 8 dígitos de la clave de acceso de los comprobantes electrónicos (alm_codnum) */
  numericCode?: string | null | undefined;
  /** Teléfono fijo de contacto (alm_fono1) */
  phone?: string | null | undefined;
  /** Provincia: código del catálogo de la consulta provinces; obligatoria (alm_provin) */
  province?: number | null | undefined;
  /** RUC del contribuyente, 13 dígitos; obligatorio (alm_ruc) */
  ruc?: string | null | undefined;
  /** Sección o área; ALMACEN por omisión al crear (alm_seccio) */
  section?: string | null | undefined;
  /** Sector o barrio (alm_sector) */
  sector?: string | null | undefined;
  /** Número de resolución de contribuyente especial (alm_autesp) */
  specialTaxpayerAuth?: string | null | undefined;
  /** Clase de contribuyente ante el SRI (cnt_codigo) */
  taxpayerType?: EstablishmentTaxpayerType | null | undefined;
  /** Actividad del establecimiento; comercial por omisión (alm_tipo) */
  type?: EstablishmentType | null | undefined;
  /** Sitio web del establecimiento (alm_websit) */
  website?: string | null | undefined;
};

/** Clase de contribuyente ante el SRI con la que el establecimiento emite sus comprobantes (cnt_codigo) */
export type EstablishmentTaxpayerType =
  /** Persona natural obligada a llevar contabilidad (código 4) */
  | 'NATURAL_PERSON_KEEPING_ACCOUNTS'
  /** Persona no obligada a llevar contabilidad (código 0) */
  | 'NOT_REQUIRED_TO_KEEP_ACCOUNTS'
  /** Institución pública (código 1) */
  | 'PUBLIC_INSTITUTION'
  /** Sociedad (código 3) */
  | 'SOCIETY'
  /** Contribuyente especial: debe indicar su número de resolución de autorización (código 2) */
  | 'SPECIAL_TAXPAYER';

/** Actividad del establecimiento, que decide qué comprobantes y tributos maneja (alm_tipo) */
export type EstablishmentType =
  /** Comercial: venta de bienes o servicios en general (código 1) */
  | 'COMMERCIAL'
  /** Hotel: establecimiento de alojamiento (código 5) */
  | 'HOTEL'
  /** Productor de bienes gravados con el impuesto a los consumos especiales, ICE (código 10) */
  | 'ICE_PRODUCER';

/** Datos de una pregunta frecuente */
export type FaqInput = {
  /** Visible; vacío: no visible */
  active?: boolean | null | undefined;
  /** Respuesta en HTML; se depura en el servidor (faq_descri) */
  answerHtml: string;
  /** Grupo; vacío: 1 */
  group?: number | null | undefined;
  /** Código de la pregunta a editar; vacío para crear */
  id?: number | null | undefined;
  /** Orden; vacío: cantidad de preguntas + 1 */
  order?: number | null | undefined;
  /** Pregunta (faq_title), hasta 300 caracteres */
  title: string;
};

/** Datos de un documento de ayuda */
export type HelpDocumentInput = {
  /** Código del documento a editar; vacío para crear */
  id?: number | null | undefined;
  /** Clases combinadas: P pdf, V video, L enlace en línea (hdo_tipo) */
  kinds: string;
  /** Enlace en línea (http/https), obligatorio con L */
  lineUrl?: string | null | undefined;
  /** Orden; vacío: al final */
  order?: number | null | undefined;
  /** Contenido del PDF en base64 (clientes anteriores); con P al crear, este o pdfFileId (debe ser de verdad un PDF) */
  pdfBase64?: string | null | undefined;
  /** PDF ya subido al servicio de archivos (POST /files?clase=PDF&propietario=ayuda); con P al crear, este o pdfBase64 */
  pdfFileId?: number | null | undefined;
  /** Nombre del archivo PDF, hasta 200 caracteres */
  pdfName?: string | null | undefined;
  /** Pantalla donde se abre la ayuda (hpa_codigo); obligatoria al crear */
  screenId?: number | null | undefined;
  /** Descripción (hdo_descrip), hasta 200 caracteres */
  title: string;
  /** Subtema del documento (hte_codigo) */
  topicId: number;
  /** Enlace del video (http/https), obligatorio con V */
  videoUrl?: string | null | undefined;
};

/** Clase de contenido que encontró la búsqueda del centro de ayuda */
export type HelpHitKind =
  /** Un documento de ayuda: PDF, video o enlace (thelpdoc) */
  | 'DOCUMENT'
  /** Una pregunta frecuente visible (tfaqs) */
  | 'FAQ'
  /** Un tema o subtema de ayuda (thelptema) */
  | 'TOPIC'
  /** Una guía rápida activa (ttutorial) */
  | 'TUTORIAL';

/** Datos de un tema o subtema de ayuda */
export type HelpTopicInput = {
  /** Líneas de negocio (tac_codigo); vacía: todas */
  businessLines?: Array<number> | null | undefined;
  /** Ícono (hte_ico), hasta 60 caracteres */
  icon?: string | null | undefined;
  /** Código del tema a editar; vacío para crear uno nuevo */
  id?: number | null | undefined;
  /** Orden; vacío: 1000 × temas para un tema, orden del padre + subtemas + 1 para un subtema */
  order?: number | null | undefined;
  /** Tema padre para un subtema; vacío para un tema principal (hte_parent) */
  parentId?: number | null | undefined;
  /** Subtítulo (hte_subtitle), hasta 300 caracteres */
  subtitle?: string | null | undefined;
  /** Descripción (hte_descrip), hasta 150 caracteres */
  title: string;
};

/** Motivo por el que una carga de empresas se detuvo o espera (imp_codigo) */
export type ImportFailureCode =
  /** La base de datos no respondió mientras se creaban las empresas */
  | 'DATABASE_UNAVAILABLE'
  /** El trabajo falló o se perdió por otro motivo */
  | 'JOB_FAILED'
  /** La cola de trabajos no estaba disponible al encolar la carga */
  | 'QUEUE_UNAVAILABLE';

/** Resultado de una fila de la hoja de carga de empresas (imf_estado) */
export type ImportRowStatus =
  /** La empresa de la fila quedó creada (creada) */
  | 'CREATED'
  /** Fila válida cuya creación falló; Reintentar la vuelve a intentar (fallida) */
  | 'FAILED'
  /** La fila no pasó la validación y no se intentará crear (error) */
  | 'INVALID'
  /** Fila válida que espera a que el trabajo en segundo plano cree su empresa (pendiente) */
  | 'PENDING';

/** Situación de una cuota mensual de un contrato a la fecha de hoy */
export type InstallmentState =
  /** La cuota tiene fecha de pago (cuo_pagada) */
  | 'PAGADA'
  /** Sin pagar y todavía no vence */
  | 'PENDIENTE'
  /** Sin pagar y su vencimiento ya pasó */
  | 'VENCIDA';

/** Motivo por el que falló un trabajo en segundo plano; el mensaje en español lo explica */
export type JobFailureCode =
  /** Los datos del trabajo no cumplen una regla del negocio */
  | 'BAD_USER_INPUT'
  /** El registro cambió o ya existía mientras el trabajo corría */
  | 'CONFLICT'
  /** La base de datos o el servicio de procesos no estaban disponibles; se puede intentar nuevamente */
  | 'DATABASE_UNAVAILABLE'
  /** Quien encoló el trabajo no tiene permiso para lo que hace */
  | 'FORBIDDEN'
  /** Error interno del servidor; el detalle quedó en el registro */
  | 'INTERNAL'
  /** El trabajo se detuvo; lo ya hecho queda y el mensaje dice qué falta */
  | 'JOB_FAILED'
  /** No existe el registro sobre el que trabajaba */
  | 'NOT_FOUND'
  /** Se superó el límite de operaciones permitido; intente más tarde */
  | 'RATE_LIMITED'
  /** La sesión de quien encoló el trabajo ya no es válida */
  | 'UNAUTHENTICATED';

/** Estado de un trabajo en segundo plano */
export type JobState =
  /** En proceso; progress dice cuánto lleva */
  | 'ACTIVE'
  /** Terminado con éxito */
  | 'COMPLETED'
  /** Terminó con una falla; message y code dicen por qué */
  | 'FAILED'
  /** En la cola, esperando a quien lo procese */
  | 'WAITING';

/** Credenciales para iniciar sesión */
export type LoginInput = {
  /** Clave del usuario */
  password: string;
  /** Nombre de usuario (usr_id), hasta 40 caracteres */
  username: string;
};

/** Tipo de la cuenta de correo remitente (mcf_tipo); cada tipo tiene su categoría de plantillas */
export type MailAccountType =
  /** Cobranza (4, categoría categcobranza) */
  | 'COBRANZA'
  /** Implementación (6, categoría categimplem) */
  | 'IMPLEMENTACION'
  /** Nómina (8, categoría categnom) */
  | 'NOMINA'
  /** Soporte (7, categoría categsop) */
  | 'SOPORTE'
  /** Ventas (5, categoría categventas) */
  | 'VENTAS';

/** Situación de un correo a un destinatario (mai_estado) */
export type MailState =
  /** El servidor SMTP lo aceptó */
  | 'ENVIADO'
  /** Falló sin culpa del destinatario (sin SMTP, autenticación, agotó los reintentos) */
  | 'FALLIDO'
  /** En cola, o esperando un nuevo intento tras un error temporal (4xx) */
  | 'PENDIENTE'
  /** Dirección rechazada (5xx) o en la lista negra: no se envía y queda en la lista negra */
  | 'RECHAZADO';

/** Datos de una plantilla */
export type MailTemplateInput = {
  /** Tipo de cuenta; vacío para todas */
  accountType?: MailAccountType | null | undefined;
  /** Texto con marcadores */
  body: string;
  /** Categoría (mtc_codigo) */
  categoryId?: number | null | undefined;
  /** Código a modificar; vacío para crear */
  id?: number | null | undefined;
  /** Marcar como plantilla por omisión */
  isDefault?: boolean | null | undefined;
  /** Título */
  title: string;
  /** Canal */
  type: TemplateChannel;
};

/** Menú a crear (sin id) o editar */
export type MenuBarEntryInput = {
  /** Código interno del menú a editar; vacío para crear uno (mb_codigo) */
  id?: number | null | undefined;
  /** Posición, entero mayor que 0; un submenú: mayor que la de su padre y hasta la de su padre + 999 (mb_orden) */
  order?: number | null | undefined;
  /** Código del menú principal del que cuelga; 0 o vacío para un menú principal (mb_parent) */
  parentId?: number | null | undefined;
  /** Texto de la barra, obligatorio, hasta 100 caracteres (mb_titulo) */
  title?: string | null | undefined;
  /** Dirección de la pantalla, relativa o http(s), hasta 200 caracteres (mb_url) */
  url?: string | null | undefined;
};

/** Nivel que un perfil concede sobre una pantalla del menú (pme_nivel) */
export type MenuGrantLevel =
  /** Administración: además elimina, activa y desactiva registros (código 3) */
  | 'ADMINISTER'
  /** Operación: además crea y edita registros (código 2, el que se concede por omisión) */
  | 'OPERATE'
  /** Lectura: ve la pantalla y sus datos, sin cambiar nada (código 1) */
  | 'READ';

/** Lugar de una entrada en la barra de menús de la empresa (nivel) */
export type MenuLevel =
  /** Menú principal: aparece en la barra y agrupa submenús (código 0) */
  | 'MAIN'
  /** Submenú: cuelga de un menú principal (código 1) */
  | 'SUBMENU';

/** Canal de envío de una notificación (1 Email, 2 SMS, 3 Notificación al sistema) */
export type NotificationChannel =
  /** Email (1) */
  | 'EMAIL'
  /** SMS (2), hasta 160 caracteres */
  | 'SMS'
  /** 'Notificación al sistema' (3): llega a la bandeja de los usuarios */
  | 'SYSTEM';

/** Cambio del email de aviso de los contactos elegidos de un contrato */
export type NotificationEmailInput = {
  /** Cliente del contrato (clp_codigo), si se conoce */
  clientId?: number | null | undefined;
  /** Contactos del contrato a los que se cambia el email (al menos uno) */
  contactIds: Array<number>;
  /** Contrato de los contactos (fol_codigo) */
  contractId: number;
  /** Email nuevo de los contactos elegidos */
  newEmail: string;
  /** Email que tenían, para el registro de auditoría */
  oldEmail?: string | null | undefined;
};

/** Datos de una planificación (form_plan y plandet) */
export type NotificationPlanInput = {
  /** Cuenta de correo (mcf_codigo) */
  accountId?: number | null | undefined;
  /** Enviar por (npl_opc_envio) */
  channel: NotificationChannel;
  /** Empresas con kind COMPANIES */
  companyIds?: Array<number> | null | undefined;
  /** Fecha de caducidad (npl_fcaduca) */
  expiresOn?: string | null | undefined;
  /** Primer envío (npd_fenvio) */
  firstDate?: string | null | undefined;
  /** Frecuencia; WEEKLY (1) por omisión */
  frequency?: PlanFrequency | null | undefined;
  /** Funciones adjuntas (npl_msjadjunto) */
  functionIds?: Array<number> | null | undefined;
  /** Planificación que se edita; null para crear */
  id?: number | null | undefined;
  /** Enviar a (npl_envia_a) */
  kind: NotificationRecipientKind;
  /** Mensaje (npl_mensaje) */
  message?: string | null | undefined;
  /** Meses 1 … 12; todos por omisión */
  months?: Array<number> | null | undefined;
  /** Destinatarios elegidos */
  recipients?: Array<NotificationRecipientInput> | null | undefined;
  /** Hora HH:mm; la actual por omisión (npd_hora) */
  time?: string | null | undefined;
  /** Título (npl_titulo) */
  title: string;
  /** Días de la semana 1 … 7; [1] por omisión */
  weekdays?: Array<number> | null | undefined;
};

/** Un destinatario elegido en el paso 2: un referente de una empresa o un usuario */
export type NotificationRecipientInput = {
  /** Empresa del referente (emp_codigo) */
  companyId?: number | null | undefined;
  /** Código del referente (clp_codigo) */
  referenteId?: number | null | undefined;
  /** Código del usuario (usr_codigo) */
  userId?: number | null | undefined;
};

/** A quién se envía una notificación (npl_envia_a) */
export type NotificationRecipientKind =
  /** Todos los referentes de las empresas seleccionadas (3) */
  | 'COMPANIES'
  /** Referentes elegidos de una empresa (1) */
  | 'REFERENTES'
  /** Usuarios del sistema (2) */
  | 'USERS';

/** Una notificación a enviar ahora: canal, mensaje, funciones de reporte y destinatarios */
export type NotificationSendInput = {
  /** Cuenta de correo remitente (mcf_codigo); la primera del usuario si falta */
  accountId?: number | null | undefined;
  /** Canal: EMAIL, SMS o SYSTEM (enviar_por) */
  channel: NotificationChannel;
  /** Empresas cuyos referentes reciben, con kind COMPANIES (empresas) */
  companyIds?: Array<number> | null | undefined;
  /** Inicio del rango de los reportes adjuntos; hoy por omisión (desde) */
  from?: string | null | undefined;
  /** Funciones de reporte a adjuntar al correo (tfn_codigo) */
  functionIds?: Array<number> | null | undefined;
  /** A quién: referentes, usuarios o todas las empresas elegidas */
  kind: NotificationRecipientKind;
  /** Mensaje: HTML para correo y sistema, texto de hasta 160 caracteres para SMS (mensaje) */
  message?: string | null | undefined;
  /** Referentes o usuarios elegidos (usuarios) */
  recipients?: Array<NotificationRecipientInput> | null | undefined;
  /** Fin del rango de los reportes adjuntos; hoy por omisión (hasta) */
  to?: string | null | undefined;
};

/** Estado de una notificación en la bandeja de un usuario (not_estado) */
export type NotificationState =
  /** Eliminada de la bandeja (2) */
  | 'DELETED'
  /** Leída (1) */
  | 'READ'
  /** Nueva, sin leer (0) */
  | 'UNREAD';

/** Filtro de la bandeja de salida */
export type OutboxFilter = {
  /** Solo correos de esta área del sistema, por ejemplo 'conexiones' (mai_origen) */
  source?: string | null | undefined;
  /** Solo correos en estas situaciones de envío */
  states?: Array<OutboxState> | null | undefined;
  /** Texto contenido en el destinatario o el asunto (sin distinguir mayúsculas) */
  text?: string | null | undefined;
};

/** Situación de envío de un correo de la bandeja de salida (mai_estado) */
export type OutboxState =
  /** El servidor SMTP lo aceptó */
  | 'ENVIADO'
  /** Fallaron todos los intentos de envío; se puede reenviar */
  | 'FALLIDO'
  /** Sin servidor SMTP configurado: quedó solo como copia en la bandeja de salida */
  | 'GUARDADO'
  /** En cola de envío, o esperando un nuevo intento tras un fallo */
  | 'PENDIENTE'
  /** El servidor rechazó la dirección (5xx) o está en la lista negra de correo; no se envió */
  | 'RECHAZADO';

/** Datos de un paquete de documentos al comprarlo o editarlo */
export type PackageInput = {
  /** Bloquear la autorización de documentos al agotarse el paquete (sí por omisión) */
  block?: boolean | null | undefined;
  /** Empresa que compra el paquete (emp_codigo); obligatoria al crear, se ignora al editar */
  companyId?: number | null | undefined;
  /** Cómo se cobra el paquete (tipo_contrato); GRATUITO solo para administradores */
  contractType: ContractType;
  /** Último día de vigencia, posterior a la compra (un año después de la compra por omisión) */
  endDate?: string | null | undefined;
  /** Factura de la venta por su código (trn_codigo), en lugar del número */
  invoiceId?: number | null | undefined;
  /** Factura de la venta por su número (trn_compro, con o sin guiones); obligatoria para quien no es administrador */
  invoiceNumber?: string | null | undefined;
  /** Observación del paquete */
  note?: string | null | undefined;
  /** Porcentaje de saldo en que se avisa al cliente, de 0 a 100 (15 por omisión) */
  notifyPercentage?: number | null | undefined;
  /** Documentos comprados (paquete); mayor que cero */
  packageSize: number;
  /** Fecha de compra, desde la que rige (hoy por omisión) */
  purchaseDate?: string | null | undefined;
};

/** Situación de un paquete de documentos: vigente, reemplazado o anulado (estado y con_anulado) */
export type PackageState =
  /** Paquete vigente de la empresa: a él se descuentan los documentos autorizados (estado 1) */
  | 'ACTIVO'
  /** Paquete anulado por un usuario, con su motivo (estado 0 y fecha de anulación) */
  | 'ANULADO'
  /** Paquete reemplazado por otro más reciente; su saldo pasó al nuevo (estado 0) */
  | 'INACTIVO';

/** Estado de una encomienda (enc_estado) */
export type ParcelState =
  /** En la oficina de destino, lista para retirar (código 3) */
  | 'AT_DESTINATION'
  /** Anulada (código 5) */
  | 'CANCELLED'
  /** Entregada al destinatario (código 4) */
  | 'DELIVERED'
  /** En tránsito hacia el destino (código 2) */
  | 'IN_TRANSIT'
  /** Recibida en la oficina de origen (código 1) */
  | 'RECEIVED';

/** Situación de pago de un contrato según sus cuotas a la fecha de hoy (estado) */
export type PaymentState =
  /** Tiene cuotas por pagar, pero ninguna vencida (AL DÍA) */
  | 'AL_DIA'
  /** El contrato ya no está activo (fol_activo F), sin importar sus cuotas */
  | 'INACTIVO'
  /** Todas las cuotas del contrato están pagadas */
  | 'PAGADO'
  /** Tiene al menos una cuota sin pagar cuyo vencimiento ya pasó */
  | 'VENCIDO';

/** Columna de una tabla $[prop] */
export type PlaceholderColumnInput = {
  /** Encabezado */
  label: string;
  /** Propiedad de la fila */
  prop: string;
};

/** Tabla de un marcador $[prop]: columnas y filas */
export type PlaceholderTableInput = {
  /** Columnas en orden */
  columns: Array<PlaceholderColumnInput>;
  /** Propiedad */
  prop: string;
  /** Filas: un valor por columna, en el orden de las columnas */
  rows: Array<Array<string>>;
};

/** Valor de un marcador ${prop} para un destinatario */
export type PlaceholderValueInput = {
  /** Propiedad */
  prop: string;
  /** Valor (se escapa al insertarlo) */
  value?: string | null | undefined;
};

/** Frecuencia de una planificación (npl_frecuencia); 1 por omisión */
export type PlanFrequency =
  /** Diaria (3): todos los días a la hora */
  | 'DAILY'
  /** Mensual (2): el día del mes del primer envío, en los meses elegidos, a la hora */
  | 'MONTHLY'
  /** Una vez (4): la fecha y hora del primer envío */
  | 'ONCE'
  /** Semanal (1): los días de la semana elegidos, en los meses elegidos, a la hora */
  | 'WEEKLY';

/** Estado de una planificación (npl_estado) */
export type PlanState =
  /** Activa (1) */
  | 'ACTIVE'
  /** Anulada (0): no vuelve a enviar */
  | 'CANCELLED';

/** Documento que la pantalla exige al buscar un referente por cédula o RUC */
export type ReferenteDocumentType =
  /** Solo cédulas de 10 dígitos (tipo_doc 1) */
  | 'ID_CARD'
  /** Solo RUC de 13 dígitos (tipo_doc 2) */
  | 'RUC';

/** Documento con que se identifica el referente ante el SRI (clp_tipoid) */
export type ReferenteIdType =
  /** Cédula de identidad de 10 dígitos (código 05) */
  | 'ID_CARD'
  /** RUC de 13 dígitos (código 04) */
  | 'RUC';

/** Resultado de buscar un referente */
export type ReferenteLookupState =
  /** Encontrado: viene en ref (estado 1) */
  | 'FOUND'
  /** No registrado en la empresa: la pantalla ofrece crearlo (estado 2) */
  | 'NOT_REGISTERED';

/** Dato con el que se busca un referente */
export type ReferenteSearchMode =
  /** Por su cédula o RUC, que debe ser válido */
  | 'BYCED'
  /** Por su código interno en la empresa (clp_codigo) */
  | 'BYID';

/** Columna de una vista a guardar */
export type ReportColumnInput = {
  /** Color rgb(r, g, b) con r, g, b de 0 a 255 (di_color) */
  color?: string | null | undefined;
  /** Columna de la función (di_column) */
  column?: string | null | undefined;
  /** Decimales 0 a 6 (di_decima) */
  decimals?: number | null | undefined;
  /** Estilo de letra (di_fontstyle) */
  fontStyle?: string | null | undefined;
  /** Columna de grupo (di_grucol) */
  groupColumn?: string | null | undefined;
  /** Agrupación (di_grupo) */
  grouping?: ColumnGrouping | null | undefined;
  /** Título (di_descri); por defecto el nombre de la columna */
  label?: string | null | undefined;
  /** Orden */
  order?: number | null | undefined;
  /** Total al pie (di_total) */
  total?: ColumnTotal | null | undefined;
  /** Ancho 1 a 12, por defecto 2 (di_ancho) */
  width?: number | null | undefined;
};

/** Tipo de los valores de una columna, según la función del informe en el catálogo */
export type ReportColumnType =
  /** true/false */
  | 'BOOLEAN'
  /** Fecha AAAA-MM-DD */
  | 'DATE'
  /** Decimal exacto (el texto de la celda es el número, sin redondear) */
  | 'DECIMAL'
  /** Entero (el texto de la celda es un entero) */
  | 'INTEGER'
  /** Texto */
  | 'TEXT'
  /** Fecha y hora ISO 8601 */
  | 'TIMESTAMP';

/** Formulario de filtros de un informe; el informe decide cuáles usa (inf_fecha, inf_periodo, inf_asocia, inf_items) */
export type ReportFormInput = {
  /** Artículo (art_codigo), posición 5 */
  articleId?: number | null | undefined;
  /** Ítem número de bus (cbus_numero) */
  busNumber?: string | null | undefined;
  /** Categoría (cat_codigo), posición 4 */
  categoryId?: number | null | undefined;
  /** Centro de costo (ccp_codigo), posición 9 */
  costCenterId?: number | null | undefined;
  /** Ítem destino (nlug_destino) */
  destinationId?: number | null | undefined;
  /** Médico (mdc_codigo), posición 8 */
  doctorId?: number | null | undefined;
  /** Ítem frecuencia (ntrb_codigo) */
  frequencyId?: number | null | undefined;
  /** Desde (desde) */
  from?: string | null | undefined;
  /** Mes desde, o trimestre desde 1 a 4 (mesa) */
  monthFrom?: number | null | undefined;
  /** Mes o trimestre hasta (mesb); por defecto el desde */
  monthTo?: number | null | undefined;
  /** Ítem origen (nlug_origen) */
  originId?: number | null | undefined;
  /** Tipo de cliente o proveedor (tcp_codigo), posición 10 */
  partyTypeId?: number | null | undefined;
  /** Ítem pasajero (pas_codigo) */
  passengerId?: number | null | undefined;
  /** Proyecto (pry_codigo), posición 12 */
  projectId?: number | null | undefined;
  /** Referente (clp_codigo), posición 6 */
  referenteId?: number | null | undefined;
  /** Responsable (clp_codresp), posición 11 */
  responsibleId?: number | null | undefined;
  /** Ítem ruta (nru_codigo) */
  routeId?: number | null | undefined;
  /** Sección (sec_codigo), posición 2 */
  sectionId?: number | null | undefined;
  /** Tarifa (tar_codigo), posición 7 */
  tariffId?: number | null | undefined;
  /** Hasta, o la fecha única (hasta) */
  to?: string | null | undefined;
  /** Usuario (num_user), posición 3 */
  userId?: number | null | undefined;
  /** Almacén (alm_codigo), posición 1 */
  warehouseId?: number | null | undefined;
  /** Año desde (anioa) */
  yearFrom?: number | null | undefined;
  /** Año hasta (aniob); por defecto el año desde */
  yearTo?: number | null | undefined;
  /** Zona (zon_codigo), posición 13 */
  zoneId?: number | null | undefined;
};

/** Especificación de un informe a guardar; nombre, salida, módulo, categoría y función son obligatorios ('Existen campos vacíos') */
export type ReportInput = {
  /** Activo (inf_activo); por defecto sí */
  active?: boolean | null | undefined;
  /** Módulo adicional (inf_modadc) */
  addOnModule?: number | null | undefined;
  /** Banderas de asociación, 13 caracteres 0/1/2 (inf_asocia) */
  associations?: string | null | undefined;
  /** Líneas de negocio separadas por comas (tac_cods) */
  businessLines?: string | null | undefined;
  /** Categoría (cin_codigo) */
  category?: number | null | undefined;
  /** Código (inf_codigo); sin él se crea */
  code?: number | null | undefined;
  /** Función del esquema de la empresa (inf_funcio); debe existir y devolver una tabla */
  functionName?: string | null | undefined;
  /** Banderas de ítems, 6 caracteres 0/1/2 (inf_items) */
  items?: string | null | undefined;
  /** Mensaje (inf_mensaje) */
  message?: string | null | undefined;
  /** Módulo (inf_modulo) */
  module?: ReportModule | null | undefined;
  /** Nombre (inf_nombre) */
  name?: string | null | undefined;
  /** Opción (inf_option) */
  option?: string | null | undefined;
  /** Otros (inf_otros) */
  others?: string | null | undefined;
  /** Salida (inf_respon) */
  output?: ReportOutput | null | undefined;
  /** Período (inf_periodo); por defecto RANGE */
  period?: ReportPeriod | null | undefined;
  /** Una sola fecha (inf_fecha 1) */
  singleDate?: boolean | null | undefined;
};

/** Cambio masivo (update_all) del informe de una función en varias empresas */
export type ReportMassChangeInput = {
  /** Activo o desactivado */
  active?: boolean | null | undefined;
  /** Nueva categoría */
  category?: number | null | undefined;
  /** Empresas (emp_codigo) */
  companyIds: Array<number>;
  /** Función que identifica el informe en cada empresa (inf_funcio) */
  functionName: string;
  /** Nuevo mensaje */
  message?: string | null | undefined;
  /** Nuevo módulo */
  module?: ReportModule | null | undefined;
  /** Nuevo nombre */
  name?: string | null | undefined;
};

/** Módulo del informe (inf_modulo) */
export type ReportModule =
  /** 1: contabilidad */
  | 'ACCOUNTING'
  /** 4: facturación electrónica */
  | 'E_INVOICING'
  /** 3: compras */
  | 'PURCHASES'
  /** 5: cartera */
  | 'RECEIVABLES'
  /** 2: ventas */
  | 'SALES'
  /** 6: tributación */
  | 'TAXES';

/** Orden de la lista de informes */
export type ReportOrder = {
  /** Sentido del orden (ascendente por omisión) */
  direction?: SortDirection | null | undefined;
  /** Campo por el que se ordena */
  field: ReportOrderField;
};

/** Campo por el que se ordena la lista de informes */
export type ReportOrderField =
  /** Código (inf_codigo) */
  | 'CODE'
  /** Función */
  | 'FUNCTION'
  /** Módulo y nombre */
  | 'MODULE'
  /** Nombre */
  | 'NAME';

/** Salida del informe (inf_respon) */
export type ReportOutput =
  /** 2: gráfica */
  | 'CHART'
  /** 1: tabla */
  | 'TABLE'
  /** 3: tabla y gráfica */
  | 'TABLE_AND_CHART';

/** Período del formulario del informe (inf_periodo) */
export type ReportPeriod =
  /** 2: por meses (anioa/mesa a aniob/mesb) */
  | 'MONTHS'
  /** 3: por meses (igual que 2) */
  | 'MONTHS_ALT'
  /** 4: por trimestres (mesa/mesb son trimestres 1 a 4; empiezan en enero, abril, julio y octubre) */
  | 'QUARTERS'
  /** 0: fechas desde/hasta (o una sola fecha si inf_fecha = 1) */
  | 'RANGE';

/** Vista de un informe a guardar */
export type ReportViewInput = {
  /** Letra; por defecto '8px Arial' (vin_fonttype) */
  fontType?: string | null | undefined;
  /** Impresión horizontal (vin_imphor) */
  horizontal?: boolean | null | undefined;
  /** Código (vin_codigo); sin él se crea */
  id?: number | null | undefined;
  /** Orden (vin_order) */
  order?: number | null | undefined;
  /** Plantilla (vin_template) */
  template?: string | null | undefined;
  /** Especificación o título (vin_especi) */
  title?: string | null | undefined;
};

/** Pedido de restauración de un backup (do_restore) */
export type RestoreInput = {
  /** Nombre del backup (dest) */
  backupName: string;
  /** Reemplaza el esquema si existe (replace) */
  replace?: boolean | null | undefined;
  /** Esquema donde se restaura (ant): uno nuevo, o uno existente con replace */
  schema: string;
  /** Servidor (srv); localhost por omisión */
  server?: string | null | undefined;
};

/** Verificación de la función de un script en un esquema (checkfn_general) */
export type ScriptCheckInput = {
  /** Base (nombre_bd); por omisión la del servidor */
  database?: string | null | undefined;
  /** Esquema (nombre_sch) */
  schema: string;
  /** El script (script_fn) que crea la función */
  script: string;
};

/** Script a ejecutar en varios esquemas (savetoschema) */
export type ScriptRunInput = {
  /** Prueba: ejecuta y deshace en cada esquema */
  dryRun?: boolean | null | undefined;
  /** Esquemas donde se ejecuta */
  schemas: Array<string>;
  /** El script (script_fn), típicamente CREATE OR REPLACE FUNCTION */
  script: string;
};

/** Un envío de correo: cuenta, asunto, mensaje, destinatarios y adjuntos */
export type SendMailInput = {
  /** Cuenta remitente (mcf_codigo) */
  accountId?: number | null | undefined;
  /** Archivos adjuntos subidos por el usuario (clase ATTACHMENT, dueño correo) */
  attachments?: Array<number> | null | undefined;
  /** Mensaje HTML (admite marcadores) */
  body: string;
  /** Clave de idempotencia del envío: repetirla no envía dos veces */
  idempotencyKey?: string | null | undefined;
  /** Registrar cada envío en la bitácora de la empresa */
  log?: boolean | null | undefined;
  /** Destinatarios */
  recipients: Array<SendRecipientInput>;
  /** Asunto (admite marcadores) */
  subject: string;
  /** Esperar el resultado de cada destinatario (hasta 20 s) antes de responder */
  wait?: boolean | null | undefined;
};

/** Un destinatario del envío */
export type SendRecipientInput = {
  /** Empresa del destinatario (emp_codigo), para la bitácora */
  companyId?: number | null | undefined;
  /** Referente o contacto (clp_codigo) */
  contactId?: number | null | undefined;
  /** Email del destinatario */
  email: string;
  /** Tablas de sus marcadores $[prop] */
  tables?: Array<PlaceholderTableInput> | null | undefined;
  /** Valores de sus marcadores ${prop} */
  values?: Array<PlaceholderValueInput> | null | undefined;
};

/** Datos de una cuenta de correo remitente */
export type SenderAccountInput = {
  /** Deshabilitada */
  disabled?: boolean | null | undefined;
  /** Dirección remitente */
  email: string;
  /** Código de la cuenta a modificar; vacío para crear */
  id?: number | null | undefined;
  /** Servidor IMAP */
  imapHost?: string | null | undefined;
  /** Puerto IMAP (1–65535) */
  imapPort?: number | null | undefined;
  /** IMAP con TLS */
  imapSecure?: boolean | null | undefined;
  /** Nombre que ve el destinatario */
  name?: string | null | undefined;
  /** Clave nueva; vacía o ausente conserva la guardada, '' la borra */
  password?: string | null | undefined;
  /** Límite de envíos por minuto (1–100000; 120 por omisión) */
  perMinute?: number | null | undefined;
  /** Servidor SMTP */
  smtpHost?: string | null | undefined;
  /** Puerto SMTP (1–65535) */
  smtpPort?: number | null | undefined;
  /** SMTP con TLS directo */
  smtpSecure?: boolean | null | undefined;
  /** Tipo de la cuenta */
  type: MailAccountType;
  /** Usuarios que pueden enviar desde la cuenta; ausente conserva los actuales */
  userIds?: Array<number> | null | undefined;
  /** Usuario SMTP/IMAP */
  username?: string | null | undefined;
};

/** Filtro del 'Resumen SMS': rango de fechas y tabla de enviados o fallidos */
export type SentSmsFilter = {
  /** Solo los SMS de esta empresa (emp_codigo); sin él, de todas */
  companyId?: number | null | undefined;
  /** Primer día del rango (hora de Ecuador); hoy por omisión (desde) */
  from?: string | null | undefined;
  /** Tabla a mostrar: enviados (por omisión) o fallidos */
  outcome?: SmsOutcome | null | undefined;
  /** Último día del rango (hora de Ecuador); hoy por omisión (hasta) */
  to?: string | null | undefined;
};

/** Modo de las series (vin_modserie) */
export type SeriesMode =
  /** 0: una serie por columna */
  | 'BY_COLUMN'
  /** 1: una serie por fila */
  | 'BY_ROW';

/** Paquete SMS a dejar vigente para una empresa; reemplaza al anterior y empieza sin SMS utilizados */
export type SmsContractInput = {
  /** Empresa (emp_codigo) */
  companyId: number;
  /** Cómo se cobra el paquete; POR_PAQUETE por omisión (tipo_contrato) */
  contractType?: ContractType | null | undefined;
  /** SMS contratados: -1 ilimitado, o de 1 a 10000000 (sms_contratados) */
  contracted: number;
};

/** Tabla del 'Resumen SMS': enviados o fallidos */
export type SmsOutcome =
  /** SMS fallidos o guardados sin enviar, con su motivo */
  | 'FAILED'
  /** SMS enviados (y los que aún están en la cola) */
  | 'SENT';

/** Un destinatario de un SMS */
export type SmsRecipientInput = {
  /** Número de celular (clp_movil): de 7 a 15 dígitos, + opcional; sin él: 'No tiene número de Celular!' */
  mobile?: string | null | undefined;
  /** Nombre del destinatario, hasta 300 caracteres (clp_nombre) */
  name?: string | null | undefined;
  /** Código del referente en la empresa, si lo es (clp_codigo) */
  referenteId?: number | null | undefined;
};

/** Un SMS a enviar a uno o varios destinatarios de una empresa */
export type SmsSendInput = {
  /** Empresa cuyo paquete SMS paga el envío (emp_codigo) */
  companyId: number;
  /** Texto del mensaje, hasta 160 caracteres; más: 'Ha llegado al límite de caracteres disponibles para el envio del mensaje.' */
  message: string;
  /** Destinatarios, hasta 1000; uno por SMS */
  recipients: Array<SmsRecipientInput>;
  /** Clave del envío (letras, números, - y _, hasta 60): repetir la misma clave no envía nada nuevo */
  requestKey?: string | null | undefined;
};

/** Estado de entrega de un SMS (sen_estado) */
export type SmsState =
  /** La pasarela aceptó el mensaje; descuenta una unidad del paquete (enviado) */
  | 'ENVIADO'
  /** La pasarela lo rechazó o no respondió tras los reintentos; no descuenta unidad, cuenta como fallido (fallido) */
  | 'FALLIDO'
  /** Guardado sin enviar porque no hay pasarela SMS configurada; no descuenta unidad, cuenta como fallido (no_enviado) */
  | 'NO_ENVIADO'
  /** En la cola de envío; ya descuenta una unidad del paquete (pendiente) */
  | 'PENDIENTE';

/** Sentido del orden de una lista */
export type SortDirection =
  /** Ascendente: de menor a mayor, de la A a la Z, de la fecha más antigua a la más reciente */
  | 'ASC'
  /** Descendente: de mayor a menor, de la Z a la A, de la fecha más reciente a la más antigua */
  | 'DESC';

/** Las líneas de negocio del usuario en un área de trabajo */
export type StaffAreaInput = {
  /** El usuario trabaja en el área; si no, se le quitan sus líneas en ella */
  active: boolean;
  /** Código del área de trabajo (eat_codigo) */
  id: number;
  /** Códigos de las líneas de negocio que atiende en el área; al menos una si trabaja en ella (tac_codigo) */
  lines: Array<number>;
};

/** Jerarquía de un usuario del personal: qué puede hacer además de lo que le concede su perfil (usr_jerarq) */
export type StaffHierarchy =
  /** Administrador: nivel de administración en todas las pantallas y puede cambiar la clave de los usuarios (código 1) */
  | 'ADMINISTRATOR'
  /** Super usuario: todo lo del administrador y además crea, edita y desactiva administradores (código 2) */
  | 'SUPER_USER'
  /** Usuario: solo las pantallas y niveles que concede su perfil (código 0) */
  | 'USER';

/** Cambio de la clave de un usuario: la propia con la clave actual; la de otro (un administrador) sin ella */
export type StaffPasswordInput = {
  /** La nueva clave escrita otra vez; debe coincidir */
  confirmation: string;
  /** Clave actual: obligatoria para cambiar la propia; se ignora al cambiar la de otro */
  currentPassword?: string | null | undefined;
  /** Nueva clave, al menos 8 caracteres */
  newPassword: string;
};

/** Datos de un perfil y las pantallas que concede en una sección */
export type StaffProfileInput = {
  /** Las pantallas que concede en la sección: reemplazan a las que tenía en ella; al menos una */
  menus: Array<StaffProfileMenuInput>;
  /** Nombre del perfil, único entre los perfiles (usr_nombre) */
  name?: string | null | undefined;
  /** Código de la sección cuyas pantallas se reemplazan (sec_codigo) */
  sectionId?: number | null | undefined;
};

/** Una pantalla o un menú principal que el perfil concede, con su nivel */
export type StaffProfileMenuInput = {
  /** Código del menú (mb_codigo); un menú principal concede todas sus pantallas */
  id: number;
  /** Nivel que se concede; operación si se omite (pme_nivel) */
  level?: MenuGrantLevel | null | undefined;
};

/** Datos de un usuario del personal para crearlo o editarlo */
export type StaffUserInput = {
  /** Líneas de negocio por área de trabajo (empactiv); si se omite, no cambian */
  areas?: Array<StaffAreaInput> | null | undefined;
  /** La clave inicial escrita otra vez; solo al crear */
  confirmation?: string | null | undefined;
  /** Correo; vacío o null lo borra (usr_email) */
  email?: string | null | undefined;
  /** Jerarquía; al crear, usuario si se omite; al editar, la que tenía si se omite (usr_jerarq) */
  hierarchy?: StaffHierarchy | null | undefined;
  /** Nombre de usuario con que ingresará: letras, números, punto, guion y guion bajo, hasta 40; solo al crear (usr_id) */
  login?: string | null | undefined;
  /** Nombre completo (usr_nombre) */
  name?: string | null | undefined;
  /** Clave inicial, al menos 8 caracteres; solo al crear */
  password?: string | null | undefined;
  /** Código del perfil activo que se le asigna (usr_perfil) */
  profileId?: number | null | undefined;
  /** Código de la sección del personal (sec_codigo) */
  sectionId?: number | null | undefined;
};

/** Acción registrada en el historial de una solicitud de soporte (sho_accion) */
export type SupportAction =
  /** Se envió la solicitud (creada) */
  | 'CREATED'
  /** Se respondió la solicitud (respuesta) */
  | 'REPLY'
  /** Se cambió el estado con el selector (estado) */
  | 'STATE'
  /** Se envió un mensaje del hilo de soporte técnico (tecnico) */
  | 'TECHNICAL';

/** Lista de solicitudes de soporte: recibidas ('Solicitudes', tipo 1) o enviadas ('Enviadas') */
export type SupportBox =
  /** Las dirigidas al usuario (o a todos los administradores); el rol de soporte ve todas las de los demás ('Solicitudes') */
  | 'RECEIVED'
  /** Las que envió el usuario ('Enviadas') */
  | 'SENT';

/** Qué pasó en una solicitud de soporte */
export type SupportEventKind =
  /** Llegó una solicitud nueva (a los administradores a quienes va, o a todos) */
  | 'NEW_REQUEST'
  /** Llegó una respuesta a una solicitud (solo al usuario al que va) */
  | 'REPLY'
  /** Cambió el estado de la solicitud (a quienes participan en ella y al rol de soporte) */
  | 'STATE_CHANGED'
  /** Llegó un mensaje del hilo de soporte técnico (solo al usuario al que va) */
  | 'TECHNICAL_MESSAGE';

/** Filtro de la lista de solicitudes de soporte */
export type SupportRequestFilter = {
  /** Recibidas ('Solicitudes') o enviadas ('Enviadas', por omisión) */
  box?: SupportBox | null | undefined;
  /** Texto a buscar en el mensaje o el nombre de quien la envió */
  search?: string | null | undefined;
  /** Solo las de este estado; vacío: todas */
  state?: SupportState | null | undefined;
};

/** Una solicitud de soporte nueva o una respuesta (el diálogo de soporte) */
export type SupportRequestInput = {
  /** Administrador al que va (usr_codigo); 0 = a todos. En una respuesta, el usuario al que va (por omisión quien envió la solicitud) */
  addressedTo?: number | null | undefined;
  /** Empresa desde la que se envía (emp_codigo) */
  companyId?: number | null | undefined;
  /** Último mensaje de error mostrado al usuario (not_msg_error) */
  errorMessage?: string | null | undefined;
  /** Indicación que ayude a resolver la solicitud (se guarda tal cual; no puede quedar vacía) */
  message: string;
  /** Solicitud a la que responde (not_respuesta); vacío para una solicitud nueva */
  replyTo?: number | null | undefined;
  /** Captura de pantalla subida al servicio de archivos con propietario 'soporte' (arc_codigo) */
  screenshotId?: number | null | undefined;
  /** Estado en que deja la solicitud una respuesta; vacío la deja como está */
  state?: SupportState | null | undefined;
};

/** Estado de una solicitud de soporte (not_soporte_estado) */
export type SupportState =
  /** En análisis (2) */
  | 'ANALYSIS'
  /** Soporte Isyplus: la atiende el equipo de soporte (3) */
  | 'ISYPLUS'
  /** Nueva: recién enviada, nadie la ha atendido (0) */
  | 'NEW'
  /** Resueltas (4) */
  | 'RESOLVED'
  /** Soporte Técnico: se escaló a soporte técnico (5) */
  | 'TECHNICAL';

/** Un mensaje del hilo de soporte técnico (send_soporte_tecnico) */
export type SupportTechnicalInput = {
  /** Texto del mensaje (mensaje) */
  message: string;
  /** Módulos del sistema a los que se refiere (modulos) */
  modules?: string | null | undefined;
  /** Avisar también por correo al destinatario (notif_email) */
  notifyByEmail?: boolean | null | undefined;
  /** Solicitud (not_codigo) */
  requestId: number;
  /** Usuario al que va: el técnico, o el usuario que pidió ayuda (usuario) */
  to: number;
};

/** Datos del contribuyente de la empresa nueva, como los registra el SRI (infocontrib) */
export type TaxpayerInfoInput = {
  /** Dirección tributaria registrada en el SRI (direccion) */
  address?: string | null | undefined;
  /** Correo del contribuyente (email) */
  email?: string | null | undefined;
  /** Número del establecimiento matriz, 3 dígitos (nroestab) */
  establishmentNumber?: string | null | undefined;
  /** Razón social registrada en el SRI (razonsocial) */
  legalName?: string | null | undefined;
  /** Contribuyente del régimen RIMPE (rimpe) */
  rimpe?: boolean | null | undefined;
  /** RUC del contribuyente, 13 dígitos válidos (ruc) */
  ruc?: string | null | undefined;
  /** Clase de contribuyente ante el SRI (las de companyCreationForm.taxpayerTypes); por omisión se deduce del RUC (contribuyente) */
  taxpayerType?: EstablishmentTaxpayerType | null | undefined;
  /** Nombre comercial; por omisión la razón social (nombrecomercial) */
  tradeName?: string | null | undefined;
  /** Agente de retención (agenteretencion) */
  withholdingAgent?: boolean | null | undefined;
};

/** Canal de una plantilla (mte_tipo) */
export type TemplateChannel =
  /** Correo electrónico (2): HTML enriquecido */
  | 'EMAIL'
  /** SMS (3): texto de hasta 160 caracteres */
  | 'SMS';

/** Datos de un tip */
export type TipInput = {
  /** Se puede cerrar; vacío: sí (1) */
  closable?: boolean | null | undefined;
  /** Tip a editar; vacío para crear */
  id?: number | null | undefined;
  /** Mensaje (tip_mensaj), hasta 1000 caracteres */
  message: string;
  /** success, warning o error; vacío: success */
  style?: string | null | undefined;
  /** Título (tip_titulo), hasta 150 caracteres */
  title: string;
  /** Último día en que se muestra (tip_hasta) */
  until: string;
  /** Ruta de la pantalla (tip_vista), hasta 200 caracteres */
  view: string;
};

/** Datos de una guía rápida */
export type TutorialInput = {
  /** Activa; vacío: no (0) */
  active?: boolean | null | undefined;
  /** Líneas de negocio (tac_codigo) */
  businessLines?: Array<number> | null | undefined;
  /** Guía a editar; vacío para crear */
  id?: number | null | undefined;
  /** Orden; vacío: cantidad de guías + 1 */
  order?: number | null | undefined;
  /** Subtítulo (tut_subtitle), hasta 300 caracteres */
  subtitle?: string | null | undefined;
  /** Minutos; vacío: 0 */
  time?: number | null | undefined;
  /** Título (tut_title), hasta 200 caracteres */
  title: string;
};

/** Datos de un paso de una guía */
export type TutorialStepInput = {
  /** Descripción en HTML (tud_descri); se depura */
  descriptionHtml: string;
  /** Paso a editar; vacío para crear */
  id?: number | null | undefined;
  /** Imagen en base64 (PNG, JPEG, GIF o WEBP; clientes anteriores); al crear, esta o imageFileId */
  imageBase64?: string | null | undefined;
  /** Imagen ya subida al servicio de archivos (POST /files?clase=IMAGE&propietario=guia); al crear, esta o imageBase64 */
  imageFileId?: number | null | undefined;
  /** Texto de navegación (tud_navdescri), hasta 100 caracteres */
  navigationText?: string | null | undefined;
  /** Orden; vacío: al final */
  order?: number | null | undefined;
  /** Texto secundario en HTML (tud_subtext); se depura */
  subtextHtml?: string | null | undefined;
  /** Guía (tut_codigo); sin ella: 'Primero debe guardar el tutorial.' */
  tutorialId?: number | null | undefined;
};

export type ClientSuggestionsQueryVariables = Exact<{
  text: string;
  limit?: number | null | undefined;
}>;


export type ClientSuggestionsQuery = { __typename: 'Query', clientSearch: { __typename: 'ClientSearchResult', kind: ClientSearchKind, text: string, totalCount: number, message: string | null, items: Array<{ __typename: 'Client', id: number, name: string, idNumber: string, email: string | null, tradeName: string | null, companies: Array<{ __typename: 'ClientCompany', id: number, accessCode: string, legalName: string }> }> } };

export type SystemMessagesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type SystemMessagesSubscription = { __typename: 'Subscription', systemMessages: { __typename: 'SystemMessage', id: string, text: string, author: string, at: string } };

export type ScreenPermissionFieldsFragment = { __typename: 'ScreenPermission', resource: string, view: number, create: number, edit: number, delete: number };

export type ApiTokensQueryVariables = Exact<{
  filter?: ApiTokenFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ApiTokensQuery = { __typename: 'Query', apiTokens: { __typename: 'ApiTokenPage', totalCount: number, items: Array<{ __typename: 'ApiToken', id: number, companyId: number, companyName: string, name: string, prefix: string, state: ApiTokenState, createdAt: string, createdBy: string | null, lastUsedAt: string | null, revokedAt: string | null, revokedBy: string | null }> } };

export type ApiTokenCompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokenCompaniesQuery = { __typename: 'Query', apiTokenCompanies: Array<{ __typename: 'ApiTokenCompany', id: number, name: string, accessCode: string }> };

export type CreateApiTokenMutationVariables = Exact<{
  input: ApiTokenInput;
}>;


export type CreateApiTokenMutation = { __typename: 'Mutation', createApiToken: { __typename: 'CreatedApiToken', token: string, message: string, apiToken: { __typename: 'ApiToken', id: number, prefix: string } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: number;
}>;


export type RevokeApiTokenMutation = { __typename: 'Mutation', revokeApiToken: { __typename: 'RevokedApiToken', message: string, apiToken: { __typename: 'ApiToken', id: number, state: ApiTokenState } } };

export type AplicativoCompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type AplicativoCompaniesQuery = { __typename: 'Query', companies: { __typename: 'CompanyPage', items: Array<{ __typename: 'Company', id: number, legalName: string }> } };

export type AplicativoOptionsQueryVariables = Exact<{
  companyId?: number | null | undefined;
}>;


export type AplicativoOptionsQuery = { __typename: 'Query', aplicativoOptions: { __typename: 'AplicativoOptions', message: string | null, modules: Array<{ __typename: 'AplicativoOption', module: AplicativoModule, title: string }> } };

export type AccountingModelsQueryVariables = Exact<{
  companyId?: number | null | undefined;
  accountType?: number | null | undefined;
}>;


export type AccountingModelsQuery = { __typename: 'Query', accountingModels: { __typename: 'AccountingModels', accountTypes: Array<{ __typename: 'AccountType', code: number, name: string }>, models: Array<{ __typename: 'AccountingModel', id: number, side: AccountSide, transactionType: { __typename: 'TransactionType', code: number, name: string }, account: { __typename: 'LedgerAccount', id: number, number: string, name: string } }>, transactionTypes: Array<{ __typename: 'TransactionType', code: number, name: string }>, accounts: Array<{ __typename: 'LedgerAccount', id: number, number: string, name: string }> } };

export type SaveAccountingModelMutationVariables = Exact<{
  companyId?: number | null | undefined;
  input: AccountingModelInput;
}>;


export type SaveAccountingModelMutation = { __typename: 'Mutation', saveAccountingModel: { __typename: 'AccountingModelResult', message: string } };

export type InitialAccountingPeriodQueryVariables = Exact<{
  companyId?: number | null | undefined;
}>;


export type InitialAccountingPeriodQuery = { __typename: 'Query', initialAccountingPeriod: { __typename: 'InitialPeriodInfo', transactionCount: number, electronicDocumentCount: number, maxRecords: number, confirmation: string, period: { __typename: 'AccountingPeriod', from: string, to: string } | null } };

export type SetInitialAccountingPeriodMutationVariables = Exact<{
  companyId?: number | null | undefined;
  from: string;
  to: string;
}>;


export type SetInitialAccountingPeriodMutation = { __typename: 'Mutation', setInitialAccountingPeriod: { __typename: 'InitialPeriodResult', message: string } };

export type UnbalancedEntryLimitQueryVariables = Exact<{
  companyId?: number | null | undefined;
}>;


export type UnbalancedEntryLimitQuery = { __typename: 'Query', unbalancedEntryLimit: { __typename: 'UnbalancedLimit', limit: string | null, periods: Array<{ __typename: 'AccountingPeriod', id: number, from: string, to: string, locked: boolean, unbalancedLimit: string }> } };

export type SetUnbalancedEntryLimitMutationVariables = Exact<{
  companyId?: number | null | undefined;
  periodId: number;
  limit: string;
}>;


export type SetUnbalancedEntryLimitMutation = { __typename: 'Mutation', setUnbalancedEntryLimit: { __typename: 'UnbalancedLimit', message: string | null } };

export type UnbalancedEntriesQueryVariables = Exact<{
  companyId?: number | null | undefined;
  from: string;
  to: string;
}>;


export type UnbalancedEntriesQuery = { __typename: 'Query', unbalancedEntries: Array<{ __typename: 'UnbalancedEntry', id: number, number: number, date: string, transactions: string, debit: string, credit: string, balance: string, unbalanced: boolean, withinLimit: boolean }> };

export type FixUnbalancedEntriesMutationVariables = Exact<{
  companyId?: number | null | undefined;
  entryIds: Array<number> | number;
}>;


export type FixUnbalancedEntriesMutation = { __typename: 'Mutation', fixUnbalancedEntries: { __typename: 'FixEntriesResult', message: string, fixed: Array<number> } };

export type DecodeAccessKeyQueryVariables = Exact<{
  authorizationNumber: string;
}>;


export type DecodeAccessKeyQuery = { __typename: 'Query', decodeAccessKey: { __typename: 'AccessKeyDecoded', issueDate: string, documentType: string, ruc: string, environment: string, establishment: string, emissionPoint: string, sequence: string, numericCode: string, emissionType: string, checkDigit: string } };

export type RestoreElectronicDocumentMutationVariables = Exact<{
  companyId?: number | null | undefined;
  authorizationNumber: string;
}>;


export type RestoreElectronicDocumentMutation = { __typename: 'Mutation', restoreElectronicDocument: { __typename: 'RestoreDocumentResult', message: string } };

export type CompanyMenuOptionsQueryVariables = Exact<{
  companyId?: number | null | undefined;
}>;


export type CompanyMenuOptionsQuery = { __typename: 'Query', companyMenuOptions: { __typename: 'MenuOptions', menus: Array<{ __typename: 'MenuOption', id: number, label: string, process: number, enabled: boolean }>, processes: Array<{ __typename: 'CompanyProcess', code: number, description: string }> } };

export type ActivateCompanyMenuOptionMutationVariables = Exact<{
  companyId?: number | null | undefined;
  optionId?: number | null | undefined;
}>;


export type ActivateCompanyMenuOptionMutation = { __typename: 'Mutation', activateCompanyMenuOption: { __typename: 'MenuOptionResult', message: string, guide: string } };

export type CurrentUserFieldsFragment = { __typename: 'CurrentUser', id: number, login: string, name: string, email: string | null, hierarchy: StaffHierarchy, isSupport: boolean, profileName: string | null, homeUri: string, menus: Array<{ __typename: 'MenuItem', id: number, title: string, url: string | null, order: number, parentId: number, resource: string | null, icon: string | null }>, permissions: Array<{ __typename: 'ScreenPermission', resource: string, view: number, create: number, edit: number, delete: number }> };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename: 'Query', me: { __typename: 'CurrentUser', id: number, login: string, name: string, email: string | null, hierarchy: StaffHierarchy, isSupport: boolean, profileName: string | null, homeUri: string, menus: Array<{ __typename: 'MenuItem', id: number, title: string, url: string | null, order: number, parentId: number, resource: string | null, icon: string | null }>, permissions: Array<{ __typename: 'ScreenPermission', resource: string, view: number, create: number, edit: number, delete: number }> } | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { __typename: 'Mutation', login: { __typename: 'LoginResult', uri: string, user: { __typename: 'CurrentUser', id: number, login: string, name: string, email: string | null, hierarchy: StaffHierarchy, isSupport: boolean, profileName: string | null, homeUri: string, menus: Array<{ __typename: 'MenuItem', id: number, title: string, url: string | null, order: number, parentId: number, resource: string | null, icon: string | null }>, permissions: Array<{ __typename: 'ScreenPermission', resource: string, view: number, create: number, edit: number, delete: number }> } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename: 'Mutation', logout: boolean };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { __typename: 'Mutation', changePassword: boolean };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { __typename: 'Query', mySessions: Array<{ __typename: 'OpenSession', id: string, createdAt: string, lastSeenAt: string, ip: string | null, userAgent: string | null, current: boolean }> };

export type RevokeSessionMutationVariables = Exact<{
  id: string;
}>;


export type RevokeSessionMutation = { __typename: 'Mutation', revokeSession: string };

export type RevokeOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeOtherSessionsMutation = { __typename: 'Mutation', revokeOtherSessions: string };

export type BackupServersQueryVariables = Exact<{ [key: string]: never; }>;


export type BackupServersQuery = { __typename: 'Query', backupServers: Array<{ __typename: 'BackupServer', name: string, database: string, isDefault: boolean, schemas: Array<{ __typename: 'BackupSchema', schema: string, companyName: string | null }> }> };

export type BackupRowFieldsFragment = { __typename: 'Backup', id: number, name: string, server: string, database: string, schema: string, state: BackupState, message: string | null, size: number | null, checksum: string | null, rowCount: number | null, author: string, createdAt: string, finishedAt: string | null };

export type BackupsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  state?: BackupState | null | undefined;
}>;


export type BackupsQuery = { __typename: 'Query', backups: { __typename: 'BackupPage', totalCount: number, items: Array<{ __typename: 'Backup', id: number, name: string, server: string, database: string, schema: string, state: BackupState, message: string | null, size: number | null, checksum: string | null, rowCount: number | null, author: string, createdAt: string, finishedAt: string | null }> } };

export type StartBackupMutationVariables = Exact<{
  input: BackupInput;
}>;


export type StartBackupMutation = { __typename: 'Mutation', startBackup: { __typename: 'BackupJob', jobId: string, backup: { __typename: 'Backup', id: number, name: string, server: string, database: string, schema: string, state: BackupState, message: string | null, size: number | null, checksum: string | null, rowCount: number | null, author: string, createdAt: string, finishedAt: string | null } } };

export type StartRestoreMutationVariables = Exact<{
  input: RestoreInput;
}>;


export type StartRestoreMutation = { __typename: 'Mutation', startRestore: { __typename: 'RestoreJob', jobId: string, restore: { __typename: 'BackupRestore', id: number } } };

export type BackupRestoreStateQueryVariables = Exact<{
  id: number;
}>;


export type BackupRestoreStateQuery = { __typename: 'Query', backupRestore: { __typename: 'BackupRestore', id: number, state: BackupState, message: string | null, schema: string } | null };

export type BackupJobProgressSubscriptionVariables = Exact<{
  jobId: string;
}>;


export type BackupJobProgressSubscription = { __typename: 'Subscription', jobProgress: { __typename: 'JobProgress', jobId: string, progress: number, state: JobState, message: string | null, code: JobFailureCode | null } };

export type ClientFieldsFragment = { __typename: 'Client', id: number, idNumber: string, name: string, tradeName: string | null, email: string | null, phone: string | null, formUpdate: ClientFormUpdate, formUpdateLabel: string, formState: ClientFormState, formStateLabel: string, color: string | null, companies: Array<{ __typename: 'ClientCompany', id: number, accessCode: string, legalName: string, ruc: string, state: CompanyState, stateLabel: string, stateColor: string }> };

export type ClientSearchFieldsFragment = { __typename: 'ClientSearchResult', kind: ClientSearchKind, text: string, totalCount: number, limit: number, message: string | null, items: Array<{ __typename: 'Client', id: number, idNumber: string, name: string, tradeName: string | null, email: string | null, phone: string | null, formUpdate: ClientFormUpdate, formUpdateLabel: string, formState: ClientFormState, formStateLabel: string, color: string | null, companies: Array<{ __typename: 'ClientCompany', id: number, accessCode: string, legalName: string, ruc: string, state: CompanyState, stateLabel: string, stateColor: string }> }> };

export type ClientSearchQueryVariables = Exact<{
  text: string;
}>;


export type ClientSearchQuery = { __typename: 'Query', clientSearch: { __typename: 'ClientSearchResult', kind: ClientSearchKind, text: string, totalCount: number, limit: number, message: string | null, items: Array<{ __typename: 'Client', id: number, idNumber: string, name: string, tradeName: string | null, email: string | null, phone: string | null, formUpdate: ClientFormUpdate, formUpdateLabel: string, formState: ClientFormState, formStateLabel: string, color: string | null, companies: Array<{ __typename: 'ClientCompany', id: number, accessCode: string, legalName: string, ruc: string, state: CompanyState, stateLabel: string, stateColor: string }> }> } };

export type ClientGridSearchQueryVariables = Exact<{
  kind: ClientSearchKind;
  text: string;
}>;


export type ClientGridSearchQuery = { __typename: 'Query', clientGridSearch: { __typename: 'ClientSearchResult', kind: ClientSearchKind, text: string, totalCount: number, limit: number, message: string | null, items: Array<{ __typename: 'Client', id: number, idNumber: string, name: string, tradeName: string | null, email: string | null, phone: string | null, formUpdate: ClientFormUpdate, formUpdateLabel: string, formState: ClientFormState, formStateLabel: string, color: string | null, companies: Array<{ __typename: 'ClientCompany', id: number, accessCode: string, legalName: string, ruc: string, state: CompanyState, stateLabel: string, stateColor: string }> }> } };

export type ClientSearchSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientSearchSetupQuery = { __typename: 'Query', clientSearchSetup: { __typename: 'ClientSearchSetup', domainMessage: string | null, domains: Array<{ __typename: 'ClientDomain', id: number, name: string, url: string }>, recent: Array<{ __typename: 'Client', id: number, idNumber: string, name: string, tradeName: string | null, email: string | null, phone: string | null, formUpdate: ClientFormUpdate, formUpdateLabel: string, formState: ClientFormState, formStateLabel: string, color: string | null, companies: Array<{ __typename: 'ClientCompany', id: number, accessCode: string, legalName: string, ruc: string, state: CompanyState, stateLabel: string, stateColor: string }> }> } };

export type ClientCompaniesQueryVariables = Exact<{
  clientId: number;
}>;


export type ClientCompaniesQuery = { __typename: 'Query', clientCompanies: Array<{ __typename: 'ClientCompany', id: number, accessCode: string, legalName: string }> };

export type SetClientFormUpdateMutationVariables = Exact<{
  clientId: number;
  formUpdate: ClientFormUpdate;
}>;


export type SetClientFormUpdateMutation = { __typename: 'Mutation', setClientFormUpdate: { __typename: 'ClientFormUpdateResult', message: string, client: { __typename: 'Client', id: number, idNumber: string, name: string, tradeName: string | null, email: string | null, phone: string | null, formUpdate: ClientFormUpdate, formUpdateLabel: string, formState: ClientFormState, formStateLabel: string, color: string | null, companies: Array<{ __typename: 'ClientCompany', id: number, accessCode: string, legalName: string, ruc: string, state: CompanyState, stateLabel: string, stateColor: string }> } } };

export type ClientDomainsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientDomainsQuery = { __typename: 'Query', clientDomains: Array<{ __typename: 'ClientDomain', id: number, name: string, url: string }> };

export type CompanyListFieldsFragment = { __typename: 'Company', id: number, accessCode: string, legalName: string, ruc: string, state: CompanyState, endDate: string | null, businessLine: number | null, businessLineName: string | null, dbHost: string | null, dbSchema: string, stateActions: Array<{ __typename: 'CompanyStateAction', label: string, state: CompanyState }>, stateView: { __typename: 'CompanyStateView', label: string, color: string, readOnly: boolean }, locationInfo: { __typename: 'CompanyLocation', province: number, city: string, readOnly: boolean }, serviceFlags: { __typename: 'CompanyServices', fe: boolean, sms: boolean, ced: boolean, email: boolean, bk: boolean, bka: boolean, bloqAut: boolean } };

export type CompanyEditFieldsFragment = { __typename: 'Company', id: number, accessCode: string, legalName: string, ruc: string, address: string | null, phone: string | null, dbPort: number | null, dbHost: string | null, dbName: string | null, dbSchema: string, dbUser: string | null, hasDbPassword: boolean | null, theme: string | null, accessType: AccessType, countryCode: number, businessLine: number | null, state: CompanyState, addOnFlags: { __typename: 'CompanyAddOns', pry: boolean, fol: boolean, orc: boolean, orp: boolean, bod: boolean, imp: boolean, ven: boolean, inv: boolean }, stateView: { __typename: 'CompanyStateView', label: string, color: string, readOnly: boolean }, locationInfo: { __typename: 'CompanyLocation', province: number, city: string, readOnly: boolean }, serviceFlags: { __typename: 'CompanyServices', fe: boolean, sms: boolean, ced: boolean, email: boolean, bk: boolean, bka: boolean, bloqAut: boolean } };

export type CompaniesQueryVariables = Exact<{
  filter?: CompanyListFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type CompaniesQuery = { __typename: 'Query', companies: { __typename: 'CompanyPage', totalCount: number, page: number, pageSize: number, items: Array<{ __typename: 'Company', id: number, accessCode: string, legalName: string, ruc: string, state: CompanyState, endDate: string | null, businessLine: number | null, businessLineName: string | null, dbHost: string | null, dbSchema: string, stateActions: Array<{ __typename: 'CompanyStateAction', label: string, state: CompanyState }>, stateView: { __typename: 'CompanyStateView', label: string, color: string, readOnly: boolean }, locationInfo: { __typename: 'CompanyLocation', province: number, city: string, readOnly: boolean }, serviceFlags: { __typename: 'CompanyServices', fe: boolean, sms: boolean, ced: boolean, email: boolean, bk: boolean, bka: boolean, bloqAut: boolean } }>, permisos: { __typename: 'ScreenPermission', resource: string, view: number, create: number, edit: number, delete: number } } };

export type CompanyFormOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyFormOptionsQuery = { __typename: 'Query', companyFormOptions: { __typename: 'CompanyFormOptions', businessLines: Array<{ __typename: 'BusinessLine', code: number, name: string }>, provinces: Array<{ __typename: 'CompanyProvince', code: number, name: string, cities: Array<string> }>, countries: Array<{ __typename: 'CompanyCountry', code: number, name: string }>, states: Array<{ __typename: 'CompanyStateOption', state: CompanyState, label: string, color: string, readOnly: boolean }>, services: Array<{ __typename: 'CompanyServiceOption', key: CompanyService, label: string }>, addOns: Array<{ __typename: 'CompanyAddOnOption', key: CompanyAddOn, label: string }> } };

export type CompanyEditQueryVariables = Exact<{
  id: number;
}>;


export type CompanyEditQuery = { __typename: 'Query', companyLogo: string | null, company: { __typename: 'Company', id: number, accessCode: string, legalName: string, ruc: string, address: string | null, phone: string | null, dbPort: number | null, dbHost: string | null, dbName: string | null, dbSchema: string, dbUser: string | null, hasDbPassword: boolean | null, theme: string | null, accessType: AccessType, countryCode: number, businessLine: number | null, state: CompanyState, addOnFlags: { __typename: 'CompanyAddOns', pry: boolean, fol: boolean, orc: boolean, orp: boolean, bod: boolean, imp: boolean, ven: boolean, inv: boolean }, stateView: { __typename: 'CompanyStateView', label: string, color: string, readOnly: boolean }, locationInfo: { __typename: 'CompanyLocation', province: number, city: string, readOnly: boolean }, serviceFlags: { __typename: 'CompanyServices', fe: boolean, sms: boolean, ced: boolean, email: boolean, bk: boolean, bka: boolean, bloqAut: boolean } } | null };

export type CompanyHistoryQueryVariables = Exact<{
  id: number;
}>;


export type CompanyHistoryQuery = { __typename: 'Query', companyHistory: Array<{ __typename: 'CompanyHistoryEntry', at: string, userName: string, note: string | null }> | null };

export type SaveCompanyMutationVariables = Exact<{
  input: CompanySaveInput;
}>;


export type SaveCompanyMutation = { __typename: 'Mutation', saveCompany: { __typename: 'CompanyResult', message: string, company: { __typename: 'Company', id: number, accessCode: string, legalName: string, ruc: string, address: string | null, phone: string | null, dbPort: number | null, dbHost: string | null, dbName: string | null, dbSchema: string, dbUser: string | null, hasDbPassword: boolean | null, theme: string | null, accessType: AccessType, countryCode: number, businessLine: number | null, state: CompanyState, addOnFlags: { __typename: 'CompanyAddOns', pry: boolean, fol: boolean, orc: boolean, orp: boolean, bod: boolean, imp: boolean, ven: boolean, inv: boolean }, stateView: { __typename: 'CompanyStateView', label: string, color: string, readOnly: boolean }, locationInfo: { __typename: 'CompanyLocation', province: number, city: string, readOnly: boolean }, serviceFlags: { __typename: 'CompanyServices', fe: boolean, sms: boolean, ced: boolean, email: boolean, bk: boolean, bka: boolean, bloqAut: boolean } } | null } };

export type ChangeCompanyStateMutationVariables = Exact<{
  id: number;
  state: CompanyState;
}>;


export type ChangeCompanyStateMutation = { __typename: 'Mutation', changeCompanyState: { __typename: 'CompanyResult', message: string, company: { __typename: 'Company', id: number, accessCode: string, legalName: string, ruc: string, state: CompanyState, endDate: string | null, businessLine: number | null, businessLineName: string | null, dbHost: string | null, dbSchema: string, stateActions: Array<{ __typename: 'CompanyStateAction', label: string, state: CompanyState }>, stateView: { __typename: 'CompanyStateView', label: string, color: string, readOnly: boolean }, locationInfo: { __typename: 'CompanyLocation', province: number, city: string, readOnly: boolean }, serviceFlags: { __typename: 'CompanyServices', fe: boolean, sms: boolean, ced: boolean, email: boolean, bk: boolean, bka: boolean, bloqAut: boolean } } | null } };

export type BulkChangeCompanyStateMutationVariables = Exact<{
  ids: Array<number> | number;
  state: CompanyState;
  endDate?: string | null | undefined;
}>;


export type BulkChangeCompanyStateMutation = { __typename: 'Mutation', bulkChangeCompanyState: { __typename: 'CompanyResult', message: string, count: number } };

export type BulkChangeCompanyTypeMutationVariables = Exact<{
  ids: Array<number> | number;
  businessLine: number;
}>;


export type BulkChangeCompanyTypeMutation = { __typename: 'Mutation', bulkChangeCompanyType: { __typename: 'CompanyResult', message: string, count: number } };

export type DeleteCompanyMutationVariables = Exact<{
  id: number;
}>;


export type DeleteCompanyMutation = { __typename: 'Mutation', deleteCompany: { __typename: 'CompanyResult', message: string } };

export type CompanyStateChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CompanyStateChangedSubscription = { __typename: 'Subscription', companyStateChanged: { __typename: 'CompanyStateChange', companyId: number, accessCode: string, state: CompanyState, label: string, color: string, readOnly: boolean, endDate: string | null, changedBy: string, at: string } };

export type CompanyStateViewFieldsFragment = { __typename: 'Company', stateView: { __typename: 'CompanyStateView', label: string, color: string, readOnly: boolean } };

export type CompanyLocationServicesFragment = { __typename: 'Company', locationInfo: { __typename: 'CompanyLocation', province: number, city: string, readOnly: boolean }, serviceFlags: { __typename: 'CompanyServices', fe: boolean, sms: boolean, ced: boolean, email: boolean, bk: boolean, bka: boolean, bloqAut: boolean } };

export type CompanyChangesQueryVariables = Exact<{
  id: number;
  kinds?: Array<CompanyChangeKind> | CompanyChangeKind | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type CompanyChangesQuery = { __typename: 'Query', companyChanges: { __typename: 'CompanyChangePage', totalCount: number, page: number, pageSize: number, items: Array<{ __typename: 'CompanyChange', id: number, at: string, userName: string, kind: CompanyChangeKind, note: string | null }> } | null };

export type ProductVersionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductVersionsQuery = { __typename: 'Query', productVersions: Array<{ __typename: 'ProductVersion', id: number, name: string, description: string | null, template: string, accessType: AccessType, maxLengths: Array<{ __typename: 'FieldMaxLength', field: string, length: number }> }> };

export type CompanyCreationFormQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyCreationFormQuery = { __typename: 'Query', companyCreationForm: { __typename: 'CompanyCreationFormData', economicActivities: Array<string>, allowsManualPoint: boolean, form: { __typename: 'CompanyFormDefaults', establishmentNumber: string, pointNumber: string, pointName: string, taxpayerType: EstablishmentTaxpayerType, countryCode: number, nationality: string, pointType: EmissionPointType }, taxpayerTypes: Array<{ __typename: 'CodeOption', code: number, label: string }>, provinces: Array<{ __typename: 'ProvinceOption', code: number, name: string, cities: Array<string> }>, businessLines: Array<{ __typename: 'CodeOption', code: number, label: string }> } };

export type CreateCompanyMutationVariables = Exact<{
  input: CompanyCreationInput;
}>;


export type CreateCompanyMutation = { __typename: 'Mutation', createCompany: { __typename: 'CompanyCreationResult', processed: boolean, message: string, accessCode: string, companyId: number } };

export type CompanyImportFieldsFragment = { __typename: 'CompanyImport', hash: string, jobId: string, fileName: string | null, total: number, valid: number, errors: number, created: number, failed: number, pending: number, message: string, resubmitted: boolean, state: CompanyImportState, attempt: number, failure: string | null, failureCode: ImportFailureCode | null, canRetry: boolean, rows: Array<{ __typename: 'CompanyImportRow', row: number, ruc: string | null, accessCode: string | null, legalName: string | null, status: ImportRowStatus, field: string | null, message: string | null, companyId: number | null }> };

export type CreateCompaniesFromSpreadsheetMutationVariables = Exact<{
  input: CompanySpreadsheetInput;
}>;


export type CreateCompaniesFromSpreadsheetMutation = { __typename: 'Mutation', createCompaniesFromSpreadsheet: { __typename: 'CompanyImport', hash: string, jobId: string, fileName: string | null, total: number, valid: number, errors: number, created: number, failed: number, pending: number, message: string, resubmitted: boolean, state: CompanyImportState, attempt: number, failure: string | null, failureCode: ImportFailureCode | null, canRetry: boolean, rows: Array<{ __typename: 'CompanyImportRow', row: number, ruc: string | null, accessCode: string | null, legalName: string | null, status: ImportRowStatus, field: string | null, message: string | null, companyId: number | null }> } };

export type RetryCompanyImportMutationVariables = Exact<{
  hash: string;
}>;


export type RetryCompanyImportMutation = { __typename: 'Mutation', retryCompanyImport: { __typename: 'CompanyImport', hash: string, jobId: string, fileName: string | null, total: number, valid: number, errors: number, created: number, failed: number, pending: number, message: string, resubmitted: boolean, state: CompanyImportState, attempt: number, failure: string | null, failureCode: ImportFailureCode | null, canRetry: boolean, rows: Array<{ __typename: 'CompanyImportRow', row: number, ruc: string | null, accessCode: string | null, legalName: string | null, status: ImportRowStatus, field: string | null, message: string | null, companyId: number | null }> } };

export type CompanyImportQueryVariables = Exact<{
  hash: string;
}>;


export type CompanyImportQuery = { __typename: 'Query', companyImport: { __typename: 'CompanyImport', hash: string, jobId: string, fileName: string | null, total: number, valid: number, errors: number, created: number, failed: number, pending: number, message: string, resubmitted: boolean, state: CompanyImportState, attempt: number, failure: string | null, failureCode: ImportFailureCode | null, canRetry: boolean, rows: Array<{ __typename: 'CompanyImportRow', row: number, ruc: string | null, accessCode: string | null, legalName: string | null, status: ImportRowStatus, field: string | null, message: string | null, companyId: number | null }> } | null };

export type CompanyCreationTemplateQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyCreationTemplateQuery = { __typename: 'Query', companyCreationTemplate: { __typename: 'DownloadFile', fileName: string, mimeType: string, contentBase64: string } };

export type CompanyImportProgressSubscriptionVariables = Exact<{
  jobId: string;
}>;


export type CompanyImportProgressSubscription = { __typename: 'Subscription', jobProgress: { __typename: 'JobProgress', jobId: string, progress: number, state: JobState, message: string | null, code: JobFailureCode | null } };

export type ContractPaymentRowFieldsFragment = { __typename: 'ContractPaymentRow', contractId: number, ruc: string, companyId: number | null, legalName: string, companyState: CompanyState | null, paymentState: PaymentState, paymentStateColor: string, contractState: ContractState, notificationState: string, accessState: string, accessStateColor: string, contractMonth: string, businessLine: number | null, businessLineName: string | null, invoiceId: number | null, invoiceNumber: string | null, invoiceDate: string | null, email: string | null, clientName: string | null, startDate: string, months: number, fee: string, active: boolean, paidCount: number, unpaidCount: number, amountDue: string, contacts: Array<{ __typename: 'ContractRowContact', id: number, name: string, role: string, email: string | null }> };

export type ContractPaymentsQueryVariables = Exact<{
  filter?: ContractPaymentFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ContractPaymentsQuery = { __typename: 'Query', contractPayments: { __typename: 'ContractPaymentPage', totalCount: number, page: number, pageSize: number, items: Array<{ __typename: 'ContractPaymentRow', contractId: number, ruc: string, companyId: number | null, legalName: string, companyState: CompanyState | null, paymentState: PaymentState, paymentStateColor: string, contractState: ContractState, notificationState: string, accessState: string, accessStateColor: string, contractMonth: string, businessLine: number | null, businessLineName: string | null, invoiceId: number | null, invoiceNumber: string | null, invoiceDate: string | null, email: string | null, clientName: string | null, startDate: string, months: number, fee: string, active: boolean, paidCount: number, unpaidCount: number, amountDue: string, contacts: Array<{ __typename: 'ContractRowContact', id: number, name: string, role: string, email: string | null }> }>, counts: Array<{ __typename: 'PaymentStateCount', state: PaymentState, label: string, color: string, count: number }>, permisos: { __typename: 'ScreenPermission', resource: string, view: number, create: number, edit: number, delete: number } } };

export type InstallmentHistoryQueryVariables = Exact<{
  contractId?: number | null | undefined;
  ruc?: string | null | undefined;
}>;


export type InstallmentHistoryQuery = { __typename: 'Query', installmentHistory: { __typename: 'InstallmentHistory', contract: { __typename: 'InstallmentContract', contractId: number, ruc: string, legalName: string, clientName: string | null, startDate: string, months: number, fee: string, active: boolean }, items: Array<{ __typename: 'Installment', number: number, dueDate: string, amount: string, paidDate: string | null, state: InstallmentState, invoiceId: number | null, invoiceNumber: string | null }> } | null };

export type ContractInvoiceQueryVariables = Exact<{
  code?: number | null | undefined;
}>;


export type ContractInvoiceQuery = { __typename: 'Query', invoice: { __typename: 'Invoice', id: number, number: string, date: string, ruc: string, name: string, concept: string | null, subtotal: string, iva: string, total: string, cancelled: boolean, entry: Array<{ __typename: 'InvoiceEntryLine', line: number, account: string, description: string, debit: string, credit: string }> } | null };

export type DevCycleFieldsFragment = { __typename: 'DevCycle', id: number, state: DevCycleState, stateLabel: string, note: string | null, date: string, userName: string };

export type DevelopmentOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type DevelopmentOptionsQuery = { __typename: 'Query', developmentOptions: { __typename: 'DevOptions', areas: Array<{ __typename: 'DevArea', id: number, name: string, description: string | null, moduleCount: number }>, versions: Array<{ __typename: 'DevVersion', id: number, name: string, description: string | null, moduleIds: Array<number> }>, permisos: { __typename: 'ScreenPermission', resource: string, view: number, create: number, edit: number, delete: number } } };

export type DevelopmentAreaQueryVariables = Exact<{
  areaId: number;
}>;


export type DevelopmentAreaQuery = { __typename: 'Query', developmentArea: { __typename: 'DevAreaStructure', area: { __typename: 'DevArea', id: number, name: string }, modules: Array<{ __typename: 'DevModule', id: number, name: string, type: DevModuleType, typeLabel: string, description: string | null, cycle: { __typename: 'DevCycle', id: number, state: DevCycleState, stateLabel: string, note: string | null, date: string, userName: string } | null, attributes: Array<{ __typename: 'DevAttribute', id: number, name: string, type: DevAttributeType, typeLabel: string, cycle: { __typename: 'DevCycle', id: number, state: DevCycleState, stateLabel: string, note: string | null, date: string, userName: string } | null, functionals: Array<{ __typename: 'DevFunctional', id: number, description: string }> }> }> } | null };

export type DevelopmentVersionQueryVariables = Exact<{
  versionId: number;
}>;


export type DevelopmentVersionQuery = { __typename: 'Query', developmentVersion: { __typename: 'DevVersionDetail', version: { __typename: 'DevVersion', id: number, name: string }, modules: Array<{ __typename: 'DevVersionModule', id: number, name: string, areaName: string, assigned: boolean }> } | null };

export type DevelopmentUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type DevelopmentUsersQuery = { __typename: 'Query', developmentUsers: Array<{ __typename: 'DevUser', id: number, login: string, name: string }> };

export type SaveDevelopmentModuleMutationVariables = Exact<{
  input: DevModuleInput;
}>;


export type SaveDevelopmentModuleMutation = { __typename: 'Mutation', r: { __typename: 'DevSaveResult', message: string, id: number } };

export type SaveDevelopmentAttributeMutationVariables = Exact<{
  input: DevAttributeInput;
}>;


export type SaveDevelopmentAttributeMutation = { __typename: 'Mutation', r: { __typename: 'DevSaveResult', message: string, id: number } };

export type SaveDevelopmentFunctionalMutationVariables = Exact<{
  input: DevFunctionalInput;
}>;


export type SaveDevelopmentFunctionalMutation = { __typename: 'Mutation', r: { __typename: 'DevSaveResult', message: string, id: number } };

export type SaveDevelopmentVersionMutationVariables = Exact<{
  input: DevVersionInput;
}>;


export type SaveDevelopmentVersionMutation = { __typename: 'Mutation', r: { __typename: 'DevSaveResult', message: string, id: number } };

export type SaveDevelopmentVersionModulesMutationVariables = Exact<{
  versionId: number;
  moduleIds: Array<number> | number;
}>;


export type SaveDevelopmentVersionModulesMutation = { __typename: 'Mutation', r: { __typename: 'DevSaveResult', message: string, id: number } };

export type SaveDevelopmentCycleMutationVariables = Exact<{
  input: DevCycleInput;
}>;


export type SaveDevelopmentCycleMutation = { __typename: 'Mutation', r: { __typename: 'DevCycle', id: number, state: DevCycleState, stateLabel: string, note: string | null, date: string, userName: string } };

export type DeleteDevelopmentModuleMutationVariables = Exact<{
  id: number;
}>;


export type DeleteDevelopmentModuleMutation = { __typename: 'Mutation', r: { __typename: 'DevSaveResult', message: string, id: number } };

export type DeleteDevelopmentAttributeMutationVariables = Exact<{
  id: number;
}>;


export type DeleteDevelopmentAttributeMutation = { __typename: 'Mutation', r: { __typename: 'DevSaveResult', message: string, id: number } };

export type DeleteDevelopmentFunctionalMutationVariables = Exact<{
  id: number;
}>;


export type DeleteDevelopmentFunctionalMutation = { __typename: 'Mutation', r: { __typename: 'DevSaveResult', message: string, id: number } };

export type DeleteDevelopmentVersionMutationVariables = Exact<{
  id: number;
}>;


export type DeleteDevelopmentVersionMutation = { __typename: 'Mutation', r: { __typename: 'DevSaveResult', message: string, id: number } };

export type DoctorRowFieldsFragment = { __typename: 'Doctor', id: number, idNumber: string, fullName: string, specialty: string | null, mobile: string | null, city: string | null, planId: number | null, planName: string | null, planType: DoctorPlanType | null, planTypeLabel: string | null, planState: DoctorPlanState | null, planStateLabel: string | null, planStateColor: string | null, planStart: string | null, planEnd: string | null, expiresIn: string | null, daysToExpiry: number | null, validity: DoctorValidity, validityLabel: string, validityColor: string, registeredOn: string };

export type DoctorsQueryVariables = Exact<{
  filter?: DoctorFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type DoctorsQuery = { __typename: 'Query', doctors: { __typename: 'DoctorPage', totalCount: number, page: number, pageSize: number, canChangeValidity: boolean, canExtendTrial: boolean, items: Array<{ __typename: 'Doctor', id: number, idNumber: string, fullName: string, specialty: string | null, mobile: string | null, city: string | null, planId: number | null, planName: string | null, planType: DoctorPlanType | null, planTypeLabel: string | null, planState: DoctorPlanState | null, planStateLabel: string | null, planStateColor: string | null, planStart: string | null, planEnd: string | null, expiresIn: string | null, daysToExpiry: number | null, validity: DoctorValidity, validityLabel: string, validityColor: string, registeredOn: string }> } };

export type SetDoctorValidityMutationVariables = Exact<{
  doctorId: number;
  validity: DoctorValidity;
}>;


export type SetDoctorValidityMutation = { __typename: 'Mutation', setDoctorValidity: { __typename: 'DoctorValidityResult', message: string, doctor: { __typename: 'Doctor', id: number, idNumber: string, fullName: string, specialty: string | null, mobile: string | null, city: string | null, planId: number | null, planName: string | null, planType: DoctorPlanType | null, planTypeLabel: string | null, planState: DoctorPlanState | null, planStateLabel: string | null, planStateColor: string | null, planStart: string | null, planEnd: string | null, expiresIn: string | null, daysToExpiry: number | null, validity: DoctorValidity, validityLabel: string, validityColor: string, registeredOn: string } } };

export type ExtendDoctorTrialMutationVariables = Exact<{
  plans: Array<DoctorPlanRef> | DoctorPlanRef;
  days?: number | null | undefined;
}>;


export type ExtendDoctorTrialMutation = { __typename: 'Mutation', extendDoctorTrial: { __typename: 'DoctorTrialResult', message: string, count: number, doctors: Array<{ __typename: 'Doctor', id: number, idNumber: string, fullName: string, specialty: string | null, mobile: string | null, city: string | null, planId: number | null, planName: string | null, planType: DoctorPlanType | null, planTypeLabel: string | null, planState: DoctorPlanState | null, planStateLabel: string | null, planStateColor: string | null, planStart: string | null, planEnd: string | null, expiresIn: string | null, daysToExpiry: number | null, validity: DoctorValidity, validityLabel: string, validityColor: string, registeredOn: string }> } };

export type EstablishmentFieldsFragment = { __typename: 'Establishment', id: number, ruc: string, number: string, section: string, legalName: string, description: string, province: number | null, city: string | null, address: string, phone: string | null, legalRepresentative: string | null, economicActivity: string | null, email: string | null, website: string | null, mobile: string | null, fax: string | null, sector: string | null, type: EstablishmentType, headOffice: boolean, environment: EinvoicingEnvironment, numericCode: string | null, specialTaxpayerAuth: string | null, closingType: EstablishmentClosingType, businessUnit: number | null, taxpayerType: EstablishmentTaxpayerType | null };

export type EmissionPointFieldsFragment = { __typename: 'EmissionPoint', id: number, state: EmissionPointState, stateLabel: string, number: string, name: string, description: string | null, type: EmissionPointType, establishmentNumber: string, establishmentId: number, address: string | null };

export type CodeLabelFieldsFragment = { __typename: 'CodeOption', code: number, label: string };

export type EstablishmentsQueryVariables = Exact<{
  companyId: number;
}>;


export type EstablishmentsQuery = { __typename: 'Query', establishments: { __typename: 'EstablishmentList', totalCount: number, einvoicing: boolean, items: Array<{ __typename: 'Establishment', id: number, ruc: string, number: string, section: string, legalName: string, description: string, province: number | null, city: string | null, address: string, phone: string | null, legalRepresentative: string | null, economicActivity: string | null, email: string | null, website: string | null, mobile: string | null, fax: string | null, sector: string | null, type: EstablishmentType, headOffice: boolean, environment: EinvoicingEnvironment, numericCode: string | null, specialTaxpayerAuth: string | null, closingType: EstablishmentClosingType, businessUnit: number | null, taxpayerType: EstablishmentTaxpayerType | null }>, electronicPoints: Array<{ __typename: 'EmissionPoint', id: number, state: EmissionPointState, stateLabel: string, number: string, name: string, description: string | null, type: EmissionPointType, establishmentNumber: string, establishmentId: number, address: string | null }> } };

export type EstablishmentQueryVariables = Exact<{
  companyId: number;
  id: number;
}>;


export type EstablishmentQuery = { __typename: 'Query', establishment: { __typename: 'Establishment', id: number, ruc: string, number: string, section: string, legalName: string, description: string, province: number | null, city: string | null, address: string, phone: string | null, legalRepresentative: string | null, economicActivity: string | null, email: string | null, website: string | null, mobile: string | null, fax: string | null, sector: string | null, type: EstablishmentType, headOffice: boolean, environment: EinvoicingEnvironment, numericCode: string | null, specialTaxpayerAuth: string | null, closingType: EstablishmentClosingType, businessUnit: number | null, taxpayerType: EstablishmentTaxpayerType | null } | null };

export type EstablishmentFormDataQueryVariables = Exact<{ [key: string]: never; }>;


export type EstablishmentFormDataQuery = { __typename: 'Query', establishmentOptions: { __typename: 'EstablishmentOptions', taxpayerTypes: Array<{ __typename: 'CodeOption', code: number, label: string }>, establishmentTypes: Array<{ __typename: 'CodeOption', code: number, label: string }>, closingTypes: Array<{ __typename: 'CodeOption', code: number, label: string }>, environments: Array<{ __typename: 'CodeOption', code: number, label: string }> }, provinces: Array<{ __typename: 'Province', id: number, name: string, cities: Array<{ __typename: 'City', id: number, name: string }> }> };

export type SaveEstablishmentMutationVariables = Exact<{
  companyId: number;
  input: EstablishmentInput;
}>;


export type SaveEstablishmentMutation = { __typename: 'Mutation', saveEstablishment: { __typename: 'EstablishmentResult', message: string, establishment: { __typename: 'Establishment', id: number, ruc: string, number: string, section: string, legalName: string, description: string, province: number | null, city: string | null, address: string, phone: string | null, legalRepresentative: string | null, economicActivity: string | null, email: string | null, website: string | null, mobile: string | null, fax: string | null, sector: string | null, type: EstablishmentType, headOffice: boolean, environment: EinvoicingEnvironment, numericCode: string | null, specialTaxpayerAuth: string | null, closingType: EstablishmentClosingType, businessUnit: number | null, taxpayerType: EstablishmentTaxpayerType | null } } };

export type DeleteEstablishmentMutationVariables = Exact<{
  companyId: number;
  id: number;
}>;


export type DeleteEstablishmentMutation = { __typename: 'Mutation', deleteEstablishment: string };

export type SetHeadOfficeMutationVariables = Exact<{
  companyId: number;
  id: number;
}>;


export type SetHeadOfficeMutation = { __typename: 'Mutation', setHeadOffice: { __typename: 'EstablishmentResult', message: string, establishment: { __typename: 'Establishment', id: number, headOffice: boolean } } };

export type CreateElectronicPointMutationVariables = Exact<{
  companyId: number;
  input: ElectronicPointInput;
}>;


export type CreateElectronicPointMutation = { __typename: 'Mutation', createElectronicPoint: { __typename: 'EmissionPointResult', message: string, einvoicing: boolean, points: Array<{ __typename: 'EmissionPoint', id: number, state: EmissionPointState, stateLabel: string, number: string, name: string, description: string | null, type: EmissionPointType, establishmentNumber: string, establishmentId: number, address: string | null }> } };

export type CancelEmissionPointMutationVariables = Exact<{
  companyId: number;
  id: number;
}>;


export type CancelEmissionPointMutation = { __typename: 'Mutation', cancelEmissionPoint: { __typename: 'EmissionPointResult', message: string, points: Array<{ __typename: 'EmissionPoint', id: number, state: EmissionPointState, stateLabel: string, number: string, name: string, description: string | null, type: EmissionPointType, establishmentNumber: string, establishmentId: number, address: string | null }> } };

export type ReactivateEmissionPointMutationVariables = Exact<{
  companyId: number;
  id: number;
}>;


export type ReactivateEmissionPointMutation = { __typename: 'Mutation', reactivateEmissionPoint: { __typename: 'EmissionPointResult', message: string, points: Array<{ __typename: 'EmissionPoint', id: number, state: EmissionPointState, stateLabel: string, number: string, name: string, description: string | null, type: EmissionPointType, establishmentNumber: string, establishmentId: number, address: string | null }> } };

export type ActivateEinvoicingMutationVariables = Exact<{
  companyId: number;
  input: EinvoicingActivationInput;
}>;


export type ActivateEinvoicingMutation = { __typename: 'Mutation', activateEinvoicing: { __typename: 'EinvoicingActivation', message: string, einvoicing: boolean, headOffice: { __typename: 'Establishment', id: number, ruc: string, number: string, section: string, legalName: string, description: string, province: number | null, city: string | null, address: string, phone: string | null, legalRepresentative: string | null, economicActivity: string | null, email: string | null, website: string | null, mobile: string | null, fax: string | null, sector: string | null, type: EstablishmentType, headOffice: boolean, environment: EinvoicingEnvironment, numericCode: string | null, specialTaxpayerAuth: string | null, closingType: EstablishmentClosingType, businessUnit: number | null, taxpayerType: EstablishmentTaxpayerType | null } } };

export type HelpAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type HelpAdminQuery = { __typename: 'Query', helpTopics: Array<{ __typename: 'HelpTopic', id: number, title: string, parentId: number | null, order: number, icon: string | null, subtitle: string | null, businessLines: Array<number>, documentCount: number, subtopics: Array<{ __typename: 'HelpTopic', id: number, title: string, parentId: number | null, order: number, icon: string | null, subtitle: string | null, businessLines: Array<number>, documentCount: number }> }>, helpScreens: Array<{ __typename: 'HelpScreen', id: number, route: string, name: string | null }> };

export type SaveHelpTopicMutationVariables = Exact<{
  input: HelpTopicInput;
}>;


export type SaveHelpTopicMutation = { __typename: 'Mutation', saveHelpTopic: { __typename: 'HelpSaveResult', message: string, id: number } };

export type DeleteHelpTopicMutationVariables = Exact<{
  id: number;
}>;


export type DeleteHelpTopicMutation = { __typename: 'Mutation', deleteHelpTopic: { __typename: 'HelpSaveResult', message: string, id: number } };

export type SaveHelpDocumentMutationVariables = Exact<{
  input: HelpDocumentInput;
}>;


export type SaveHelpDocumentMutation = { __typename: 'Mutation', saveHelpDocument: { __typename: 'HelpSaveResult', message: string, id: number } };

export type DeleteHelpDocumentMutationVariables = Exact<{
  id: number;
}>;


export type DeleteHelpDocumentMutation = { __typename: 'Mutation', deleteHelpDocument: { __typename: 'HelpSaveResult', message: string, id: number } };

export type FaqAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type FaqAdminQuery = { __typename: 'Query', faqs: { __typename: 'FaqPage', totalCount: number, items: Array<{ __typename: 'Faq', id: number, title: string, answerHtml: string, order: number, group: number, active: boolean }> } };

export type SaveFaqMutationVariables = Exact<{
  input: FaqInput;
}>;


export type SaveFaqMutation = { __typename: 'Mutation', saveFaq: { __typename: 'HelpSaveResult', message: string, id: number } };

export type DeleteFaqMutationVariables = Exact<{
  id: number;
}>;


export type DeleteFaqMutation = { __typename: 'Mutation', deleteFaq: { __typename: 'HelpSaveResult', message: string, id: number } };

export type TipAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type TipAdminQuery = { __typename: 'Query', tips: Array<{ __typename: 'Tip', id: number, view: string, title: string, message: string, until: string, closable: boolean, style: string, color: string, current: boolean, userName: string | null }> };

export type SaveTipMutationVariables = Exact<{
  input: TipInput;
}>;


export type SaveTipMutation = { __typename: 'Mutation', saveTip: { __typename: 'HelpSaveResult', message: string, id: number } };

export type DeleteTipMutationVariables = Exact<{
  id: number;
}>;


export type DeleteTipMutation = { __typename: 'Mutation', deleteTip: { __typename: 'HelpSaveResult', message: string, id: number } };

export type BannerAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type BannerAdminQuery = { __typename: 'Query', banners: Array<{ __typename: 'Banner', id: number, fileName: string, line: number, lineName: string, imageFileId: number | null }> };

export type SaveBannerMutationVariables = Exact<{
  input: BannerInput;
}>;


export type SaveBannerMutation = { __typename: 'Mutation', saveBanner: { __typename: 'HelpSaveResult', message: string, id: number } };

export type DeleteBannerMutationVariables = Exact<{
  id: number;
}>;


export type DeleteBannerMutation = { __typename: 'Mutation', deleteBanner: { __typename: 'HelpSaveResult', message: string, id: number } };

export type TutorialAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type TutorialAdminQuery = { __typename: 'Query', tutorials: Array<{ __typename: 'Tutorial', id: number, title: string, subtitle: string | null, order: number, active: boolean, time: number, businessLines: Array<number>, stepCount: number }> };

export type SaveTutorialMutationVariables = Exact<{
  input: TutorialInput;
}>;


export type SaveTutorialMutation = { __typename: 'Mutation', saveTutorial: { __typename: 'HelpSaveResult', message: string, id: number } };

export type SaveTutorialStepMutationVariables = Exact<{
  input: TutorialStepInput;
}>;


export type SaveTutorialStepMutation = { __typename: 'Mutation', saveTutorialStep: { __typename: 'HelpSaveResult', message: string, id: number } };

export type DeleteTutorialMutationVariables = Exact<{
  id: number;
}>;


export type DeleteTutorialMutation = { __typename: 'Mutation', deleteTutorial: { __typename: 'HelpSaveResult', message: string, id: number } };

export type DeleteTutorialStepMutationVariables = Exact<{
  id: number;
}>;


export type DeleteTutorialStepMutation = { __typename: 'Mutation', deleteTutorialStep: { __typename: 'HelpSaveResult', message: string, id: number } };

export type HelpTopicFieldsFragment = { __typename: 'HelpTopic', id: number, title: string, parentId: number | null, order: number, icon: string | null, subtitle: string | null, businessLines: Array<number>, documentCount: number };

export type HelpDocumentFieldsFragment = { __typename: 'HelpDocument', id: number, title: string, topicId: number, order: number, kinds: string, hasPdf: boolean, pdfName: string | null, pdfFileId: number | null, videoUrl: string | null, lineUrl: string | null, screens: Array<{ __typename: 'HelpScreenLink', id: number, screenId: number, route: string }> };

export type HelpCentreQueryVariables = Exact<{
  line?: number | null | undefined;
}>;


export type HelpCentreQuery = { __typename: 'Query', helpTopics: Array<{ __typename: 'HelpTopic', id: number, title: string, parentId: number | null, order: number, icon: string | null, subtitle: string | null, businessLines: Array<number>, documentCount: number, subtopics: Array<{ __typename: 'HelpTopic', id: number, title: string, parentId: number | null, order: number, icon: string | null, subtitle: string | null, businessLines: Array<number>, documentCount: number }> }>, supportInfo: { __typename: 'SupportInfo', area: string, phone: string, whatsapp: string, email: string, schedule: string, address: string } };

export type HelpBannersQueryVariables = Exact<{
  line?: number | null | undefined;
}>;


export type HelpBannersQuery = { __typename: 'Query', banners: Array<{ __typename: 'Banner', id: number, fileName: string, line: number, lineName: string, imageFileId: number | null }> };

export type HelpDocumentsQueryVariables = Exact<{
  topicId: number;
}>;


export type HelpDocumentsQuery = { __typename: 'Query', helpDocuments: Array<{ __typename: 'HelpDocument', id: number, title: string, topicId: number, order: number, kinds: string, hasPdf: boolean, pdfName: string | null, pdfFileId: number | null, videoUrl: string | null, lineUrl: string | null, screens: Array<{ __typename: 'HelpScreenLink', id: number, screenId: number, route: string }> }> };

export type HelpSearchQueryVariables = Exact<{
  text: string;
  line?: number | null | undefined;
}>;


export type HelpSearchQuery = { __typename: 'Query', helpSearch: { __typename: 'HelpSearchResult', totalCount: number, warning: string | null, hits: Array<{ __typename: 'HelpSearchHit', kind: HelpHitKind, id: number, topicId: number | null, title: string, titleHighlighted: string, snippetHighlighted: string | null, rank: number }> } };

export type PublicFaqsQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicFaqsQuery = { __typename: 'Query', publicFaqs: Array<{ __typename: 'Faq', id: number, title: string, answerHtml: string, order: number, group: number, active: boolean }> };

export type PublicTutorialsQueryVariables = Exact<{
  line?: number | null | undefined;
}>;


export type PublicTutorialsQuery = { __typename: 'Query', publicTutorials: Array<{ __typename: 'Tutorial', id: number, title: string, subtitle: string | null, order: number, time: number, stepCount: number }> };

export type TutorialPresentationQueryVariables = Exact<{
  id: number;
}>;


export type TutorialPresentationQuery = { __typename: 'Query', tutorial: { __typename: 'TutorialDetails', notice: string | null, tutorial: { __typename: 'Tutorial', id: number, title: string, subtitle: string | null }, steps: Array<{ __typename: 'TutorialStep', id: number, order: number, descriptionHtml: string, subtextHtml: string | null, navigationText: string | null, imageFileId: number | null }> } | null };

export type HelpForScreenQueryVariables = Exact<{
  route: string;
}>;


export type HelpForScreenQuery = { __typename: 'Query', helpForScreen: Array<{ __typename: 'HelpDocument', id: number, title: string, topicId: number, order: number, kinds: string, hasPdf: boolean, pdfName: string | null, pdfFileId: number | null, videoUrl: string | null, lineUrl: string | null, screens: Array<{ __typename: 'HelpScreenLink', id: number, screenId: number, route: string }> }> };

export type TipsForScreenQueryVariables = Exact<{
  route: string;
}>;


export type TipsForScreenQuery = { __typename: 'Query', tipsForScreen: Array<{ __typename: 'Tip', id: number, title: string, message: string, style: string, color: string, closable: boolean }> };

export type CloseTipMutationVariables = Exact<{
  id: number;
}>;


export type CloseTipMutation = { __typename: 'Mutation', closeTip: boolean };

export type MailAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type MailAccountsQuery = { __typename: 'Query', mailAccounts: Array<{ __typename: 'SenderAccount', id: number, email: string, name: string, type: MailAccountType, typeLabel: string, disabled: boolean, smtpHost: string | null, smtpPort: number | null, smtpSecure: boolean, username: string | null, hasPassword: boolean, imapHost: string | null, imapPort: number | null, imapSecure: boolean, perMinute: number, userIds: Array<number> }> };

export type SaveMailAccountMutationVariables = Exact<{
  input: SenderAccountInput;
}>;


export type SaveMailAccountMutation = { __typename: 'Mutation', saveMailAccount: { __typename: 'SenderAccount', id: number, email: string, name: string, type: MailAccountType, typeLabel: string, disabled: boolean, smtpHost: string | null, smtpPort: number | null, smtpSecure: boolean, username: string | null, hasPassword: boolean, imapHost: string | null, imapPort: number | null, imapSecure: boolean, perMinute: number, userIds: Array<number> } };

export type DeleteMailAccountMutationVariables = Exact<{
  id: number;
}>;


export type DeleteMailAccountMutation = { __typename: 'Mutation', deleteMailAccount: { __typename: 'MailActionResult', message: string } };

export type MailTemplateCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type MailTemplateCategoriesQuery = { __typename: 'Query', mailTemplateCategories: Array<{ __typename: 'TemplateCategory', id: number, key: string, name: string, accountType: MailAccountType }> };

export type SaveMailTemplateMutationVariables = Exact<{
  input: MailTemplateInput;
  confirmUnknown?: boolean | null | undefined;
}>;


export type SaveMailTemplateMutation = { __typename: 'Mutation', saveMailTemplate: { __typename: 'SaveTemplateResult', message: string, unknownPlaceholders: Array<string>, template: { __typename: 'MailTemplate', id: number, title: string, body: string, type: TemplateChannel, isDefault: boolean, accountType: MailAccountType | null, categoryId: number | null, userName: string, updatedAt: string } } };

export type DeleteMailTemplateMutationVariables = Exact<{
  id: number;
}>;


export type DeleteMailTemplateMutation = { __typename: 'Mutation', deleteMailTemplate: { __typename: 'MailActionResult', message: string } };

export type MailBlacklistQueryVariables = Exact<{
  text?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MailBlacklistQuery = { __typename: 'Query', mailBlacklist: { __typename: 'BlacklistPage', totalCount: number, page: number, pageSize: number, items: Array<{ __typename: 'BlacklistEntry', id: number, email: string, reason: string, source: BlacklistSource, userName: string, createdAt: string }> } };

export type AddToMailBlacklistMutationVariables = Exact<{
  email: string;
  reason?: string | null | undefined;
}>;


export type AddToMailBlacklistMutation = { __typename: 'Mutation', addToMailBlacklist: { __typename: 'MailActionResult', message: string } };

export type RemoveFromMailBlacklistMutationVariables = Exact<{
  email: string;
}>;


export type RemoveFromMailBlacklistMutation = { __typename: 'Mutation', removeFromMailBlacklist: { __typename: 'MailActionResult', message: string } };

export type StaffUsersForMailQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffUsersForMailQuery = { __typename: 'Query', staffUsers: { __typename: 'StaffUserList', items: Array<{ __typename: 'StaffUserRow', id: number, login: string, name: string }> } };

export type MenuBarEntryFieldsFragment = { __typename: 'MenuBarEntry', id: number, title: string, url: string | null, order: number, parentId: number, level: MenuLevel, parentTitle: string | null, childCount: number };

export type MenuAdminCompaniesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type MenuAdminCompaniesQuery = { __typename: 'Query', menuAdminCompanies: Array<{ __typename: 'MenuAdminCompany', id: number, accessCode: string, legalName: string, ruc: string, state: CompanyState }> };

export type MenuBarQueryVariables = Exact<{
  companyId: number;
}>;


export type MenuBarQuery = { __typename: 'Query', menuBar: { __typename: 'MenuBar', company: { __typename: 'MenuAdminCompany', id: number, accessCode: string, legalName: string }, items: Array<{ __typename: 'MenuBarEntry', id: number, title: string, url: string | null, order: number, parentId: number, level: MenuLevel, parentTitle: string | null, childCount: number }>, permisos: { __typename: 'ScreenPermission', resource: string, view: number, create: number, edit: number, delete: number } } };

export type SaveMenuBarEntryMutationVariables = Exact<{
  companyId: number;
  input: MenuBarEntryInput;
}>;


export type SaveMenuBarEntryMutation = { __typename: 'Mutation', saveMenuBarEntry: { __typename: 'MenuBarEntryResult', message: string, menu: { __typename: 'MenuBarEntry', id: number, title: string, url: string | null, order: number, parentId: number, level: MenuLevel, parentTitle: string | null, childCount: number } } };

export type DeleteMenuBarEntriesMutationVariables = Exact<{
  companyId: number;
  ids: Array<number> | number;
}>;


export type DeleteMenuBarEntriesMutation = { __typename: 'Mutation', deleteMenuBarEntries: { __typename: 'MenuBarDeleteResult', message: string, deletedIds: Array<number> } };

export type UnreadNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationsQuery = { __typename: 'Query', unreadNotifications: number };

export type UnreadNotificationsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationsChangedSubscription = { __typename: 'Subscription', unreadNotificationsChanged: { __typename: 'UnreadCountEvent', eventId: string | null, unread: number, notificationId: number | null, text: string | null, at: string } };

export type InboxNotificationFieldsFragment = { __typename: 'InboxNotification', id: number, sentAt: string, expiresAt: string | null, planTitle: string | null, message: string, state: NotificationState, senderName: string, channel: NotificationChannel };

export type MyNotificationsQueryVariables = Exact<{
  state?: NotificationState | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MyNotificationsQuery = { __typename: 'Query', myNotifications: { __typename: 'InboxPage', totalCount: number, unread: number, items: Array<{ __typename: 'InboxNotification', id: number, sentAt: string, expiresAt: string | null, planTitle: string | null, message: string, state: NotificationState, senderName: string, channel: NotificationChannel }> } };

export type MyNotificationQueryVariables = Exact<{
  id: number;
}>;


export type MyNotificationQuery = { __typename: 'Query', myNotification: { __typename: 'InboxNotification', id: number, sentAt: string, expiresAt: string | null, planTitle: string | null, message: string, state: NotificationState, senderName: string, channel: NotificationChannel } | null };

export type SetNotificationStateMutationVariables = Exact<{
  id: number;
  state: NotificationState;
}>;


export type SetNotificationStateMutation = { __typename: 'Mutation', setNotificationState: { __typename: 'InboxStateResult', unread: number, notification: { __typename: 'InboxNotification', id: number, state: NotificationState } } };

export type NotificationParamsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationParamsQuery = { __typename: 'Query', notificationParams: { __typename: 'NotificationParams', februaryDays: number, subject: string, smsLimit: number, desktopCloseMs: number, functions: Array<{ __typename: 'NotificationReportFunction', id: number, title: string, description: string }> }, notificationCompanies: Array<{ __typename: 'NotificationCompany', id: number, accessCode: string, legalName: string, ruc: string }> };

export type NotificationRecipientFieldsFragment = { __typename: 'NotificationRecipient', companyId: number | null, companyCode: string | null, companyName: string | null, referenteId: number | null, userId: number | null, name: string, idNumber: string | null, email: string | null, mobile: string | null, profile: string | null, notSendableReason: string | null };

export type NotificationRecipientsQueryVariables = Exact<{
  kind: NotificationRecipientKind;
  channel: NotificationChannel;
  companyId?: number | null | undefined;
  criterion?: string | null | undefined;
}>;


export type NotificationRecipientsQuery = { __typename: 'Query', notificationRecipients: Array<{ __typename: 'NotificationRecipient', companyId: number | null, companyCode: string | null, companyName: string | null, referenteId: number | null, userId: number | null, name: string, idNumber: string | null, email: string | null, mobile: string | null, profile: string | null, notSendableReason: string | null }> };

export type NotificationSendLineFieldsFragment = { __typename: 'NotificationSendLine', name: string, address: string | null, companyName: string | null, reason: string | null };

export type SendNotificationMutationVariables = Exact<{
  input: NotificationSendInput;
}>;


export type SendNotificationMutation = { __typename: 'Mutation', sendNotification: { __typename: 'NotificationSendResult', message: string, notificationId: number | null, sent: Array<{ __typename: 'NotificationSendLine', name: string, address: string | null, companyName: string | null, reason: string | null }>, notSent: Array<{ __typename: 'NotificationSendLine', name: string, address: string | null, companyName: string | null, reason: string | null }> } };

export type NotificationPlanFieldsFragment = { __typename: 'NotificationPlan', id: number, title: string, message: string, frequency: PlanFrequency, frequencyLabel: string, expiresOn: string, channel: NotificationChannel, channelLabel: string, kind: NotificationRecipientKind, kindLabel: string, functionIds: Array<number>, state: PlanState, companyIds: Array<number>, accountId: number | null, firstDate: string, time: string, weekdays: Array<number>, months: Array<number>, createdBy: string };

export type NotificationPlansQueryVariables = Exact<{
  state?: PlanState | null | undefined;
}>;


export type NotificationPlansQuery = { __typename: 'Query', notificationPlans: { __typename: 'NotificationPlanList', totalCount: number, items: Array<{ __typename: 'NotificationPlan', id: number, title: string, message: string, frequency: PlanFrequency, frequencyLabel: string, expiresOn: string, channel: NotificationChannel, channelLabel: string, kind: NotificationRecipientKind, kindLabel: string, functionIds: Array<number>, state: PlanState, companyIds: Array<number>, accountId: number | null, firstDate: string, time: string, weekdays: Array<number>, months: Array<number>, createdBy: string }> } };

export type NotificationPlanQueryVariables = Exact<{
  id: number;
}>;


export type NotificationPlanQuery = { __typename: 'Query', notificationPlan: { __typename: 'NotificationPlan', nextRun: string | null, id: number, title: string, message: string, frequency: PlanFrequency, frequencyLabel: string, expiresOn: string, channel: NotificationChannel, channelLabel: string, kind: NotificationRecipientKind, kindLabel: string, functionIds: Array<number>, state: PlanState, companyIds: Array<number>, accountId: number | null, firstDate: string, time: string, weekdays: Array<number>, months: Array<number>, createdBy: string, recipients: Array<{ __typename: 'NotificationRecipient', companyId: number | null, companyCode: string | null, companyName: string | null, referenteId: number | null, userId: number | null, name: string, idNumber: string | null, email: string | null, mobile: string | null, profile: string | null, notSendableReason: string | null }> } | null };

export type SaveNotificationPlanMutationVariables = Exact<{
  input: NotificationPlanInput;
}>;


export type SaveNotificationPlanMutation = { __typename: 'Mutation', saveNotificationPlan: { __typename: 'NotificationPlanResult', message: string, plan: { __typename: 'NotificationPlan', id: number, title: string, message: string, frequency: PlanFrequency, frequencyLabel: string, expiresOn: string, channel: NotificationChannel, channelLabel: string, kind: NotificationRecipientKind, kindLabel: string, functionIds: Array<number>, state: PlanState, companyIds: Array<number>, accountId: number | null, firstDate: string, time: string, weekdays: Array<number>, months: Array<number>, createdBy: string } } };

export type CancelNotificationPlanMutationVariables = Exact<{
  id: number;
}>;


export type CancelNotificationPlanMutation = { __typename: 'Mutation', cancelNotificationPlan: { __typename: 'NotificationPlanResult', message: string, plan: { __typename: 'NotificationPlan', id: number, state: PlanState } } };

export type OutboxQueryVariables = Exact<{
  filter?: OutboxFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type OutboxQuery = { __typename: 'Query', outbox: { __typename: 'OutboxPage', totalCount: number, page: number, pageSize: number, items: Array<{ __typename: 'OutboxEmail', id: number, to: string, subject: string, body: string, state: OutboxState, stateLabel: string, error: string | null, source: string, reference: string | null, attempts: number, createdAt: string, sentAt: string | null, userName: string }> } };

export type ResendEmailMutationVariables = Exact<{
  id: number;
}>;


export type ResendEmailMutation = { __typename: 'Mutation', resendEmail: { __typename: 'ResendResult', message: string, email: { __typename: 'OutboxEmail', id: number, state: OutboxState, stateLabel: string } } };

export type ConnectionRowFieldsFragment = { __typename: 'ConnectionRow', companyId: number, accessCode: string, legalName: string, ruc: string, companyState: CompanyState, companyStateLabel: string, companyStateColor: string, express: boolean, packageId: number | null, purchaseDate: string | null, endDate: string | null, packageSize: number | null, acquired: number, used: number, saldo: number, excess: number, contractType: ContractType | null, contractTypeLabel: string | null, notifyPercentage: number | null, block: boolean, notificationState: string, notifiedAt: string | null, contractState: ContractState, balance: BalanceClass, balanceColor: string, invoiceId: number | null, invoiceNumber: string | null, billedRuc: string | null, billedName: string | null, related: boolean, note: string | null, email: string | null };

export type ConnectionPackageFieldsFragment = { __typename: 'ConnectionPackage', id: number, ruc: string, state: PackageState, stateLabel: string, purchaseDate: string, endDate: string | null, packageSize: number, acquired: number, carriedOver: number, previousId: number | null, used: number, saldo: number, excess: number, contractType: ContractType, contractTypeLabel: string, notifyPercentage: number, block: boolean, note: string | null, invoiceId: number | null, invoiceNumber: string | null, billedRuc: string | null, billedName: string | null, related: boolean, notificationState: string, createdBy: string, createdAt: string, cancelledAt: string | null, cancelledBy: string | null, cancelReason: string | null };

export type ConnectionPackagesQueryVariables = Exact<{
  filter?: ConnectionFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ConnectionPackagesQuery = { __typename: 'Query', connectionPackages: { __typename: 'ConnectionPage', totalCount: number, page: number, pageSize: number, items: Array<{ __typename: 'ConnectionRow', companyId: number, accessCode: string, legalName: string, ruc: string, companyState: CompanyState, companyStateLabel: string, companyStateColor: string, express: boolean, packageId: number | null, purchaseDate: string | null, endDate: string | null, packageSize: number | null, acquired: number, used: number, saldo: number, excess: number, contractType: ContractType | null, contractTypeLabel: string | null, notifyPercentage: number | null, block: boolean, notificationState: string, notifiedAt: string | null, contractState: ContractState, balance: BalanceClass, balanceColor: string, invoiceId: number | null, invoiceNumber: string | null, billedRuc: string | null, billedName: string | null, related: boolean, note: string | null, email: string | null }>, summary: { __typename: 'ConnectionSummary', companies: number, excedido: number, porcompletar: number, sinasignar: number, disponible: number, acquired: number, used: number, saldo: number, excess: number }, balanceCounts: Array<{ __typename: 'BalanceCount', key: BalanceClass, label: string, color: string, count: number }>, permisos: { __typename: 'ScreenPermission', view: number, create: number, edit: number, delete: number } } };

export type ConnectionPackageQueryVariables = Exact<{
  id: number;
}>;


export type ConnectionPackageQuery = { __typename: 'Query', connectionPackage: { __typename: 'ConnectionPackage', id: number, ruc: string, state: PackageState, stateLabel: string, purchaseDate: string, endDate: string | null, packageSize: number, acquired: number, carriedOver: number, previousId: number | null, used: number, saldo: number, excess: number, contractType: ContractType, contractTypeLabel: string, notifyPercentage: number, block: boolean, note: string | null, invoiceId: number | null, invoiceNumber: string | null, billedRuc: string | null, billedName: string | null, related: boolean, notificationState: string, createdBy: string, createdAt: string, cancelledAt: string | null, cancelledBy: string | null, cancelReason: string | null } | null };

export type PackageDetailsQueryVariables = Exact<{
  rucs: Array<string> | string;
}>;


export type PackageDetailsQuery = { __typename: 'Query', packageDetails: { __typename: 'PackageDetails', ruc: string, companies: Array<string>, packages: Array<{ __typename: 'ConnectionPackage', id: number, ruc: string, state: PackageState, stateLabel: string, purchaseDate: string, endDate: string | null, packageSize: number, acquired: number, carriedOver: number, previousId: number | null, used: number, saldo: number, excess: number, contractType: ContractType, contractTypeLabel: string, notifyPercentage: number, block: boolean, note: string | null, invoiceId: number | null, invoiceNumber: string | null, billedRuc: string | null, billedName: string | null, related: boolean, notificationState: string, createdBy: string, createdAt: string, cancelledAt: string | null, cancelledBy: string | null, cancelReason: string | null }>, usage: Array<{ __typename: 'UsageDay', date: string, units: number, excess: number }> } };

export type PackageInvoiceQueryVariables = Exact<{
  number?: string | null | undefined;
  code?: number | null | undefined;
}>;


export type PackageInvoiceQuery = { __typename: 'Query', invoice: { __typename: 'Invoice', id: number, number: string, date: string, ruc: string, name: string, concept: string | null, total: string, cancelled: boolean, packageId: number | null } | null };

export type CompanyContactsQueryVariables = Exact<{
  companyId: number;
}>;


export type CompanyContactsQuery = { __typename: 'Query', companyContacts: Array<{ __typename: 'ContractContact', id: number, contractId: number, clientId: number | null, name: string, role: string, email: string | null }> };

export type CreateConnectionPackageMutationVariables = Exact<{
  input: PackageInput;
}>;


export type CreateConnectionPackageMutation = { __typename: 'Mutation', createConnectionPackage: { __typename: 'PackageResult', message: string, package: { __typename: 'ConnectionPackage', id: number, ruc: string, state: PackageState, stateLabel: string, purchaseDate: string, endDate: string | null, packageSize: number, acquired: number, carriedOver: number, previousId: number | null, used: number, saldo: number, excess: number, contractType: ContractType, contractTypeLabel: string, notifyPercentage: number, block: boolean, note: string | null, invoiceId: number | null, invoiceNumber: string | null, billedRuc: string | null, billedName: string | null, related: boolean, notificationState: string, createdBy: string, createdAt: string, cancelledAt: string | null, cancelledBy: string | null, cancelReason: string | null } } };

export type EditConnectionPackageMutationVariables = Exact<{
  id: number;
  input: PackageInput;
}>;


export type EditConnectionPackageMutation = { __typename: 'Mutation', editConnectionPackage: { __typename: 'PackageResult', message: string, package: { __typename: 'ConnectionPackage', id: number, ruc: string, state: PackageState, stateLabel: string, purchaseDate: string, endDate: string | null, packageSize: number, acquired: number, carriedOver: number, previousId: number | null, used: number, saldo: number, excess: number, contractType: ContractType, contractTypeLabel: string, notifyPercentage: number, block: boolean, note: string | null, invoiceId: number | null, invoiceNumber: string | null, billedRuc: string | null, billedName: string | null, related: boolean, notificationState: string, createdBy: string, createdAt: string, cancelledAt: string | null, cancelledBy: string | null, cancelReason: string | null } } };

export type CancelConnectionPackageMutationVariables = Exact<{
  id: number;
  reason?: string | null | undefined;
}>;


export type CancelConnectionPackageMutation = { __typename: 'Mutation', cancelConnectionPackage: { __typename: 'PackageResult', message: string, package: { __typename: 'ConnectionPackage', id: number, ruc: string, state: PackageState, stateLabel: string, purchaseDate: string, endDate: string | null, packageSize: number, acquired: number, carriedOver: number, previousId: number | null, used: number, saldo: number, excess: number, contractType: ContractType, contractTypeLabel: string, notifyPercentage: number, block: boolean, note: string | null, invoiceId: number | null, invoiceNumber: string | null, billedRuc: string | null, billedName: string | null, related: boolean, notificationState: string, createdBy: string, createdAt: string, cancelledAt: string | null, cancelledBy: string | null, cancelReason: string | null } } };

export type BlockAuthorizationMutationVariables = Exact<{
  companyIds: Array<number> | number;
  confirmEmptyEmail?: boolean | null | undefined;
}>;


export type BlockAuthorizationMutation = { __typename: 'Mutation', blockAuthorization: { __typename: 'AuthorizationResult', message: string, needsConfirmation: boolean, companyIds: Array<number>, expressAccessCodes: Array<string>, withoutEmail: Array<string>, count: number } };

export type UnblockAuthorizationMutationVariables = Exact<{
  companyIds: Array<number> | number;
}>;


export type UnblockAuthorizationMutation = { __typename: 'Mutation', unblockAuthorization: { __typename: 'AuthorizationResult', message: string, companyIds: Array<number>, expressAccessCodes: Array<string>, count: number } };

export type ChangeNotificationEmailMutationVariables = Exact<{
  input: NotificationEmailInput;
}>;


export type ChangeNotificationEmailMutation = { __typename: 'Mutation', changeNotificationEmail: { __typename: 'NotificationEmailResult', message: string, contacts: Array<{ __typename: 'ContractContact', id: number, contractId: number, clientId: number | null, name: string, role: string, email: string | null }> } };

export type SendPackageNotificationMutationVariables = Exact<{
  companyId: number;
  contactIds: Array<number> | number;
}>;


export type SendPackageNotificationMutation = { __typename: 'Mutation', sendPackageNotification: { __typename: 'NotificationResult', message: string, sent: number, warnings: Array<string>, emailIds: Array<number> } };

export type ParcelCooperativesQueryVariables = Exact<{ [key: string]: never; }>;


export type ParcelCooperativesQuery = { __typename: 'Query', parcelCooperatives: Array<{ __typename: 'ParcelCooperative', id: number, name: string, logo: string | null, androidApp: string | null, iosApp: string | null }> };

export type ParcelByGuideQueryVariables = Exact<{
  companyId?: number | null | undefined;
  guide: string;
  idNumber?: string | null | undefined;
}>;


export type ParcelByGuideQuery = { __typename: 'Query', parcelByGuide: { __typename: 'ParcelGuideResult', error: boolean, personalDataShown: boolean, parcel: { __typename: 'Parcel', id: number, guide: string, date: string, senderName: string | null, receiverName: string | null, origin: string, destination: string, state: ParcelState, stateLabel: string, deliveredAt: string | null, total: string | null } | null, history: Array<{ __typename: 'ParcelHistoryEntry', state: ParcelState, stateLabel: string, place: string, date: string, detail: string | null }>, articles: Array<{ __typename: 'ParcelArticle', description: string, quantity: number, weight: string, value: string | null }> } };

export type ParcelsByIdNumberQueryVariables = Exact<{
  companyId?: number | null | undefined;
  idNumber: string;
  foreign?: boolean | null | undefined;
  limit?: number | null | undefined;
}>;


export type ParcelsByIdNumberQuery = { __typename: 'Query', parcelsByIdNumber: { __typename: 'ParcelIdResult', limit: number, items: Array<{ __typename: 'ParcelListItem', id: number, guide: string, date: string, origin: string, destination: string, state: ParcelState, stateLabel: string }> } };

export type ReportSpecFieldsFragment = { __typename: 'Report', code: number, name: string, message: string | null, output: ReportOutput, functionName: string, module: ReportModule, category: number, period: ReportPeriod, singleDate: boolean, associations: string, items: string, active: boolean };

export type ReportListQueryVariables = Exact<{
  companyId?: number | null | undefined;
  module?: ReportModule | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  orderBy?: ReportOrder | null | undefined;
}>;


export type ReportListQuery = { __typename: 'Query', reportPage: { __typename: 'ReportPage', totalCount: number, items: Array<{ __typename: 'Report', code: number, name: string, message: string | null, output: ReportOutput, functionName: string, module: ReportModule, category: number, period: ReportPeriod, singleDate: boolean, associations: string, items: string, active: boolean }> } };

export type ReportFunctionsQueryVariables = Exact<{
  companyId?: number | null | undefined;
}>;


export type ReportFunctionsQuery = { __typename: 'Query', reportFunctions: Array<string> };

export type ReportViewsQueryVariables = Exact<{
  companyId?: number | null | undefined;
  code: number;
}>;


export type ReportViewsQuery = { __typename: 'Query', report: { __typename: 'ReportDetail', views: Array<{ __typename: 'ReportView', id: number, order: number, title: string, horizontal: boolean, chart: { __typename: 'ChartSetup', type: ChartType | null, stacked: boolean, legendColumn: string | null, seriesMode: SeriesMode, hasLegend: boolean, hasLabels: boolean, title: string | null, series: Array<string> }, columns: Array<{ __typename: 'ReportViewColumn', column: string, order: number, width: number, label: string, grouping: ColumnGrouping, total: ColumnTotal, decimals: number | null, color: string | null, groupColumn: string | null }> }> } | null };

export type SaveReportMutationVariables = Exact<{
  companyId?: number | null | undefined;
  input: ReportInput;
}>;


export type SaveReportMutation = { __typename: 'Mutation', saveReport: { __typename: 'Report', code: number, name: string, message: string | null, output: ReportOutput, functionName: string, module: ReportModule, category: number, period: ReportPeriod, singleDate: boolean, associations: string, items: string, active: boolean } };

export type ReportFunctionColumnsQueryVariables = Exact<{
  companyId?: number | null | undefined;
  functionName?: string | null | undefined;
}>;


export type ReportFunctionColumnsQuery = { __typename: 'Query', reportFunctionColumns: Array<{ __typename: 'ReportFunctionColumn', name: string, type: string, kind: ReportColumnType }> };

export type SaveReportViewMutationVariables = Exact<{
  companyId?: number | null | undefined;
  reportCode?: number | null | undefined;
  input: ReportViewInput;
}>;


export type SaveReportViewMutation = { __typename: 'Mutation', saveReportView: { __typename: 'ReportView', id: number, title: string } };

export type DeleteReportViewMutationVariables = Exact<{
  companyId?: number | null | undefined;
  viewId?: number | null | undefined;
}>;


export type DeleteReportViewMutation = { __typename: 'Mutation', deleteReportView: boolean };

export type SaveReportColumnsMutationVariables = Exact<{
  companyId?: number | null | undefined;
  viewId?: number | null | undefined;
  columns: Array<ReportColumnInput> | ReportColumnInput;
}>;


export type SaveReportColumnsMutation = { __typename: 'Mutation', saveReportColumns: Array<{ __typename: 'ReportViewColumn', column: string }> };

export type CopyReportMutationVariables = Exact<{
  companyId?: number | null | undefined;
  code?: number | null | undefined;
  targetCompanyIds: Array<number> | number;
}>;


export type CopyReportMutation = { __typename: 'Mutation', copyReport: { __typename: 'MultiCompanyResult', code: number, message: string, results: Array<{ __typename: 'CompanyOperationResult', companyId: number, company: string, ok: boolean, message: string, reportCode: number | null }> } };

export type MassChangeReportsMutationVariables = Exact<{
  input: ReportMassChangeInput;
}>;


export type MassChangeReportsMutation = { __typename: 'Mutation', massChangeReports: { __typename: 'MultiCompanyResult', code: number, message: string, results: Array<{ __typename: 'CompanyOperationResult', companyId: number, company: string, ok: boolean, message: string, reportCode: number | null }> } };

export type MultiResultFieldsFragment = { __typename: 'MultiCompanyResult', code: number, message: string, results: Array<{ __typename: 'CompanyOperationResult', companyId: number, company: string, ok: boolean, message: string, reportCode: number | null }> };

export type ImportReportsMutationVariables = Exact<{
  companyId?: number | null | undefined;
  contentBase64?: string | null | undefined;
}>;


export type ImportReportsMutation = { __typename: 'Mutation', importReports: Array<{ __typename: 'Report', code: number, name: string }> };

export type ReportListWorkbookQueryVariables = Exact<{
  companyId?: number | null | undefined;
  module?: ReportModule | null | undefined;
  category?: number | null | undefined;
}>;


export type ReportListWorkbookQuery = { __typename: 'Query', reportListWorkbook: { __typename: 'DownloadFile', fileName: string, mimeType: string, contentBase64: string } };

export type DashboardQueryVariables = Exact<{
  owner?: DashboardOwner | null | undefined;
  ownerId?: number | null | undefined;
}>;


export type DashboardQuery = { __typename: 'Query', dashboard: { __typename: 'DashboardConfig', owner: DashboardOwner, ownerId: number | null, items: Array<{ __typename: 'DashboardItem', id: number, order: number, type: DashboardItemType, title: string, functionName: string | null, info: DashboardInfo | null, range: DashboardRange, asChart: boolean }> } };

export type DashboardItemFieldsFragment = { __typename: 'DashboardItem', id: number, order: number, type: DashboardItemType, title: string, functionName: string | null, info: DashboardInfo | null, range: DashboardRange, asChart: boolean };

export type DashboardItemDataQueryVariables = Exact<{
  companyId?: number | null | undefined;
  itemId: number;
}>;


export type DashboardItemDataQuery = { __typename: 'Query', dashboardItemData: { __typename: 'DashboardItemData', itemId: number, reportCode: number | null, from: string, to: string, rows: Array<Array<string | null> | null>, totals: Array<string | null>, columns: Array<{ __typename: 'ReportRunColumn', name: string, label: string, type: ReportColumnType, decimals: number, grouping: ColumnGrouping, total: ColumnTotal, color: string | null, width: number, groupColumn: string | null, visible: boolean }>, chart: { __typename: 'ChartSetup', type: ChartType | null, stacked: boolean, legendColumn: string | null, seriesMode: SeriesMode, hasLegend: boolean, hasLabels: boolean, title: string | null, series: Array<string> } | null } };

export type SaveDashboardMutationVariables = Exact<{
  owner: DashboardOwner;
  ownerId?: number | null | undefined;
  items: Array<DashboardItemInput> | DashboardItemInput;
}>;


export type SaveDashboardMutation = { __typename: 'Mutation', saveDashboard: { __typename: 'DashboardConfig', owner: DashboardOwner, ownerId: number | null, items: Array<{ __typename: 'DashboardItem', id: number, order: number, type: DashboardItemType, title: string, functionName: string | null, info: DashboardInfo | null, range: DashboardRange, asChart: boolean }> } };

export type ReportCompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportCompaniesQuery = { __typename: 'Query', reportCompanies: Array<{ __typename: 'ReportCompany', id: number, name: string }> };

export type ModuleReportsQueryVariables = Exact<{
  companyId?: number | null | undefined;
  module?: ReportModule | null | undefined;
}>;


export type ModuleReportsQuery = { __typename: 'Query', reports: Array<{ __typename: 'Report', code: number, name: string, message: string | null, functionName: string, module: ReportModule, period: ReportPeriod, singleDate: boolean, associations: string, items: string }> };

export type RunReportQueryVariables = Exact<{
  companyId?: number | null | undefined;
  code: number;
  form?: ReportFormInput | null | undefined;
  viewId?: number | null | undefined;
}>;


export type RunReportQuery = { __typename: 'Query', runReport: { __typename: 'ReportRunResult', rows: Array<Array<string | null> | null>, rowCount: number, truncated: boolean, from: string, to: string, report: { __typename: 'Report', code: number, name: string }, view: { __typename: 'ReportView', id: number, title: string, horizontal: boolean, chart: { __typename: 'ChartSetup', type: ChartType | null, stacked: boolean, legendColumn: string | null, seriesMode: SeriesMode, hasLegend: boolean, hasLabels: boolean, title: string | null, series: Array<string> } }, columns: Array<{ __typename: 'ReportRunColumn', name: string, label: string, type: ReportColumnType, decimals: number, grouping: ColumnGrouping, total: ColumnTotal, color: string | null, width: number, groupColumn: string | null, visible: boolean }> } };

export type SaveReportChartMutationVariables = Exact<{
  companyId?: number | null | undefined;
  viewId?: number | null | undefined;
  input: ChartSetupInput;
}>;


export type SaveReportChartMutation = { __typename: 'Mutation', saveReportChart: { __typename: 'ChartSetup', type: ChartType | null } };

export type AccountingEntryQueryVariables = Exact<{
  companyId?: number | null | undefined;
  entryId: number;
}>;


export type AccountingEntryQuery = { __typename: 'Query', accountingEntry: { __typename: 'EntryDetail', id: number, number: number, date: string, description: string | null, transactionId: number | null, totalDebit: string, totalCredit: string, lines: Array<{ __typename: 'EntryLine', accountNumber: string, accountName: string, debit: string, credit: string, detail: string | null }> } | null };

export type EntryFieldsFragment = { __typename: 'EntryDetail', id: number, number: number, date: string, description: string | null, transactionId: number | null, totalDebit: string, totalCredit: string, lines: Array<{ __typename: 'EntryLine', accountNumber: string, accountName: string, debit: string, credit: string, detail: string | null }> };

export type TransactionDetailQueryVariables = Exact<{
  companyId?: number | null | undefined;
  transactionId: number;
}>;


export type TransactionDetailQuery = { __typename: 'Query', transactionDetail: { __typename: 'TransactionDetail', id: number, typeCode: number, typeName: string, voucher: string, date: string, party: string | null, partyId: string | null, subtotal: string, tax: string, total: string, voided: boolean, electronicState: string | null, accessKey: string | null, entries: Array<{ __typename: 'EntryDetail', id: number, number: number, date: string, description: string | null, transactionId: number | null, totalDebit: string, totalCredit: string, lines: Array<{ __typename: 'EntryLine', accountNumber: string, accountName: string, debit: string, credit: string, detail: string | null }> }> } | null };

export type ReportFormListsQueryVariables = Exact<{
  companyId?: number | null | undefined;
}>;


export type ReportFormListsQuery = { __typename: 'Query', reportFormLists: { __typename: 'ReportFormLists', warehouses: Array<{ __typename: 'ReportWarehouse', id: number, name: string, establishment: string }>, users: Array<{ __typename: 'ReportCompanyUser', id: number, name: string }> } };

export type ReportSectionsQueryVariables = Exact<{
  companyId?: number | null | undefined;
  warehouseId?: number | null | undefined;
}>;


export type ReportSectionsQuery = { __typename: 'Query', reportSections: Array<{ __typename: 'ReportSection', id: number, name: string, number: string }> };

export type ReportRunColumnFieldsFragment = { __typename: 'ReportRunColumn', name: string, label: string, type: ReportColumnType, decimals: number, grouping: ColumnGrouping, total: ColumnTotal, color: string | null, width: number, groupColumn: string | null, visible: boolean };

export type ChartSetupFieldsFragment = { __typename: 'ChartSetup', type: ChartType | null, stacked: boolean, legendColumn: string | null, seriesMode: SeriesMode, hasLegend: boolean, hasLabels: boolean, title: string | null, series: Array<string> };

export type ScriptDatabasesQueryVariables = Exact<{ [key: string]: never; }>;


export type ScriptDatabasesQuery = { __typename: 'Query', scriptDatabases: Array<{ __typename: 'ScriptDatabase', name: string, schemas: Array<{ __typename: 'BackupSchema', schema: string, companyName: string | null }> }> };

export type ScriptRunFieldsFragment = { __typename: 'ScriptRun', id: number, hash: string, dryRun: boolean, state: string, schemas: Array<string>, allSucceeded: boolean, results: Array<{ __typename: 'ScriptSchemaResult', schema: string, ok: boolean, outcome: string, message: string }> };

export type RunTenantScriptMutationVariables = Exact<{
  input: ScriptRunInput;
}>;


export type RunTenantScriptMutation = { __typename: 'Mutation', runTenantScript: { __typename: 'ScriptRunJob', jobId: string, run: { __typename: 'ScriptRun', id: number, hash: string, dryRun: boolean, state: string, schemas: Array<string>, allSucceeded: boolean, results: Array<{ __typename: 'ScriptSchemaResult', schema: string, ok: boolean, outcome: string, message: string }> } } };

export type ScriptRunQueryVariables = Exact<{
  id: number;
}>;


export type ScriptRunQuery = { __typename: 'Query', scriptRun: { __typename: 'ScriptRun', id: number, hash: string, dryRun: boolean, state: string, schemas: Array<string>, allSucceeded: boolean, results: Array<{ __typename: 'ScriptSchemaResult', schema: string, ok: boolean, outcome: string, message: string }> } | null };

export type CheckTenantFunctionMutationVariables = Exact<{
  input: ScriptCheckInput;
}>;


export type CheckTenantFunctionMutation = { __typename: 'Mutation', checkTenantFunction: { __typename: 'ScriptCheck', schema: string, functionName: string, exists: boolean, compiles: boolean, ok: boolean, message: string } };

export type ScriptJobProgressSubscriptionVariables = Exact<{
  jobId: string;
}>;


export type ScriptJobProgressSubscription = { __typename: 'Subscription', jobProgress: { __typename: 'JobProgress', jobId: string, progress: number, state: JobState, message: string | null } };

export type SmsContractsQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type SmsContractsQuery = { __typename: 'Query', smsContracts: { __typename: 'SmsContractPage', totalCount: number, page: number, pageSize: number, items: Array<{ __typename: 'SmsContract', id: number, companyId: number, accessCode: string, legalName: string, ruc: string, contracted: number, contractType: ContractType, contractedLabel: string, used: number, failed: number, available: number | null }> } };

export type SentSmsSummaryQueryVariables = Exact<{
  filter?: SentSmsFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type SentSmsSummaryQuery = { __typename: 'Query', sentSms: { __typename: 'SentSmsPage', totalCount: number, page: number, pageSize: number, items: Array<{ __typename: 'SentSms', id: number, accessCode: string, legalName: string, mobile: string, recipientName: string | null, message: string, state: SmsState, createdAt: string, sentAt: string | null, error: string | null, userName: string }> } };

export type SmsCompanyByRucQueryVariables = Exact<{
  ruc: string;
}>;


export type SmsCompanyByRucQuery = { __typename: 'Query', company: { __typename: 'Company', id: number, legalName: string } | null };

export type SaveSmsContractMutationVariables = Exact<{
  input: SmsContractInput;
}>;


export type SaveSmsContractMutation = { __typename: 'Mutation', saveSmsContract: { __typename: 'SmsContract', id: number, companyId: number, contracted: number, contractedLabel: string } };

export type StaffProfilesQueryVariables = Exact<{
  active?: boolean | null | undefined;
}>;


export type StaffProfilesQuery = { __typename: 'Query', staffProfiles: { __typename: 'StaffProfileList', items: Array<{ __typename: 'StaffProfileRow', id: number, name: string, active: boolean, activeLabel: string, users: number, menus: number }>, permisos: { __typename: 'ScreenPermission', resource: string, view: number, create: number, edit: number, delete: number } } };

export type SetStaffProfileActiveMutationVariables = Exact<{
  id: number;
  active: boolean;
}>;


export type SetStaffProfileActiveMutation = { __typename: 'Mutation', setStaffProfileActive: { __typename: 'StaffMessage', message: string } };

export type StaffUsersQueryVariables = Exact<{
  profileId?: number | null | undefined;
  active?: boolean | null | undefined;
}>;


export type StaffUsersQuery = { __typename: 'Query', staffUsers: { __typename: 'StaffUserList', actorHierarchy: StaffHierarchy, canChangePasswords: boolean, items: Array<{ __typename: 'StaffUserRow', id: number, login: string, name: string, email: string | null, active: boolean, activeLabel: string, profileId: number | null, profileName: string | null, hierarchy: StaffHierarchy, hierarchyLabel: string, sectionName: string | null }>, permisos: { __typename: 'ScreenPermission', resource: string, view: number, create: number, edit: number, delete: number } } };

export type SetStaffUserActiveMutationVariables = Exact<{
  id: number;
  active: boolean;
}>;


export type SetStaffUserActiveMutation = { __typename: 'Mutation', setStaffUserActive: { __typename: 'StaffMessage', message: string } };

export type StaffProfileQueryVariables = Exact<{
  id: number;
  sectionId?: number | null | undefined;
}>;


export type StaffProfileQuery = { __typename: 'Query', staffProfile: { __typename: 'StaffProfileDetail', id: number, name: string, active: boolean, sectionId: number, sectionMenuIds: Array<number>, sections: Array<{ __typename: 'StaffSection', id: number, name: string, menus: number }>, menus: Array<{ __typename: 'StaffMenuNode', id: number, title: string, chosen: boolean, level: MenuGrantLevel | null, children: Array<{ __typename: 'StaffMenuNode', id: number, title: string, chosen: boolean, level: MenuGrantLevel | null }> }> } | null };

export type SaveStaffProfileMutationVariables = Exact<{
  id: number;
  input: StaffProfileInput;
}>;


export type SaveStaffProfileMutation = { __typename: 'Mutation', saveStaffProfile: { __typename: 'StaffProfileResult', message: string, profile: { __typename: 'StaffProfileDetail', id: number, sectionId: number } } };

export type StaffUserFormQueryVariables = Exact<{
  id: number;
}>;


export type StaffUserFormQuery = { __typename: 'Query', staffUserForm: { __typename: 'StaffUserForm', actorHierarchy: StaffHierarchy, user: { __typename: 'StaffUserRow', id: number, login: string, name: string, email: string | null, profileId: number | null, hierarchy: StaffHierarchy, sectionId: number | null } | null, profiles: Array<{ __typename: 'StaffProfileOption', id: number, name: string }>, sections: Array<{ __typename: 'StaffSection', id: number, name: string }>, areas: Array<{ __typename: 'StaffArea', id: number, name: string, active: boolean, lines: Array<number> }> } | null };

export type CreateStaffUserMutationVariables = Exact<{
  input: StaffUserInput;
}>;


export type CreateStaffUserMutation = { __typename: 'Mutation', createStaffUser: { __typename: 'StaffUserResult', message: string, user: { __typename: 'StaffUserRow', id: number } } };

export type EditStaffUserMutationVariables = Exact<{
  id: number;
  input: StaffUserInput;
}>;


export type EditStaffUserMutation = { __typename: 'Mutation', editStaffUser: { __typename: 'StaffUserResult', message: string, user: { __typename: 'StaffUserRow', id: number } } };

export type ChangeStaffUserPasswordMutationVariables = Exact<{
  id: number;
  input: StaffPasswordInput;
}>;


export type ChangeStaffUserPasswordMutation = { __typename: 'Mutation', changeStaffUserPassword: { __typename: 'StaffMessage', message: string } };

export type SupportRequestFieldsFragment = { __typename: 'SupportRequest', id: number, state: SupportState, stateLabel: string, message: string, sentAt: string, senderId: number, senderName: string, addressedTo: number, addressedName: string | null, errorMessage: string | null, screenshotId: number | null, screenshotUrl: string | null, replyTo: number | null };

export type SupportRequestsQueryVariables = Exact<{
  filter?: SupportRequestFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type SupportRequestsQuery = { __typename: 'Query', supportRequests: { __typename: 'SupportRequestPage', totalCount: number, page: number, pageSize: number, items: Array<{ __typename: 'SupportRequest', id: number, state: SupportState, stateLabel: string, message: string, sentAt: string, senderId: number, senderName: string, addressedTo: number, addressedName: string | null, errorMessage: string | null, screenshotId: number | null, screenshotUrl: string | null, replyTo: number | null }> } };

export type SupportDefaultStateQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportDefaultStateQuery = { __typename: 'Query', supportDefaultState: SupportState };

export type SupportAdminsQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportAdminsQuery = { __typename: 'Query', supportAdmins: Array<{ __typename: 'SupportUser', id: number, name: string, support: boolean }> };

export type SupportReviewQueryVariables = Exact<{
  id: number;
}>;


export type SupportReviewQuery = { __typename: 'Query', supportRequest: { __typename: 'SupportReview', request: { __typename: 'SupportRequest', id: number, state: SupportState, stateLabel: string, message: string, sentAt: string, senderId: number, senderName: string, addressedTo: number, addressedName: string | null, errorMessage: string | null, screenshotId: number | null, screenshotUrl: string | null, replyTo: number | null }, replies: Array<{ __typename: 'SupportRequest', id: number, state: SupportState, stateLabel: string, message: string, sentAt: string, senderId: number, senderName: string, addressedTo: number, addressedName: string | null, errorMessage: string | null, screenshotId: number | null, screenshotUrl: string | null, replyTo: number | null }>, technicalMessages: Array<{ __typename: 'SupportTechnicalMessage', id: number, fromId: number, fromName: string, toId: number, toName: string, sentAt: string, message: string, modules: string | null, emailed: boolean }>, usersToNotify: Array<{ __typename: 'SupportUser', id: number, name: string, email: string | null, support: boolean }>, history: Array<{ __typename: 'SupportHistoryEntry', id: number, action: SupportAction, actorName: string, at: string, fromState: SupportState | null, toState: SupportState | null, detail: string | null }> } };

export type SendSupportRequestMutationVariables = Exact<{
  input: SupportRequestInput;
}>;


export type SendSupportRequestMutation = { __typename: 'Mutation', sendSupportRequest: { __typename: 'SupportSendResult', message: string, request: { __typename: 'SupportRequest', id: number, state: SupportState, stateLabel: string, message: string, sentAt: string, senderId: number, senderName: string, addressedTo: number, addressedName: string | null, errorMessage: string | null, screenshotId: number | null, screenshotUrl: string | null, replyTo: number | null } } };

export type ChangeSupportStateMutationVariables = Exact<{
  id: number;
  state: SupportState;
}>;


export type ChangeSupportStateMutation = { __typename: 'Mutation', changeSupportState: { __typename: 'SupportStateResult', message: string, request: { __typename: 'SupportRequest', id: number, state: SupportState, stateLabel: string, message: string, sentAt: string, senderId: number, senderName: string, addressedTo: number, addressedName: string | null, errorMessage: string | null, screenshotId: number | null, screenshotUrl: string | null, replyTo: number | null } } };

export type SendSupportTechnicalMessageMutationVariables = Exact<{
  input: SupportTechnicalInput;
}>;


export type SendSupportTechnicalMessageMutation = { __typename: 'Mutation', sendSupportTechnicalMessage: { __typename: 'SupportTechnicalResult', message: string, sender: string, emailQueued: boolean } };

export type SupportEventsSubscriptionVariables = Exact<{
  afterEventId?: string | number | null | undefined;
}>;


export type SupportEventsSubscription = { __typename: 'Subscription', supportEvents: { __typename: 'SupportEvent', eventId: string | null, kind: SupportEventKind, requestId: number, userName: string, senderId: number, userId: number, message: string, state: SupportState, at: string } };

export type ArticleFieldsFragment = { __typename: 'Article', id: number, code: string, name: string, typeId: number, typeName: string, sectionId: number | null, sectionName: string | null, unit: string, price: string, taxed: boolean };

export type ArticleSearchOptionsQueryVariables = Exact<{
  companyId: number;
  transactionType: number;
}>;


export type ArticleSearchOptionsQuery = { __typename: 'Query', articleCatalogOptions: { __typename: 'ArticleCatalogOptions', sections: Array<{ __typename: 'ArticleSection', id: number, name: string, articleCount: number }>, types: Array<{ __typename: 'ArticleType', id: number, name: string }> }, articleSearchSetup: { __typename: 'ArticleSearchSetup', transactionType: number, mode: ArticleSearchMode, typeId: number | null, sectionId: number | null, priceList: ArticlePriceList, limit: number } };

export type ArticleSearchQueryVariables = Exact<{
  companyId: number;
  text: string;
  mode: ArticleSearchMode;
  typeId: number;
  sectionId?: number | null | undefined;
  transactionType?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ArticleSearchQuery = { __typename: 'Query', articleSearch: { __typename: 'ArticlePage', totalCount: number, items: Array<{ __typename: 'Article', id: number, code: string, name: string, typeId: number, typeName: string, sectionId: number | null, sectionName: string | null, unit: string, price: string, taxed: boolean }> } };

export type ReferenteFieldsFragment = { __typename: 'Referente', id: number, idNumber: string, idType: ReferenteIdType, name: string, surname: string | null, fullName: string, address: string | null, phone: string | null, email: string | null, mobile: string | null, userNumber: number | null };

export type ReferenteLookupQueryVariables = Exact<{
  companyId: number;
  mode: ReferenteSearchMode;
  search: string;
  documentType?: ReferenteDocumentType | null | undefined;
}>;


export type ReferenteLookupQuery = { __typename: 'Query', referenteLookup: { __typename: 'ReferenteLookup', estado: ReferenteLookupState, ref: { __typename: 'Referente', id: number, idNumber: string, idType: ReferenteIdType, name: string, surname: string | null, fullName: string, address: string | null, phone: string | null, email: string | null, mobile: string | null, userNumber: number | null } | null } };

export type ReferenteSearchQueryVariables = Exact<{
  companyId: number;
  text: string;
  limit?: number | null | undefined;
}>;


export type ReferenteSearchQuery = { __typename: 'Query', referenteSearch: Array<{ __typename: 'Referente', id: number, idNumber: string, idType: ReferenteIdType, name: string, surname: string | null, fullName: string, address: string | null, phone: string | null, email: string | null, mobile: string | null, userNumber: number | null }> };

export type SenderAccountFieldsFragment = { __typename: 'SenderAccount', id: number, email: string, name: string, type: MailAccountType, typeLabel: string, disabled: boolean, smtpHost: string | null, smtpPort: number | null, smtpSecure: boolean, username: string | null, hasPassword: boolean, imapHost: string | null, imapPort: number | null, imapSecure: boolean, perMinute: number, userIds: Array<number> };

export type MailTemplateFieldsFragment = { __typename: 'MailTemplate', id: number, title: string, body: string, type: TemplateChannel, isDefault: boolean, accountType: MailAccountType | null, categoryId: number | null, userName: string, updatedAt: string };

export type NewMailQueryVariables = Exact<{
  accountType?: MailAccountType | null | undefined;
}>;


export type NewMailQuery = { __typename: 'Query', newMail: { __typename: 'NewMailInfo', message: string | null, accounts: Array<{ __typename: 'SenderAccount', id: number, email: string, name: string, type: MailAccountType, typeLabel: string, disabled: boolean, smtpHost: string | null, smtpPort: number | null, smtpSecure: boolean, username: string | null, hasPassword: boolean, imapHost: string | null, imapPort: number | null, imapSecure: boolean, perMinute: number, userIds: Array<number> }> } };

export type MailTemplatesQueryVariables = Exact<{
  type: TemplateChannel;
  accountType?: MailAccountType | null | undefined;
  categoryId?: number | null | undefined;
}>;


export type MailTemplatesQuery = { __typename: 'Query', mailTemplates: Array<{ __typename: 'MailTemplate', id: number, title: string, body: string, type: TemplateChannel, isDefault: boolean, accountType: MailAccountType | null, categoryId: number | null, userName: string, updatedAt: string }> };

export type MailTemplateColumnsQueryVariables = Exact<{ [key: string]: never; }>;


export type MailTemplateColumnsQuery = { __typename: 'Query', mailTemplateColumns: Array<{ __typename: 'InsertableColumn', prop: string, label: string, isTable: boolean, include: boolean, placeholder: string }> };

export type SendMailMutationVariables = Exact<{
  input: SendMailInput;
}>;


export type SendMailMutation = { __typename: 'Mutation', sendMail: { __typename: 'SendMailResult', batchId: string, results: Array<{ __typename: 'SendOutcome', email: string, state: MailState, message: string, blacklisted: boolean, mailId: number | null, logId: number | null }> } };

export type SmsPackageQueryVariables = Exact<{
  companyId: number;
}>;


export type SmsPackageQuery = { __typename: 'Query', smsContract: { __typename: 'SmsContract', id: number, contracted: number, contractedLabel: string, used: number, available: number | null } | null };

export type SendSmsFromModalMutationVariables = Exact<{
  input: SmsSendInput;
}>;


export type SendSmsFromModalMutation = { __typename: 'Mutation', sendSms: { __typename: 'SmsSendResult', message: string, queued: number, ids: Array<number>, used: number, available: number | null, duplicate: boolean } };

export const ScreenPermissionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreenPermissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScreenPermission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]} as unknown as DocumentNode<ScreenPermissionFieldsFragment, unknown>;
export const CurrentUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"hierarchy"}},{"kind":"Field","name":{"kind":"Name","value":"isSupport"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}},{"kind":"Field","name":{"kind":"Name","value":"homeUri"}},{"kind":"Field","name":{"kind":"Name","value":"menus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]} as unknown as DocumentNode<CurrentUserFieldsFragment, unknown>;
export const BackupRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackupRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Backup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"server"}},{"kind":"Field","name":{"kind":"Name","value":"database"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"checksum"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<BackupRowFieldsFragment, unknown>;
export const ClientFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"formUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"formUpdateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"formState"}},{"kind":"Field","name":{"kind":"Name","value":"formStateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"stateColor"}}]}}]}}]} as unknown as DocumentNode<ClientFieldsFragment, unknown>;
export const ClientSearchFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientSearchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientSearchResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"formUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"formUpdateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"formState"}},{"kind":"Field","name":{"kind":"Name","value":"formStateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"stateColor"}}]}}]}}]} as unknown as DocumentNode<ClientSearchFieldsFragment, unknown>;
export const CompanyStateViewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyStateViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateView"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}}]}}]}}]} as unknown as DocumentNode<CompanyStateViewFieldsFragment, unknown>;
export const CompanyLocationServicesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyLocationServices"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fe"}},{"kind":"Field","name":{"kind":"Name","value":"sms"}},{"kind":"Field","name":{"kind":"Name","value":"ced"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"bk"}},{"kind":"Field","name":{"kind":"Name","value":"bka"}},{"kind":"Field","name":{"kind":"Name","value":"bloqAut"}}]}}]}}]} as unknown as DocumentNode<CompanyLocationServicesFragment, unknown>;
export const CompanyListFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"businessLine"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"dbHost"}},{"kind":"Field","name":{"kind":"Name","value":"dbSchema"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyStateViewFields"}},{"kind":"Field","name":{"kind":"Name","value":"stateActions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyLocationServices"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyStateViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateView"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyLocationServices"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fe"}},{"kind":"Field","name":{"kind":"Name","value":"sms"}},{"kind":"Field","name":{"kind":"Name","value":"ced"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"bk"}},{"kind":"Field","name":{"kind":"Name","value":"bka"}},{"kind":"Field","name":{"kind":"Name","value":"bloqAut"}}]}}]}}]} as unknown as DocumentNode<CompanyListFieldsFragment, unknown>;
export const CompanyEditFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyEditFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"dbPort"}},{"kind":"Field","name":{"kind":"Name","value":"dbHost"}},{"kind":"Field","name":{"kind":"Name","value":"dbName"}},{"kind":"Field","name":{"kind":"Name","value":"dbSchema"}},{"kind":"Field","name":{"kind":"Name","value":"dbUser"}},{"kind":"Field","name":{"kind":"Name","value":"hasDbPassword"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"accessType"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"businessLine"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyStateViewFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyLocationServices"}},{"kind":"Field","name":{"kind":"Name","value":"addOnFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pry"}},{"kind":"Field","name":{"kind":"Name","value":"fol"}},{"kind":"Field","name":{"kind":"Name","value":"orc"}},{"kind":"Field","name":{"kind":"Name","value":"orp"}},{"kind":"Field","name":{"kind":"Name","value":"bod"}},{"kind":"Field","name":{"kind":"Name","value":"imp"}},{"kind":"Field","name":{"kind":"Name","value":"ven"}},{"kind":"Field","name":{"kind":"Name","value":"inv"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyStateViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateView"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyLocationServices"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fe"}},{"kind":"Field","name":{"kind":"Name","value":"sms"}},{"kind":"Field","name":{"kind":"Name","value":"ced"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"bk"}},{"kind":"Field","name":{"kind":"Name","value":"bka"}},{"kind":"Field","name":{"kind":"Name","value":"bloqAut"}}]}}]}}]} as unknown as DocumentNode<CompanyEditFieldsFragment, unknown>;
export const CompanyImportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyImportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"resubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"canRetry"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}}]}}]}}]} as unknown as DocumentNode<CompanyImportFieldsFragment, unknown>;
export const ContractPaymentRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractPaymentRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContractPaymentRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractId"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyState"}},{"kind":"Field","name":{"kind":"Name","value":"paymentState"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStateColor"}},{"kind":"Field","name":{"kind":"Name","value":"contractState"}},{"kind":"Field","name":{"kind":"Name","value":"notificationState"}},{"kind":"Field","name":{"kind":"Name","value":"accessState"}},{"kind":"Field","name":{"kind":"Name","value":"accessStateColor"}},{"kind":"Field","name":{"kind":"Name","value":"contractMonth"}},{"kind":"Field","name":{"kind":"Name","value":"businessLine"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"paidCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpaidCount"}},{"kind":"Field","name":{"kind":"Name","value":"amountDue"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ContractPaymentRowFieldsFragment, unknown>;
export const DevCycleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DevCycleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DevCycle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]} as unknown as DocumentNode<DevCycleFieldsFragment, unknown>;
export const DoctorRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DoctorRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Doctor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"specialty"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"planType"}},{"kind":"Field","name":{"kind":"Name","value":"planTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"planState"}},{"kind":"Field","name":{"kind":"Name","value":"planStateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"planStateColor"}},{"kind":"Field","name":{"kind":"Name","value":"planStart"}},{"kind":"Field","name":{"kind":"Name","value":"planEnd"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}},{"kind":"Field","name":{"kind":"Name","value":"daysToExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"validity"}},{"kind":"Field","name":{"kind":"Name","value":"validityLabel"}},{"kind":"Field","name":{"kind":"Name","value":"validityColor"}},{"kind":"Field","name":{"kind":"Name","value":"registeredOn"}}]}}]} as unknown as DocumentNode<DoctorRowFieldsFragment, unknown>;
export const EstablishmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EstablishmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Establishment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"legalRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"economicActivity"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"headOffice"}},{"kind":"Field","name":{"kind":"Name","value":"environment"}},{"kind":"Field","name":{"kind":"Name","value":"numericCode"}},{"kind":"Field","name":{"kind":"Name","value":"specialTaxpayerAuth"}},{"kind":"Field","name":{"kind":"Name","value":"closingType"}},{"kind":"Field","name":{"kind":"Name","value":"businessUnit"}},{"kind":"Field","name":{"kind":"Name","value":"taxpayerType"}}]}}]} as unknown as DocumentNode<EstablishmentFieldsFragment, unknown>;
export const EmissionPointFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmissionPointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmissionPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"establishmentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"establishmentId"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]} as unknown as DocumentNode<EmissionPointFieldsFragment, unknown>;
export const CodeLabelFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeLabelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]} as unknown as DocumentNode<CodeLabelFieldsFragment, unknown>;
export const HelpTopicFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HelpTopicFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HelpTopic"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}}]}}]} as unknown as DocumentNode<HelpTopicFieldsFragment, unknown>;
export const HelpDocumentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HelpDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HelpDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"topicId"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}},{"kind":"Field","name":{"kind":"Name","value":"hasPdf"}},{"kind":"Field","name":{"kind":"Name","value":"pdfName"}},{"kind":"Field","name":{"kind":"Name","value":"pdfFileId"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lineUrl"}},{"kind":"Field","name":{"kind":"Name","value":"screens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"screenId"}},{"kind":"Field","name":{"kind":"Name","value":"route"}}]}}]}}]} as unknown as DocumentNode<HelpDocumentFieldsFragment, unknown>;
export const MenuBarEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuBarEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuBarEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"parentTitle"}},{"kind":"Field","name":{"kind":"Name","value":"childCount"}}]}}]} as unknown as DocumentNode<MenuBarEntryFieldsFragment, unknown>;
export const InboxNotificationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxNotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"planTitle"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}}]}}]} as unknown as DocumentNode<InboxNotificationFieldsFragment, unknown>;
export const NotificationRecipientFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationRecipientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationRecipient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyCode"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"referenteId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"notSendableReason"}}]}}]} as unknown as DocumentNode<NotificationRecipientFieldsFragment, unknown>;
export const NotificationSendLineFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSendLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSendLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<NotificationSendLineFieldsFragment, unknown>;
export const NotificationPlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"frequencyLabel"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"channelLabel"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}},{"kind":"Field","name":{"kind":"Name","value":"functionIds"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"companyIds"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"firstDate"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"weekdays"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}}]} as unknown as DocumentNode<NotificationPlanFieldsFragment, unknown>;
export const ConnectionRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConnectionRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConnectionRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"companyState"}},{"kind":"Field","name":{"kind":"Name","value":"companyStateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"companyStateColor"}},{"kind":"Field","name":{"kind":"Name","value":"express"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"packageSize"}},{"kind":"Field","name":{"kind":"Name","value":"acquired"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"saldo"}},{"kind":"Field","name":{"kind":"Name","value":"excess"}},{"kind":"Field","name":{"kind":"Name","value":"contractType"}},{"kind":"Field","name":{"kind":"Name","value":"contractTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"notifyPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"block"}},{"kind":"Field","name":{"kind":"Name","value":"notificationState"}},{"kind":"Field","name":{"kind":"Name","value":"notifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractState"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"balanceColor"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"billedRuc"}},{"kind":"Field","name":{"kind":"Name","value":"billedName"}},{"kind":"Field","name":{"kind":"Name","value":"related"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode<ConnectionRowFieldsFragment, unknown>;
export const ConnectionPackageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConnectionPackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConnectionPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"packageSize"}},{"kind":"Field","name":{"kind":"Name","value":"acquired"}},{"kind":"Field","name":{"kind":"Name","value":"carriedOver"}},{"kind":"Field","name":{"kind":"Name","value":"previousId"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"saldo"}},{"kind":"Field","name":{"kind":"Name","value":"excess"}},{"kind":"Field","name":{"kind":"Name","value":"contractType"}},{"kind":"Field","name":{"kind":"Name","value":"contractTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"notifyPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"block"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"billedRuc"}},{"kind":"Field","name":{"kind":"Name","value":"billedName"}},{"kind":"Field","name":{"kind":"Name","value":"related"}},{"kind":"Field","name":{"kind":"Name","value":"notificationState"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}}]}}]} as unknown as DocumentNode<ConnectionPackageFieldsFragment, unknown>;
export const ReportSpecFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportSpecFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"functionName"}},{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"singleDate"}},{"kind":"Field","name":{"kind":"Name","value":"associations"}},{"kind":"Field","name":{"kind":"Name","value":"items"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<ReportSpecFieldsFragment, unknown>;
export const MultiResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MultiResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MultiCompanyResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reportCode"}}]}}]}}]} as unknown as DocumentNode<MultiResultFieldsFragment, unknown>;
export const DashboardItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"functionName"}},{"kind":"Field","name":{"kind":"Name","value":"info"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"asChart"}}]}}]} as unknown as DocumentNode<DashboardItemFieldsFragment, unknown>;
export const EntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntryDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"totalDebit"}},{"kind":"Field","name":{"kind":"Name","value":"totalCredit"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"debit"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]} as unknown as DocumentNode<EntryFieldsFragment, unknown>;
export const ReportRunColumnFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportRunColumnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportRunColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}},{"kind":"Field","name":{"kind":"Name","value":"grouping"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"groupColumn"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}}]}}]} as unknown as DocumentNode<ReportRunColumnFieldsFragment, unknown>;
export const ChartSetupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChartSetupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChartSetup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"stacked"}},{"kind":"Field","name":{"kind":"Name","value":"legendColumn"}},{"kind":"Field","name":{"kind":"Name","value":"seriesMode"}},{"kind":"Field","name":{"kind":"Name","value":"hasLegend"}},{"kind":"Field","name":{"kind":"Name","value":"hasLabels"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"series"}}]}}]} as unknown as DocumentNode<ChartSetupFieldsFragment, unknown>;
export const ScriptRunFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScriptRunFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScriptRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"schemas"}},{"kind":"Field","name":{"kind":"Name","value":"allSucceeded"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ScriptRunFieldsFragment, unknown>;
export const SupportRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"addressedTo"}},{"kind":"Field","name":{"kind":"Name","value":"addressedName"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"screenshotId"}},{"kind":"Field","name":{"kind":"Name","value":"screenshotUrl"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"}}]}}]} as unknown as DocumentNode<SupportRequestFieldsFragment, unknown>;
export const ArticleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionName"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"taxed"}}]}}]} as unknown as DocumentNode<ArticleFieldsFragment, unknown>;
export const ReferenteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReferenteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Referente"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"idType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"userNumber"}}]}}]} as unknown as DocumentNode<ReferenteFieldsFragment, unknown>;
export const SenderAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SenderAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SenderAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"smtpHost"}},{"kind":"Field","name":{"kind":"Name","value":"smtpPort"}},{"kind":"Field","name":{"kind":"Name","value":"smtpSecure"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"imapHost"}},{"kind":"Field","name":{"kind":"Name","value":"imapPort"}},{"kind":"Field","name":{"kind":"Name","value":"imapSecure"}},{"kind":"Field","name":{"kind":"Name","value":"perMinute"}},{"kind":"Field","name":{"kind":"Name","value":"userIds"}}]}}]} as unknown as DocumentNode<SenderAccountFieldsFragment, unknown>;
export const MailTemplateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MailTemplateFieldsFragment, unknown>;
export const ClientSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClientSuggestionsQuery, ClientSuggestionsQueryVariables>;
export const SystemMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SystemMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<SystemMessagesSubscription, SystemMessagesSubscriptionVariables>;
export const ApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiTokenFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"CREATED_AT"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"}}]}}]}}]}}]} as unknown as DocumentNode<ApiTokensQuery, ApiTokensQueryVariables>;
export const ApiTokenCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokenCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokenCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}}]}}]}}]} as unknown as DocumentNode<ApiTokenCompaniesQuery, ApiTokenCompaniesQueryVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const AplicativoCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AplicativoCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}}]}}]}}]}}]} as unknown as DocumentNode<AplicativoCompaniesQuery, AplicativoCompaniesQueryVariables>;
export const AplicativoOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AplicativoOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aplicativoOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<AplicativoOptionsQuery, AplicativoOptionsQueryVariables>;
export const AccountingModelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountingModels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingModels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"models"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transactionType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"side"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AccountingModelsQuery, AccountingModelsQueryVariables>;
export const SaveAccountingModelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAccountingModel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingModelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAccountingModel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SaveAccountingModelMutation, SaveAccountingModelMutationVariables>;
export const InitialAccountingPeriodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InitialAccountingPeriod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initialAccountingPeriod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionCount"}},{"kind":"Field","name":{"kind":"Name","value":"electronicDocumentCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxRecords"}},{"kind":"Field","name":{"kind":"Name","value":"confirmation"}}]}}]}}]} as unknown as DocumentNode<InitialAccountingPeriodQuery, InitialAccountingPeriodQueryVariables>;
export const SetInitialAccountingPeriodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetInitialAccountingPeriod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setInitialAccountingPeriod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SetInitialAccountingPeriodMutation, SetInitialAccountingPeriodMutationVariables>;
export const UnbalancedEntryLimitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnbalancedEntryLimit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unbalancedEntryLimit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"periods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"unbalancedLimit"}}]}}]}}]}}]} as unknown as DocumentNode<UnbalancedEntryLimitQuery, UnbalancedEntryLimitQueryVariables>;
export const SetUnbalancedEntryLimitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUnbalancedEntryLimit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUnbalancedEntryLimit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"periodId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SetUnbalancedEntryLimitMutation, SetUnbalancedEntryLimitMutationVariables>;
export const UnbalancedEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnbalancedEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unbalancedEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"}},{"kind":"Field","name":{"kind":"Name","value":"debit"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"unbalanced"}},{"kind":"Field","name":{"kind":"Name","value":"withinLimit"}}]}}]}}]} as unknown as DocumentNode<UnbalancedEntriesQuery, UnbalancedEntriesQueryVariables>;
export const FixUnbalancedEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FixUnbalancedEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fixUnbalancedEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"entryIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fixed"}}]}}]}}]} as unknown as DocumentNode<FixUnbalancedEntriesMutation, FixUnbalancedEntriesMutationVariables>;
export const DecodeAccessKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DecodeAccessKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"authorizationNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decodeAccessKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"authorizationNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"authorizationNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"environment"}},{"kind":"Field","name":{"kind":"Name","value":"establishment"}},{"kind":"Field","name":{"kind":"Name","value":"emissionPoint"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"numericCode"}},{"kind":"Field","name":{"kind":"Name","value":"emissionType"}},{"kind":"Field","name":{"kind":"Name","value":"checkDigit"}}]}}]}}]} as unknown as DocumentNode<DecodeAccessKeyQuery, DecodeAccessKeyQueryVariables>;
export const RestoreElectronicDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreElectronicDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"authorizationNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreElectronicDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"authorizationNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"authorizationNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RestoreElectronicDocumentMutation, RestoreElectronicDocumentMutationVariables>;
export const CompanyMenuOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyMenuOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyMenuOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"process"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyMenuOptionsQuery, CompanyMenuOptionsQueryVariables>;
export const ActivateCompanyMenuOptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateCompanyMenuOption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"optionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateCompanyMenuOption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"optionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"optionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"guide"}}]}}]}}]} as unknown as DocumentNode<ActivateCompanyMenuOptionMutation, ActivateCompanyMenuOptionMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"hierarchy"}},{"kind":"Field","name":{"kind":"Name","value":"isSupport"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}},{"kind":"Field","name":{"kind":"Name","value":"homeUri"}},{"kind":"Field","name":{"kind":"Name","value":"menus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"hierarchy"}},{"kind":"Field","name":{"kind":"Name","value":"isSupport"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}},{"kind":"Field","name":{"kind":"Name","value":"homeUri"}},{"kind":"Field","name":{"kind":"Name","value":"menus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const MySessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<MySessionsQuery, MySessionsQueryVariables>;
export const RevokeSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeSessionMutation, RevokeSessionMutationVariables>;
export const RevokeOtherSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeOtherSessions"}}]}}]} as unknown as DocumentNode<RevokeOtherSessionsMutation, RevokeOtherSessionsMutationVariables>;
export const BackupServersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackupServers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backupServers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"database"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"schemas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]}}]} as unknown as DocumentNode<BackupServersQuery, BackupServersQueryVariables>;
export const BackupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Backups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BackupState"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BackupRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackupRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Backup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"server"}},{"kind":"Field","name":{"kind":"Name","value":"database"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"checksum"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<BackupsQuery, BackupsQueryVariables>;
export const StartBackupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartBackup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BackupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startBackup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"backup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BackupRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackupRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Backup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"server"}},{"kind":"Field","name":{"kind":"Name","value":"database"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"checksum"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<StartBackupMutation, StartBackupMutationVariables>;
export const StartRestoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartRestore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RestoreInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startRestore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"restore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<StartRestoreMutation, StartRestoreMutationVariables>;
export const BackupRestoreStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackupRestoreState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backupRestore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}}]}}]}}]} as unknown as DocumentNode<BackupRestoreStateQuery, BackupRestoreStateQueryVariables>;
export const BackupJobProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BackupJobProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<BackupJobProgressSubscription, BackupJobProgressSubscriptionVariables>;
export const ClientSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientSearchFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"formUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"formUpdateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"formState"}},{"kind":"Field","name":{"kind":"Name","value":"formStateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"stateColor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientSearchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientSearchResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFields"}}]}}]}}]} as unknown as DocumentNode<ClientSearchQuery, ClientSearchQueryVariables>;
export const ClientGridSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientGridSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClientSearchKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientGridSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientSearchFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"formUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"formUpdateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"formState"}},{"kind":"Field","name":{"kind":"Name","value":"formStateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"stateColor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientSearchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientSearchResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFields"}}]}}]}}]} as unknown as DocumentNode<ClientGridSearchQuery, ClientGridSearchQueryVariables>;
export const ClientSearchSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientSearchSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientSearchSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domainMessage"}},{"kind":"Field","name":{"kind":"Name","value":"domains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"formUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"formUpdateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"formState"}},{"kind":"Field","name":{"kind":"Name","value":"formStateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"stateColor"}}]}}]}}]} as unknown as DocumentNode<ClientSearchSetupQuery, ClientSearchSetupQueryVariables>;
export const ClientCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientCompanies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientCompanies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}}]}}]}}]} as unknown as DocumentNode<ClientCompaniesQuery, ClientCompaniesQueryVariables>;
export const SetClientFormUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetClientFormUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formUpdate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClientFormUpdate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setClientFormUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"formUpdate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formUpdate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"formUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"formUpdateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"formState"}},{"kind":"Field","name":{"kind":"Name","value":"formStateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"stateColor"}}]}}]}}]} as unknown as DocumentNode<SetClientFormUpdateMutation, SetClientFormUpdateMutationVariables>;
export const ClientDomainsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientDomains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientDomains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ClientDomainsQuery, ClientDomainsQueryVariables>;
export const CompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Companies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyListFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permisos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreenPermissionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyStateViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateView"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyLocationServices"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fe"}},{"kind":"Field","name":{"kind":"Name","value":"sms"}},{"kind":"Field","name":{"kind":"Name","value":"ced"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"bk"}},{"kind":"Field","name":{"kind":"Name","value":"bka"}},{"kind":"Field","name":{"kind":"Name","value":"bloqAut"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"businessLine"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"dbHost"}},{"kind":"Field","name":{"kind":"Name","value":"dbSchema"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyStateViewFields"}},{"kind":"Field","name":{"kind":"Name","value":"stateActions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyLocationServices"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreenPermissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScreenPermission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]} as unknown as DocumentNode<CompaniesQuery, CompaniesQueryVariables>;
export const CompanyFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"provinces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"states"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyFormOptionsQuery, CompanyFormOptionsQueryVariables>;
export const CompanyEditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyEditFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyLogo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyStateViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateView"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyLocationServices"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fe"}},{"kind":"Field","name":{"kind":"Name","value":"sms"}},{"kind":"Field","name":{"kind":"Name","value":"ced"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"bk"}},{"kind":"Field","name":{"kind":"Name","value":"bka"}},{"kind":"Field","name":{"kind":"Name","value":"bloqAut"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyEditFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"dbPort"}},{"kind":"Field","name":{"kind":"Name","value":"dbHost"}},{"kind":"Field","name":{"kind":"Name","value":"dbName"}},{"kind":"Field","name":{"kind":"Name","value":"dbSchema"}},{"kind":"Field","name":{"kind":"Name","value":"dbUser"}},{"kind":"Field","name":{"kind":"Name","value":"hasDbPassword"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"accessType"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"businessLine"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyStateViewFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyLocationServices"}},{"kind":"Field","name":{"kind":"Name","value":"addOnFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pry"}},{"kind":"Field","name":{"kind":"Name","value":"fol"}},{"kind":"Field","name":{"kind":"Name","value":"orc"}},{"kind":"Field","name":{"kind":"Name","value":"orp"}},{"kind":"Field","name":{"kind":"Name","value":"bod"}},{"kind":"Field","name":{"kind":"Name","value":"imp"}},{"kind":"Field","name":{"kind":"Name","value":"ven"}},{"kind":"Field","name":{"kind":"Name","value":"inv"}}]}}]}}]} as unknown as DocumentNode<CompanyEditQuery, CompanyEditQueryVariables>;
export const CompanyHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<CompanyHistoryQuery, CompanyHistoryQueryVariables>;
export const SaveCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanySaveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyEditFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyStateViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateView"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyLocationServices"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fe"}},{"kind":"Field","name":{"kind":"Name","value":"sms"}},{"kind":"Field","name":{"kind":"Name","value":"ced"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"bk"}},{"kind":"Field","name":{"kind":"Name","value":"bka"}},{"kind":"Field","name":{"kind":"Name","value":"bloqAut"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyEditFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"dbPort"}},{"kind":"Field","name":{"kind":"Name","value":"dbHost"}},{"kind":"Field","name":{"kind":"Name","value":"dbName"}},{"kind":"Field","name":{"kind":"Name","value":"dbSchema"}},{"kind":"Field","name":{"kind":"Name","value":"dbUser"}},{"kind":"Field","name":{"kind":"Name","value":"hasDbPassword"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"accessType"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"businessLine"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyStateViewFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyLocationServices"}},{"kind":"Field","name":{"kind":"Name","value":"addOnFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pry"}},{"kind":"Field","name":{"kind":"Name","value":"fol"}},{"kind":"Field","name":{"kind":"Name","value":"orc"}},{"kind":"Field","name":{"kind":"Name","value":"orp"}},{"kind":"Field","name":{"kind":"Name","value":"bod"}},{"kind":"Field","name":{"kind":"Name","value":"imp"}},{"kind":"Field","name":{"kind":"Name","value":"ven"}},{"kind":"Field","name":{"kind":"Name","value":"inv"}}]}}]}}]} as unknown as DocumentNode<SaveCompanyMutation, SaveCompanyMutationVariables>;
export const ChangeCompanyStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeCompanyState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyState"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeCompanyState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyListFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyStateViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateView"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyLocationServices"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fe"}},{"kind":"Field","name":{"kind":"Name","value":"sms"}},{"kind":"Field","name":{"kind":"Name","value":"ced"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"bk"}},{"kind":"Field","name":{"kind":"Name","value":"bka"}},{"kind":"Field","name":{"kind":"Name","value":"bloqAut"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"businessLine"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"dbHost"}},{"kind":"Field","name":{"kind":"Name","value":"dbSchema"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyStateViewFields"}},{"kind":"Field","name":{"kind":"Name","value":"stateActions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyLocationServices"}}]}}]} as unknown as DocumentNode<ChangeCompanyStateMutation, ChangeCompanyStateMutationVariables>;
export const BulkChangeCompanyStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BulkChangeCompanyState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyState"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkChangeCompanyState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BulkChangeCompanyStateMutation, BulkChangeCompanyStateMutationVariables>;
export const BulkChangeCompanyTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BulkChangeCompanyType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessLine"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkChangeCompanyType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"businessLine"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessLine"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BulkChangeCompanyTypeMutation, BulkChangeCompanyTypeMutationVariables>;
export const DeleteCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteCompanyMutation, DeleteCompanyMutationVariables>;
export const CompanyStateChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CompanyStateChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyStateChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<CompanyStateChangedSubscription, CompanyStateChangedSubscriptionVariables>;
export const CompanyChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyChangeKind"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"kinds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyChangesQuery, CompanyChangesQueryVariables>;
export const ProductVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"accessType"}},{"kind":"Field","name":{"kind":"Name","value":"maxLengths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"length"}}]}}]}}]}}]} as unknown as DocumentNode<ProductVersionsQuery, ProductVersionsQueryVariables>;
export const CompanyCreationFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyCreationForm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyCreationForm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"form"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"establishmentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pointNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pointName"}},{"kind":"Field","name":{"kind":"Name","value":"taxpayerType"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"pointType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxpayerTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"economicActivities"}},{"kind":"Field","name":{"kind":"Name","value":"provinces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allowsManualPoint"}}]}}]}}]} as unknown as DocumentNode<CompanyCreationFormQuery, CompanyCreationFormQueryVariables>;
export const CreateCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyCreationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processed"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}}]}}]}}]} as unknown as DocumentNode<CreateCompanyMutation, CreateCompanyMutationVariables>;
export const CreateCompaniesFromSpreadsheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCompaniesFromSpreadsheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanySpreadsheetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCompaniesFromSpreadsheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyImportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyImportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"resubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"canRetry"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}}]}}]}}]} as unknown as DocumentNode<CreateCompaniesFromSpreadsheetMutation, CreateCompaniesFromSpreadsheetMutationVariables>;
export const RetryCompanyImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryCompanyImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryCompanyImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyImportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyImportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"resubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"canRetry"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}}]}}]}}]} as unknown as DocumentNode<RetryCompanyImportMutation, RetryCompanyImportMutationVariables>;
export const CompanyImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyImportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyImportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"resubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"canRetry"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}}]}}]}}]} as unknown as DocumentNode<CompanyImportQuery, CompanyImportQueryVariables>;
export const CompanyCreationTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyCreationTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyCreationTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<CompanyCreationTemplateQuery, CompanyCreationTemplateQueryVariables>;
export const CompanyImportProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CompanyImportProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CompanyImportProgressSubscription, CompanyImportProgressSubscriptionVariables>;
export const ContractPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContractPaymentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractPaymentRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permisos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreenPermissionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractPaymentRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContractPaymentRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractId"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyState"}},{"kind":"Field","name":{"kind":"Name","value":"paymentState"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStateColor"}},{"kind":"Field","name":{"kind":"Name","value":"contractState"}},{"kind":"Field","name":{"kind":"Name","value":"notificationState"}},{"kind":"Field","name":{"kind":"Name","value":"accessState"}},{"kind":"Field","name":{"kind":"Name","value":"accessStateColor"}},{"kind":"Field","name":{"kind":"Name","value":"contractMonth"}},{"kind":"Field","name":{"kind":"Name","value":"businessLine"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"paidCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpaidCount"}},{"kind":"Field","name":{"kind":"Name","value":"amountDue"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreenPermissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScreenPermission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]} as unknown as DocumentNode<ContractPaymentsQuery, ContractPaymentsQueryVariables>;
export const InstallmentHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstallmentHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contractId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ruc"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installmentHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contractId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contractId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ruc"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ruc"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contract"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractId"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paidDate"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}}]}}]}}]}}]} as unknown as DocumentNode<InstallmentHistoryQuery, InstallmentHistoryQueryVariables>;
export const ContractInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"concept"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"iva"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"debit"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}}]}}]}}]}}]} as unknown as DocumentNode<ContractInvoiceQuery, ContractInvoiceQueryVariables>;
export const DevelopmentOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DevelopmentOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"developmentOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"moduleIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permisos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreenPermissionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreenPermissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScreenPermission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]} as unknown as DocumentNode<DevelopmentOptionsQuery, DevelopmentOptionsQueryVariables>;
export const DevelopmentAreaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DevelopmentArea"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"areaId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"developmentArea"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"areaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"areaId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DevCycleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DevCycleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"functionals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DevCycleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DevCycle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]} as unknown as DocumentNode<DevelopmentAreaQuery, DevelopmentAreaQueryVariables>;
export const DevelopmentVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DevelopmentVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"developmentVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"versionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"areaName"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}}]}}]}}]}}]} as unknown as DocumentNode<DevelopmentVersionQuery, DevelopmentVersionQueryVariables>;
export const DevelopmentUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DevelopmentUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"developmentUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DevelopmentUsersQuery, DevelopmentUsersQueryVariables>;
export const SaveDevelopmentModuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDevelopmentModule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DevModuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"r"},"name":{"kind":"Name","value":"saveDevelopmentModule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveDevelopmentModuleMutation, SaveDevelopmentModuleMutationVariables>;
export const SaveDevelopmentAttributeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDevelopmentAttribute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DevAttributeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"r"},"name":{"kind":"Name","value":"saveDevelopmentAttribute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveDevelopmentAttributeMutation, SaveDevelopmentAttributeMutationVariables>;
export const SaveDevelopmentFunctionalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDevelopmentFunctional"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DevFunctionalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"r"},"name":{"kind":"Name","value":"saveDevelopmentFunctional"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveDevelopmentFunctionalMutation, SaveDevelopmentFunctionalMutationVariables>;
export const SaveDevelopmentVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDevelopmentVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DevVersionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"r"},"name":{"kind":"Name","value":"saveDevelopmentVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveDevelopmentVersionMutation, SaveDevelopmentVersionMutationVariables>;
export const SaveDevelopmentVersionModulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDevelopmentVersionModules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"moduleIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"r"},"name":{"kind":"Name","value":"saveDevelopmentVersionModules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"versionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"moduleIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"moduleIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveDevelopmentVersionModulesMutation, SaveDevelopmentVersionModulesMutationVariables>;
export const SaveDevelopmentCycleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDevelopmentCycle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DevCycleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"r"},"name":{"kind":"Name","value":"saveDevelopmentCycle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DevCycleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DevCycleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DevCycle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]} as unknown as DocumentNode<SaveDevelopmentCycleMutation, SaveDevelopmentCycleMutationVariables>;
export const DeleteDevelopmentModuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDevelopmentModule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"r"},"name":{"kind":"Name","value":"deleteDevelopmentModule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteDevelopmentModuleMutation, DeleteDevelopmentModuleMutationVariables>;
export const DeleteDevelopmentAttributeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDevelopmentAttribute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"r"},"name":{"kind":"Name","value":"deleteDevelopmentAttribute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteDevelopmentAttributeMutation, DeleteDevelopmentAttributeMutationVariables>;
export const DeleteDevelopmentFunctionalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDevelopmentFunctional"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"r"},"name":{"kind":"Name","value":"deleteDevelopmentFunctional"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteDevelopmentFunctionalMutation, DeleteDevelopmentFunctionalMutationVariables>;
export const DeleteDevelopmentVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDevelopmentVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"r"},"name":{"kind":"Name","value":"deleteDevelopmentVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteDevelopmentVersionMutation, DeleteDevelopmentVersionMutationVariables>;
export const DoctorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Doctors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DoctorFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doctors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"canChangeValidity"}},{"kind":"Field","name":{"kind":"Name","value":"canExtendTrial"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DoctorRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DoctorRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Doctor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"specialty"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"planType"}},{"kind":"Field","name":{"kind":"Name","value":"planTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"planState"}},{"kind":"Field","name":{"kind":"Name","value":"planStateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"planStateColor"}},{"kind":"Field","name":{"kind":"Name","value":"planStart"}},{"kind":"Field","name":{"kind":"Name","value":"planEnd"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}},{"kind":"Field","name":{"kind":"Name","value":"daysToExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"validity"}},{"kind":"Field","name":{"kind":"Name","value":"validityLabel"}},{"kind":"Field","name":{"kind":"Name","value":"validityColor"}},{"kind":"Field","name":{"kind":"Name","value":"registeredOn"}}]}}]} as unknown as DocumentNode<DoctorsQuery, DoctorsQueryVariables>;
export const SetDoctorValidityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDoctorValidity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"doctorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"validity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DoctorValidity"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDoctorValidity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"doctorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"doctorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"validity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"validity"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DoctorRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DoctorRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Doctor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"specialty"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"planType"}},{"kind":"Field","name":{"kind":"Name","value":"planTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"planState"}},{"kind":"Field","name":{"kind":"Name","value":"planStateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"planStateColor"}},{"kind":"Field","name":{"kind":"Name","value":"planStart"}},{"kind":"Field","name":{"kind":"Name","value":"planEnd"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}},{"kind":"Field","name":{"kind":"Name","value":"daysToExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"validity"}},{"kind":"Field","name":{"kind":"Name","value":"validityLabel"}},{"kind":"Field","name":{"kind":"Name","value":"validityColor"}},{"kind":"Field","name":{"kind":"Name","value":"registeredOn"}}]}}]} as unknown as DocumentNode<SetDoctorValidityMutation, SetDoctorValidityMutationVariables>;
export const ExtendDoctorTrialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExtendDoctorTrial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"plans"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DoctorPlanRef"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendDoctorTrial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"plans"},"value":{"kind":"Variable","name":{"kind":"Name","value":"plans"}}},{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"doctors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DoctorRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DoctorRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Doctor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"specialty"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"planType"}},{"kind":"Field","name":{"kind":"Name","value":"planTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"planState"}},{"kind":"Field","name":{"kind":"Name","value":"planStateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"planStateColor"}},{"kind":"Field","name":{"kind":"Name","value":"planStart"}},{"kind":"Field","name":{"kind":"Name","value":"planEnd"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}},{"kind":"Field","name":{"kind":"Name","value":"daysToExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"validity"}},{"kind":"Field","name":{"kind":"Name","value":"validityLabel"}},{"kind":"Field","name":{"kind":"Name","value":"validityColor"}},{"kind":"Field","name":{"kind":"Name","value":"registeredOn"}}]}}]} as unknown as DocumentNode<ExtendDoctorTrialMutation, ExtendDoctorTrialMutationVariables>;
export const EstablishmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Establishments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"establishments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"einvoicing"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EstablishmentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"electronicPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmissionPointFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EstablishmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Establishment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"legalRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"economicActivity"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"headOffice"}},{"kind":"Field","name":{"kind":"Name","value":"environment"}},{"kind":"Field","name":{"kind":"Name","value":"numericCode"}},{"kind":"Field","name":{"kind":"Name","value":"specialTaxpayerAuth"}},{"kind":"Field","name":{"kind":"Name","value":"closingType"}},{"kind":"Field","name":{"kind":"Name","value":"businessUnit"}},{"kind":"Field","name":{"kind":"Name","value":"taxpayerType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmissionPointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmissionPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"establishmentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"establishmentId"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]} as unknown as DocumentNode<EstablishmentsQuery, EstablishmentsQueryVariables>;
export const EstablishmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Establishment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"establishment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EstablishmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EstablishmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Establishment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"legalRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"economicActivity"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"headOffice"}},{"kind":"Field","name":{"kind":"Name","value":"environment"}},{"kind":"Field","name":{"kind":"Name","value":"numericCode"}},{"kind":"Field","name":{"kind":"Name","value":"specialTaxpayerAuth"}},{"kind":"Field","name":{"kind":"Name","value":"closingType"}},{"kind":"Field","name":{"kind":"Name","value":"businessUnit"}},{"kind":"Field","name":{"kind":"Name","value":"taxpayerType"}}]}}]} as unknown as DocumentNode<EstablishmentQuery, EstablishmentQueryVariables>;
export const EstablishmentFormDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EstablishmentFormData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"establishmentOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxpayerTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeLabelFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"establishmentTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeLabelFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closingTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeLabelFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"environments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeLabelFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"provinces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeLabelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]} as unknown as DocumentNode<EstablishmentFormDataQuery, EstablishmentFormDataQueryVariables>;
export const SaveEstablishmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveEstablishment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EstablishmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveEstablishment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"establishment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EstablishmentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EstablishmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Establishment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"legalRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"economicActivity"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"headOffice"}},{"kind":"Field","name":{"kind":"Name","value":"environment"}},{"kind":"Field","name":{"kind":"Name","value":"numericCode"}},{"kind":"Field","name":{"kind":"Name","value":"specialTaxpayerAuth"}},{"kind":"Field","name":{"kind":"Name","value":"closingType"}},{"kind":"Field","name":{"kind":"Name","value":"businessUnit"}},{"kind":"Field","name":{"kind":"Name","value":"taxpayerType"}}]}}]} as unknown as DocumentNode<SaveEstablishmentMutation, SaveEstablishmentMutationVariables>;
export const DeleteEstablishmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEstablishment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEstablishment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteEstablishmentMutation, DeleteEstablishmentMutationVariables>;
export const SetHeadOfficeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetHeadOffice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setHeadOffice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"establishment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"headOffice"}}]}}]}}]}}]} as unknown as DocumentNode<SetHeadOfficeMutation, SetHeadOfficeMutationVariables>;
export const CreateElectronicPointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateElectronicPoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ElectronicPointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createElectronicPoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"einvoicing"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmissionPointFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmissionPointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmissionPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"establishmentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"establishmentId"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]} as unknown as DocumentNode<CreateElectronicPointMutation, CreateElectronicPointMutationVariables>;
export const CancelEmissionPointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelEmissionPoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelEmissionPoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmissionPointFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmissionPointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmissionPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"establishmentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"establishmentId"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]} as unknown as DocumentNode<CancelEmissionPointMutation, CancelEmissionPointMutationVariables>;
export const ReactivateEmissionPointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReactivateEmissionPoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactivateEmissionPoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmissionPointFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmissionPointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmissionPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"establishmentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"establishmentId"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]} as unknown as DocumentNode<ReactivateEmissionPointMutation, ReactivateEmissionPointMutationVariables>;
export const ActivateEinvoicingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateEinvoicing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EinvoicingActivationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateEinvoicing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"einvoicing"}},{"kind":"Field","name":{"kind":"Name","value":"headOffice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EstablishmentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EstablishmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Establishment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"legalRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"economicActivity"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"headOffice"}},{"kind":"Field","name":{"kind":"Name","value":"environment"}},{"kind":"Field","name":{"kind":"Name","value":"numericCode"}},{"kind":"Field","name":{"kind":"Name","value":"specialTaxpayerAuth"}},{"kind":"Field","name":{"kind":"Name","value":"closingType"}},{"kind":"Field","name":{"kind":"Name","value":"businessUnit"}},{"kind":"Field","name":{"kind":"Name","value":"taxpayerType"}}]}}]} as unknown as DocumentNode<ActivateEinvoicingMutation, ActivateEinvoicingMutationVariables>;
export const HelpAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HelpAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helpTopics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HelpTopicFields"}},{"kind":"Field","name":{"kind":"Name","value":"subtopics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HelpTopicFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"helpScreens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HelpTopicFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HelpTopic"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}}]}}]} as unknown as DocumentNode<HelpAdminQuery, HelpAdminQueryVariables>;
export const SaveHelpTopicDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveHelpTopic"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HelpTopicInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveHelpTopic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveHelpTopicMutation, SaveHelpTopicMutationVariables>;
export const DeleteHelpTopicDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteHelpTopic"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHelpTopic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteHelpTopicMutation, DeleteHelpTopicMutationVariables>;
export const SaveHelpDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveHelpDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HelpDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveHelpDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveHelpDocumentMutation, SaveHelpDocumentMutationVariables>;
export const DeleteHelpDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteHelpDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHelpDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteHelpDocumentMutation, DeleteHelpDocumentMutationVariables>;
export const FaqAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FaqAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"answerHtml"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<FaqAdminQuery, FaqAdminQueryVariables>;
export const SaveFaqDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveFaq"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FaqInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveFaq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveFaqMutation, SaveFaqMutationVariables>;
export const DeleteFaqDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFaq"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFaq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteFaqMutation, DeleteFaqMutationVariables>;
export const TipAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TipAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"closable"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]} as unknown as DocumentNode<TipAdminQuery, TipAdminQueryVariables>;
export const SaveTipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveTip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveTipMutation, SaveTipMutationVariables>;
export const DeleteTipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteTipMutation, DeleteTipMutationVariables>;
export const BannerAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BannerAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"lineName"}},{"kind":"Field","name":{"kind":"Name","value":"imageFileId"}}]}}]}}]} as unknown as DocumentNode<BannerAdminQuery, BannerAdminQueryVariables>;
export const SaveBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BannerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveBannerMutation, SaveBannerMutationVariables>;
export const DeleteBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteBannerMutation, DeleteBannerMutationVariables>;
export const TutorialAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TutorialAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tutorials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}}]}}]}}]} as unknown as DocumentNode<TutorialAdminQuery, TutorialAdminQueryVariables>;
export const SaveTutorialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveTutorial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TutorialInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTutorial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveTutorialMutation, SaveTutorialMutationVariables>;
export const SaveTutorialStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveTutorialStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TutorialStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTutorialStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveTutorialStepMutation, SaveTutorialStepMutationVariables>;
export const DeleteTutorialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTutorial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTutorial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteTutorialMutation, DeleteTutorialMutationVariables>;
export const DeleteTutorialStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTutorialStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTutorialStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteTutorialStepMutation, DeleteTutorialStepMutationVariables>;
export const HelpCentreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HelpCentre"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"line"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helpTopics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"businessLine"},"value":{"kind":"Variable","name":{"kind":"Name","value":"line"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HelpTopicFields"}},{"kind":"Field","name":{"kind":"Name","value":"subtopics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HelpTopicFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"supportInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsapp"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HelpTopicFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HelpTopic"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"}},{"kind":"Field","name":{"kind":"Name","value":"documentCount"}}]}}]} as unknown as DocumentNode<HelpCentreQuery, HelpCentreQueryVariables>;
export const HelpBannersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HelpBanners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"line"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"line"},"value":{"kind":"Variable","name":{"kind":"Name","value":"line"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"lineName"}},{"kind":"Field","name":{"kind":"Name","value":"imageFileId"}}]}}]}}]} as unknown as DocumentNode<HelpBannersQuery, HelpBannersQueryVariables>;
export const HelpDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HelpDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"topicId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helpDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"topicId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"topicId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HelpDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HelpDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HelpDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"topicId"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}},{"kind":"Field","name":{"kind":"Name","value":"hasPdf"}},{"kind":"Field","name":{"kind":"Name","value":"pdfName"}},{"kind":"Field","name":{"kind":"Name","value":"pdfFileId"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lineUrl"}},{"kind":"Field","name":{"kind":"Name","value":"screens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"screenId"}},{"kind":"Field","name":{"kind":"Name","value":"route"}}]}}]}}]} as unknown as DocumentNode<HelpDocumentsQuery, HelpDocumentsQueryVariables>;
export const HelpSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HelpSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"line"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helpSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"businessLine"},"value":{"kind":"Variable","name":{"kind":"Name","value":"line"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"warning"}},{"kind":"Field","name":{"kind":"Name","value":"hits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"topicId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleHighlighted"}},{"kind":"Field","name":{"kind":"Name","value":"snippetHighlighted"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]}}]}}]} as unknown as DocumentNode<HelpSearchQuery, HelpSearchQueryVariables>;
export const PublicFaqsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicFaqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicFaqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"answerHtml"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<PublicFaqsQuery, PublicFaqsQueryVariables>;
export const PublicTutorialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicTutorials"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"line"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicTutorials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"businessLine"},"value":{"kind":"Variable","name":{"kind":"Name","value":"line"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}}]}}]}}]} as unknown as DocumentNode<PublicTutorialsQuery, PublicTutorialsQueryVariables>;
export const TutorialPresentationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TutorialPresentation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tutorial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notice"}},{"kind":"Field","name":{"kind":"Name","value":"tutorial"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionHtml"}},{"kind":"Field","name":{"kind":"Name","value":"subtextHtml"}},{"kind":"Field","name":{"kind":"Name","value":"navigationText"}},{"kind":"Field","name":{"kind":"Name","value":"imageFileId"}}]}}]}}]}}]} as unknown as DocumentNode<TutorialPresentationQuery, TutorialPresentationQueryVariables>;
export const HelpForScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HelpForScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"route"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helpForScreen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"route"},"value":{"kind":"Variable","name":{"kind":"Name","value":"route"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HelpDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HelpDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HelpDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"topicId"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}},{"kind":"Field","name":{"kind":"Name","value":"hasPdf"}},{"kind":"Field","name":{"kind":"Name","value":"pdfName"}},{"kind":"Field","name":{"kind":"Name","value":"pdfFileId"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lineUrl"}},{"kind":"Field","name":{"kind":"Name","value":"screens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"screenId"}},{"kind":"Field","name":{"kind":"Name","value":"route"}}]}}]}}]} as unknown as DocumentNode<HelpForScreenQuery, HelpForScreenQueryVariables>;
export const TipsForScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TipsForScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"route"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tipsForScreen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"route"},"value":{"kind":"Variable","name":{"kind":"Name","value":"route"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"closable"}}]}}]}}]} as unknown as DocumentNode<TipsForScreenQuery, TipsForScreenQueryVariables>;
export const CloseTipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseTip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeTip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CloseTipMutation, CloseTipMutationVariables>;
export const MailAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SenderAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SenderAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SenderAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"smtpHost"}},{"kind":"Field","name":{"kind":"Name","value":"smtpPort"}},{"kind":"Field","name":{"kind":"Name","value":"smtpSecure"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"imapHost"}},{"kind":"Field","name":{"kind":"Name","value":"imapPort"}},{"kind":"Field","name":{"kind":"Name","value":"imapSecure"}},{"kind":"Field","name":{"kind":"Name","value":"perMinute"}},{"kind":"Field","name":{"kind":"Name","value":"userIds"}}]}}]} as unknown as DocumentNode<MailAccountsQuery, MailAccountsQueryVariables>;
export const SaveMailAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMailAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SenderAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMailAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SenderAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SenderAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SenderAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"smtpHost"}},{"kind":"Field","name":{"kind":"Name","value":"smtpPort"}},{"kind":"Field","name":{"kind":"Name","value":"smtpSecure"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"imapHost"}},{"kind":"Field","name":{"kind":"Name","value":"imapPort"}},{"kind":"Field","name":{"kind":"Name","value":"imapSecure"}},{"kind":"Field","name":{"kind":"Name","value":"perMinute"}},{"kind":"Field","name":{"kind":"Name","value":"userIds"}}]}}]} as unknown as DocumentNode<SaveMailAccountMutation, SaveMailAccountMutationVariables>;
export const DeleteMailAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMailAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMailAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteMailAccountMutation, DeleteMailAccountMutationVariables>;
export const MailTemplateCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailTemplateCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailTemplateCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}}]}}]}}]} as unknown as DocumentNode<MailTemplateCategoriesQuery, MailTemplateCategoriesQueryVariables>;
export const SaveMailTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMailTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplateInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmUnknown"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMailTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmUnknown"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmUnknown"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"unknownPlaceholders"}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailTemplateFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SaveMailTemplateMutation, SaveMailTemplateMutationVariables>;
export const DeleteMailTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMailTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMailTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteMailTemplateMutation, DeleteMailTemplateMutationVariables>;
export const MailBlacklistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailBlacklist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailBlacklist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<MailBlacklistQuery, MailBlacklistQueryVariables>;
export const AddToMailBlacklistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToMailBlacklist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToMailBlacklist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AddToMailBlacklistMutation, AddToMailBlacklistMutationVariables>;
export const RemoveFromMailBlacklistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFromMailBlacklist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFromMailBlacklist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RemoveFromMailBlacklistMutation, RemoveFromMailBlacklistMutationVariables>;
export const StaffUsersForMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffUsersForMail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<StaffUsersForMailQuery, StaffUsersForMailQueryVariables>;
export const MenuAdminCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MenuAdminCompanies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuAdminCompanies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<MenuAdminCompaniesQuery, MenuAdminCompaniesQueryVariables>;
export const MenuBarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MenuBar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuBar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuBarEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permisos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreenPermissionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuBarEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuBarEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"parentTitle"}},{"kind":"Field","name":{"kind":"Name","value":"childCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreenPermissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScreenPermission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]} as unknown as DocumentNode<MenuBarQuery, MenuBarQueryVariables>;
export const SaveMenuBarEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMenuBarEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MenuBarEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMenuBarEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuBarEntryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuBarEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuBarEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"parentTitle"}},{"kind":"Field","name":{"kind":"Name","value":"childCount"}}]}}]} as unknown as DocumentNode<SaveMenuBarEntryMutation, SaveMenuBarEntryMutationVariables>;
export const DeleteMenuBarEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMenuBarEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMenuBarEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"deletedIds"}}]}}]}}]} as unknown as DocumentNode<DeleteMenuBarEntriesMutation, DeleteMenuBarEntriesMutationVariables>;
export const UnreadNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotifications"}}]}}]} as unknown as DocumentNode<UnreadNotificationsQuery, UnreadNotificationsQueryVariables>;
export const UnreadNotificationsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"UnreadNotificationsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<UnreadNotificationsChangedSubscription, UnreadNotificationsChangedSubscriptionVariables>;
export const MyNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxNotificationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxNotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"planTitle"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}}]}}]} as unknown as DocumentNode<MyNotificationsQuery, MyNotificationsQueryVariables>;
export const MyNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxNotificationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxNotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"planTitle"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}}]}}]} as unknown as DocumentNode<MyNotificationQuery, MyNotificationQueryVariables>;
export const SetNotificationStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetNotificationState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationState"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setNotificationState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<SetNotificationStateMutation, SetNotificationStateMutationVariables>;
export const NotificationParamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationParams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationParams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"februaryDays"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"smsLimit"}},{"kind":"Field","name":{"kind":"Name","value":"desktopCloseMs"}},{"kind":"Field","name":{"kind":"Name","value":"functions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"notificationCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}}]}}]}}]} as unknown as DocumentNode<NotificationParamsQuery, NotificationParamsQueryVariables>;
export const NotificationRecipientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationRecipients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationRecipientKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationChannel"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"criterion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationRecipients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"channel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channel"}}},{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"criterion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"criterion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationRecipientFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationRecipientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationRecipient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyCode"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"referenteId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"notSendableReason"}}]}}]} as unknown as DocumentNode<NotificationRecipientsQuery, NotificationRecipientsQueryVariables>;
export const SendNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSendInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"sent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSendLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notSent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSendLineFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSendLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSendLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<SendNotificationMutation, SendNotificationMutationVariables>;
export const NotificationPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationPlans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PlanState"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationPlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationPlanFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"frequencyLabel"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"channelLabel"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}},{"kind":"Field","name":{"kind":"Name","value":"functionIds"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"companyIds"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"firstDate"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"weekdays"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}}]} as unknown as DocumentNode<NotificationPlansQuery, NotificationPlansQueryVariables>;
export const NotificationPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationPlanFields"}},{"kind":"Field","name":{"kind":"Name","value":"nextRun"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationRecipientFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"frequencyLabel"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"channelLabel"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}},{"kind":"Field","name":{"kind":"Name","value":"functionIds"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"companyIds"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"firstDate"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"weekdays"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationRecipientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationRecipient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyCode"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"referenteId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"notSendableReason"}}]}}]} as unknown as DocumentNode<NotificationPlanQuery, NotificationPlanQueryVariables>;
export const SaveNotificationPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveNotificationPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveNotificationPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationPlanFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"frequencyLabel"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"channelLabel"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}},{"kind":"Field","name":{"kind":"Name","value":"functionIds"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"companyIds"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"firstDate"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"weekdays"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}}]} as unknown as DocumentNode<SaveNotificationPlanMutation, SaveNotificationPlanMutationVariables>;
export const CancelNotificationPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelNotificationPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelNotificationPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<CancelNotificationPlanMutation, CancelNotificationPlanMutationVariables>;
export const OutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Outbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]}}]} as unknown as DocumentNode<OutboxQuery, OutboxQueryVariables>;
export const ResendEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"email"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}}]}}]}}]}}]} as unknown as DocumentNode<ResendEmailMutation, ResendEmailMutationVariables>;
export const ConnectionPackagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConnectionPackages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConnectionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectionPackages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConnectionRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companies"}},{"kind":"Field","name":{"kind":"Name","value":"excedido"}},{"kind":"Field","name":{"kind":"Name","value":"porcompletar"}},{"kind":"Field","name":{"kind":"Name","value":"sinasignar"}},{"kind":"Field","name":{"kind":"Name","value":"disponible"}},{"kind":"Field","name":{"kind":"Name","value":"acquired"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"saldo"}},{"kind":"Field","name":{"kind":"Name","value":"excess"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balanceCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permisos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConnectionRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConnectionRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"companyState"}},{"kind":"Field","name":{"kind":"Name","value":"companyStateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"companyStateColor"}},{"kind":"Field","name":{"kind":"Name","value":"express"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"packageSize"}},{"kind":"Field","name":{"kind":"Name","value":"acquired"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"saldo"}},{"kind":"Field","name":{"kind":"Name","value":"excess"}},{"kind":"Field","name":{"kind":"Name","value":"contractType"}},{"kind":"Field","name":{"kind":"Name","value":"contractTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"notifyPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"block"}},{"kind":"Field","name":{"kind":"Name","value":"notificationState"}},{"kind":"Field","name":{"kind":"Name","value":"notifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractState"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"balanceColor"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"billedRuc"}},{"kind":"Field","name":{"kind":"Name","value":"billedName"}},{"kind":"Field","name":{"kind":"Name","value":"related"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode<ConnectionPackagesQuery, ConnectionPackagesQueryVariables>;
export const ConnectionPackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConnectionPackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectionPackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConnectionPackageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConnectionPackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConnectionPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"packageSize"}},{"kind":"Field","name":{"kind":"Name","value":"acquired"}},{"kind":"Field","name":{"kind":"Name","value":"carriedOver"}},{"kind":"Field","name":{"kind":"Name","value":"previousId"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"saldo"}},{"kind":"Field","name":{"kind":"Name","value":"excess"}},{"kind":"Field","name":{"kind":"Name","value":"contractType"}},{"kind":"Field","name":{"kind":"Name","value":"contractTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"notifyPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"block"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"billedRuc"}},{"kind":"Field","name":{"kind":"Name","value":"billedName"}},{"kind":"Field","name":{"kind":"Name","value":"related"}},{"kind":"Field","name":{"kind":"Name","value":"notificationState"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}}]}}]} as unknown as DocumentNode<ConnectionPackageQuery, ConnectionPackageQueryVariables>;
export const PackageDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PackageDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rucs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packageDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rucs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rucs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"companies"}},{"kind":"Field","name":{"kind":"Name","value":"packages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConnectionPackageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"excess"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConnectionPackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConnectionPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"packageSize"}},{"kind":"Field","name":{"kind":"Name","value":"acquired"}},{"kind":"Field","name":{"kind":"Name","value":"carriedOver"}},{"kind":"Field","name":{"kind":"Name","value":"previousId"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"saldo"}},{"kind":"Field","name":{"kind":"Name","value":"excess"}},{"kind":"Field","name":{"kind":"Name","value":"contractType"}},{"kind":"Field","name":{"kind":"Name","value":"contractTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"notifyPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"block"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"billedRuc"}},{"kind":"Field","name":{"kind":"Name","value":"billedName"}},{"kind":"Field","name":{"kind":"Name","value":"related"}},{"kind":"Field","name":{"kind":"Name","value":"notificationState"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}}]}}]} as unknown as DocumentNode<PackageDetailsQuery, PackageDetailsQueryVariables>;
export const PackageInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PackageInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"concept"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}}]}}]}}]} as unknown as DocumentNode<PackageInvoiceQuery, PackageInvoiceQueryVariables>;
export const CompanyContactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyContacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyContacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contractId"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<CompanyContactsQuery, CompanyContactsQueryVariables>;
export const CreateConnectionPackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateConnectionPackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConnectionPackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConnectionPackageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConnectionPackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConnectionPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"packageSize"}},{"kind":"Field","name":{"kind":"Name","value":"acquired"}},{"kind":"Field","name":{"kind":"Name","value":"carriedOver"}},{"kind":"Field","name":{"kind":"Name","value":"previousId"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"saldo"}},{"kind":"Field","name":{"kind":"Name","value":"excess"}},{"kind":"Field","name":{"kind":"Name","value":"contractType"}},{"kind":"Field","name":{"kind":"Name","value":"contractTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"notifyPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"block"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"billedRuc"}},{"kind":"Field","name":{"kind":"Name","value":"billedName"}},{"kind":"Field","name":{"kind":"Name","value":"related"}},{"kind":"Field","name":{"kind":"Name","value":"notificationState"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}}]}}]} as unknown as DocumentNode<CreateConnectionPackageMutation, CreateConnectionPackageMutationVariables>;
export const EditConnectionPackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditConnectionPackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editConnectionPackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConnectionPackageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConnectionPackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConnectionPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"packageSize"}},{"kind":"Field","name":{"kind":"Name","value":"acquired"}},{"kind":"Field","name":{"kind":"Name","value":"carriedOver"}},{"kind":"Field","name":{"kind":"Name","value":"previousId"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"saldo"}},{"kind":"Field","name":{"kind":"Name","value":"excess"}},{"kind":"Field","name":{"kind":"Name","value":"contractType"}},{"kind":"Field","name":{"kind":"Name","value":"contractTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"notifyPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"block"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"billedRuc"}},{"kind":"Field","name":{"kind":"Name","value":"billedName"}},{"kind":"Field","name":{"kind":"Name","value":"related"}},{"kind":"Field","name":{"kind":"Name","value":"notificationState"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}}]}}]} as unknown as DocumentNode<EditConnectionPackageMutation, EditConnectionPackageMutationVariables>;
export const CancelConnectionPackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelConnectionPackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelConnectionPackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConnectionPackageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConnectionPackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConnectionPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"packageSize"}},{"kind":"Field","name":{"kind":"Name","value":"acquired"}},{"kind":"Field","name":{"kind":"Name","value":"carriedOver"}},{"kind":"Field","name":{"kind":"Name","value":"previousId"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"saldo"}},{"kind":"Field","name":{"kind":"Name","value":"excess"}},{"kind":"Field","name":{"kind":"Name","value":"contractType"}},{"kind":"Field","name":{"kind":"Name","value":"contractTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"notifyPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"block"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"billedRuc"}},{"kind":"Field","name":{"kind":"Name","value":"billedName"}},{"kind":"Field","name":{"kind":"Name","value":"related"}},{"kind":"Field","name":{"kind":"Name","value":"notificationState"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}}]}}]} as unknown as DocumentNode<CancelConnectionPackageMutation, CancelConnectionPackageMutationVariables>;
export const BlockAuthorizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BlockAuthorization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmEmptyEmail"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockAuthorization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmEmptyEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmEmptyEmail"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"needsConfirmation"}},{"kind":"Field","name":{"kind":"Name","value":"companyIds"}},{"kind":"Field","name":{"kind":"Name","value":"expressAccessCodes"}},{"kind":"Field","name":{"kind":"Name","value":"withoutEmail"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BlockAuthorizationMutation, BlockAuthorizationMutationVariables>;
export const UnblockAuthorizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnblockAuthorization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unblockAuthorization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"companyIds"}},{"kind":"Field","name":{"kind":"Name","value":"expressAccessCodes"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<UnblockAuthorizationMutation, UnblockAuthorizationMutationVariables>;
export const ChangeNotificationEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeNotificationEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeNotificationEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contractId"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<ChangeNotificationEmailMutation, ChangeNotificationEmailMutationVariables>;
export const SendPackageNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPackageNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPackageNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"contactIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"emailIds"}}]}}]}}]} as unknown as DocumentNode<SendPackageNotificationMutation, SendPackageNotificationMutationVariables>;
export const ParcelCooperativesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParcelCooperatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parcelCooperatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"androidApp"}},{"kind":"Field","name":{"kind":"Name","value":"iosApp"}}]}}]}}]} as unknown as DocumentNode<ParcelCooperativesQuery, ParcelCooperativesQueryVariables>;
export const ParcelByGuideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParcelByGuide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guide"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parcelByGuide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"guide"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guide"}}},{"kind":"Argument","name":{"kind":"Name","value":"idNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"personalDataShown"}},{"kind":"Field","name":{"kind":"Name","value":"parcel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"guide"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"receiverName"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<ParcelByGuideQuery, ParcelByGuideQueryVariables>;
export const ParcelsByIdNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParcelsByIdNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"foreign"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parcelsByIdNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"idNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"foreign"},"value":{"kind":"Variable","name":{"kind":"Name","value":"foreign"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"guide"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}}]}}]}}]}}]} as unknown as DocumentNode<ParcelsByIdNumberQuery, ParcelsByIdNumberQueryVariables>;
export const ReportListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"module"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportModule"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"module"},"value":{"kind":"Variable","name":{"kind":"Name","value":"module"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportSpecFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportSpecFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"functionName"}},{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"singleDate"}},{"kind":"Field","name":{"kind":"Name","value":"associations"}},{"kind":"Field","name":{"kind":"Name","value":"items"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<ReportListQuery, ReportListQueryVariables>;
export const ReportFunctionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportFunctions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportFunctions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}]}}]} as unknown as DocumentNode<ReportFunctionsQuery, ReportFunctionsQueryVariables>;
export const ReportViewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportViews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"horizontal"}},{"kind":"Field","name":{"kind":"Name","value":"chart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChartSetupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"grouping"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"groupColumn"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChartSetupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChartSetup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"stacked"}},{"kind":"Field","name":{"kind":"Name","value":"legendColumn"}},{"kind":"Field","name":{"kind":"Name","value":"seriesMode"}},{"kind":"Field","name":{"kind":"Name","value":"hasLegend"}},{"kind":"Field","name":{"kind":"Name","value":"hasLabels"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"series"}}]}}]} as unknown as DocumentNode<ReportViewsQuery, ReportViewsQueryVariables>;
export const SaveReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportSpecFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportSpecFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"functionName"}},{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"singleDate"}},{"kind":"Field","name":{"kind":"Name","value":"associations"}},{"kind":"Field","name":{"kind":"Name","value":"items"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<SaveReportMutation, SaveReportMutationVariables>;
export const ReportFunctionColumnsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportFunctionColumns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"functionName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportFunctionColumns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"functionName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"functionName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<ReportFunctionColumnsQuery, ReportFunctionColumnsQueryVariables>;
export const SaveReportViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveReportView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reportCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportViewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveReportView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reportCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reportCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<SaveReportViewMutation, SaveReportViewMutationVariables>;
export const DeleteReportViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteReportView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"viewId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReportView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"viewId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"viewId"}}}]}]}}]} as unknown as DocumentNode<DeleteReportViewMutation, DeleteReportViewMutationVariables>;
export const SaveReportColumnsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveReportColumns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"viewId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"columns"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportColumnInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveReportColumns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"viewId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"viewId"}}},{"kind":"Argument","name":{"kind":"Name","value":"columns"},"value":{"kind":"Variable","name":{"kind":"Name","value":"columns"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}}]}}]}}]} as unknown as DocumentNode<SaveReportColumnsMutation, SaveReportColumnsMutationVariables>;
export const CopyReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetCompanyIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"targetCompanyIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetCompanyIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MultiResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MultiResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MultiCompanyResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reportCode"}}]}}]}}]} as unknown as DocumentNode<CopyReportMutation, CopyReportMutationVariables>;
export const MassChangeReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MassChangeReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportMassChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"massChangeReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MultiResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MultiResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MultiCompanyResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reportCode"}}]}}]}}]} as unknown as DocumentNode<MassChangeReportsMutation, MassChangeReportsMutationVariables>;
export const ImportReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentBase64"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentBase64"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentBase64"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ImportReportsMutation, ImportReportsMutationVariables>;
export const ReportListWorkbookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportListWorkbook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"module"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportModule"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportListWorkbook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"module"},"value":{"kind":"Variable","name":{"kind":"Name","value":"module"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<ReportListWorkbookQuery, ReportListWorkbookQueryVariables>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardOwner"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ownerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"ownerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ownerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardItemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"functionName"}},{"kind":"Field","name":{"kind":"Name","value":"info"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"asChart"}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const DashboardItemDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardItemData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardItemData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"reportCode"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportRunColumnFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"totals"}},{"kind":"Field","name":{"kind":"Name","value":"chart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChartSetupFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportRunColumnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportRunColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}},{"kind":"Field","name":{"kind":"Name","value":"grouping"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"groupColumn"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChartSetupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChartSetup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"stacked"}},{"kind":"Field","name":{"kind":"Name","value":"legendColumn"}},{"kind":"Field","name":{"kind":"Name","value":"seriesMode"}},{"kind":"Field","name":{"kind":"Name","value":"hasLegend"}},{"kind":"Field","name":{"kind":"Name","value":"hasLabels"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"series"}}]}}]} as unknown as DocumentNode<DashboardItemDataQuery, DashboardItemDataQueryVariables>;
export const SaveDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardOwner"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ownerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardItemInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}},{"kind":"Argument","name":{"kind":"Name","value":"ownerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ownerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardItemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"functionName"}},{"kind":"Field","name":{"kind":"Name","value":"info"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"asChart"}}]}}]} as unknown as DocumentNode<SaveDashboardMutation, SaveDashboardMutationVariables>;
export const ReportCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ReportCompaniesQuery, ReportCompaniesQueryVariables>;
export const ModuleReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModuleReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"module"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportModule"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"module"},"value":{"kind":"Variable","name":{"kind":"Name","value":"module"}}},{"kind":"Argument","name":{"kind":"Name","value":"activeOnly"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"functionName"}},{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"singleDate"}},{"kind":"Field","name":{"kind":"Name","value":"associations"}},{"kind":"Field","name":{"kind":"Name","value":"items"}}]}}]}}]} as unknown as DocumentNode<ModuleReportsQuery, ModuleReportsQueryVariables>;
export const RunReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"form"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportFormInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"viewId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"form"},"value":{"kind":"Variable","name":{"kind":"Name","value":"form"}}},{"kind":"Argument","name":{"kind":"Name","value":"viewId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"viewId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"view"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"horizontal"}},{"kind":"Field","name":{"kind":"Name","value":"chart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChartSetupFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportRunColumnFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChartSetupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChartSetup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"stacked"}},{"kind":"Field","name":{"kind":"Name","value":"legendColumn"}},{"kind":"Field","name":{"kind":"Name","value":"seriesMode"}},{"kind":"Field","name":{"kind":"Name","value":"hasLegend"}},{"kind":"Field","name":{"kind":"Name","value":"hasLabels"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"series"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportRunColumnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportRunColumn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}},{"kind":"Field","name":{"kind":"Name","value":"grouping"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"groupColumn"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}}]}}]} as unknown as DocumentNode<RunReportQuery, RunReportQueryVariables>;
export const SaveReportChartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveReportChart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"viewId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartSetupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveReportChart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"viewId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"viewId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<SaveReportChartMutation, SaveReportChartMutationVariables>;
export const AccountingEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountingEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"entryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntryDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"totalDebit"}},{"kind":"Field","name":{"kind":"Name","value":"totalCredit"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"debit"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]} as unknown as DocumentNode<AccountingEntryQuery, AccountingEntryQueryVariables>;
export const TransactionDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransactionDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"transactionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"voucher"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"party"}},{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"voided"}},{"kind":"Field","name":{"kind":"Name","value":"electronicState"}},{"kind":"Field","name":{"kind":"Name","value":"accessKey"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntryDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"totalDebit"}},{"kind":"Field","name":{"kind":"Name","value":"totalCredit"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"debit"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]} as unknown as DocumentNode<TransactionDetailQuery, TransactionDetailQueryVariables>;
export const ReportFormListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportFormLists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportFormLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warehouses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"establishment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ReportFormListsQuery, ReportFormListsQueryVariables>;
export const ReportSectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportSections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"warehouseId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportSections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"warehouseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"warehouseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<ReportSectionsQuery, ReportSectionsQueryVariables>;
export const ScriptDatabasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScriptDatabases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scriptDatabases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"schemas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]}}]} as unknown as DocumentNode<ScriptDatabasesQuery, ScriptDatabasesQueryVariables>;
export const RunTenantScriptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunTenantScript"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ScriptRunInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runTenantScript"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScriptRunFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScriptRunFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScriptRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"schemas"}},{"kind":"Field","name":{"kind":"Name","value":"allSucceeded"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RunTenantScriptMutation, RunTenantScriptMutationVariables>;
export const ScriptRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScriptRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scriptRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScriptRunFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScriptRunFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScriptRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"schemas"}},{"kind":"Field","name":{"kind":"Name","value":"allSucceeded"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ScriptRunQuery, ScriptRunQueryVariables>;
export const CheckTenantFunctionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckTenantFunction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ScriptCheckInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkTenantFunction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"functionName"}},{"kind":"Field","name":{"kind":"Name","value":"exists"}},{"kind":"Field","name":{"kind":"Name","value":"compiles"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CheckTenantFunctionMutation, CheckTenantFunctionMutationVariables>;
export const ScriptJobProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ScriptJobProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ScriptJobProgressSubscription, ScriptJobProgressSubscriptionVariables>;
export const SmsContractsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SmsContracts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smsContracts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"ruc"}},{"kind":"Field","name":{"kind":"Name","value":"contracted"}},{"kind":"Field","name":{"kind":"Name","value":"contractType"}},{"kind":"Field","name":{"kind":"Name","value":"contractedLabel"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]}}]} as unknown as DocumentNode<SmsContractsQuery, SmsContractsQueryVariables>;
export const SentSmsSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SentSmsSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SentSmsFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentSms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"CREATED_AT"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"recipientName"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]}}]} as unknown as DocumentNode<SentSmsSummaryQuery, SentSmsSummaryQueryVariables>;
export const SmsCompanyByRucDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SmsCompanyByRuc"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ruc"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ruc"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ruc"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}}]}}]}}]} as unknown as DocumentNode<SmsCompanyByRucQuery, SmsCompanyByRucQueryVariables>;
export const SaveSmsContractDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSmsContract"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SmsContractInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSmsContract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"contracted"}},{"kind":"Field","name":{"kind":"Name","value":"contractedLabel"}}]}}]}}]} as unknown as DocumentNode<SaveSmsContractMutation, SaveSmsContractMutationVariables>;
export const StaffProfilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffProfiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffProfiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"activeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"users"}},{"kind":"Field","name":{"kind":"Name","value":"menus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permisos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreenPermissionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreenPermissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScreenPermission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]} as unknown as DocumentNode<StaffProfilesQuery, StaffProfilesQueryVariables>;
export const SetStaffProfileActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetStaffProfileActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStaffProfileActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SetStaffProfileActiveMutation, SetStaffProfileActiveMutationVariables>;
export const StaffUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"activeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}},{"kind":"Field","name":{"kind":"Name","value":"hierarchy"}},{"kind":"Field","name":{"kind":"Name","value":"hierarchyLabel"}},{"kind":"Field","name":{"kind":"Name","value":"sectionName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actorHierarchy"}},{"kind":"Field","name":{"kind":"Name","value":"canChangePasswords"}},{"kind":"Field","name":{"kind":"Name","value":"permisos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreenPermissionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreenPermissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScreenPermission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]} as unknown as DocumentNode<StaffUsersQuery, StaffUsersQueryVariables>;
export const SetStaffUserActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetStaffUserActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStaffUserActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SetStaffUserActiveMutation, SetStaffUserActiveMutationVariables>;
export const StaffProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sectionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"sectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sectionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionMenuIds"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"menus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StaffProfileQuery, StaffProfileQueryVariables>;
export const SaveStaffProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveStaffProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveStaffProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}}]}}]}}]}}]} as unknown as DocumentNode<SaveStaffProfileMutation, SaveStaffProfileMutationVariables>;
export const StaffUserFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffUserForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffUserForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"hierarchy"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actorHierarchy"}}]}}]}}]} as unknown as DocumentNode<StaffUserFormQuery, StaffUserFormQueryVariables>;
export const CreateStaffUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStaffUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStaffUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateStaffUserMutation, CreateStaffUserMutationVariables>;
export const EditStaffUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditStaffUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editStaffUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<EditStaffUserMutation, EditStaffUserMutationVariables>;
export const ChangeStaffUserPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeStaffUserPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeStaffUserPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ChangeStaffUserPasswordMutation, ChangeStaffUserPasswordMutationVariables>;
export const SupportRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SupportRequestFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportRequestFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"addressedTo"}},{"kind":"Field","name":{"kind":"Name","value":"addressedName"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"screenshotId"}},{"kind":"Field","name":{"kind":"Name","value":"screenshotUrl"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"}}]}}]} as unknown as DocumentNode<SupportRequestsQuery, SupportRequestsQueryVariables>;
export const SupportDefaultStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportDefaultState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportDefaultState"}}]}}]} as unknown as DocumentNode<SupportDefaultStateQuery, SupportDefaultStateQueryVariables>;
export const SupportAdminsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportAdmins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportAdmins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"support"}}]}}]}}]} as unknown as DocumentNode<SupportAdminsQuery, SupportAdminsQueryVariables>;
export const SupportReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"technicalMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromId"}},{"kind":"Field","name":{"kind":"Name","value":"fromName"}},{"kind":"Field","name":{"kind":"Name","value":"toId"}},{"kind":"Field","name":{"kind":"Name","value":"toName"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"modules"}},{"kind":"Field","name":{"kind":"Name","value":"emailed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usersToNotify"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"support"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"fromState"}},{"kind":"Field","name":{"kind":"Name","value":"toState"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"addressedTo"}},{"kind":"Field","name":{"kind":"Name","value":"addressedName"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"screenshotId"}},{"kind":"Field","name":{"kind":"Name","value":"screenshotUrl"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"}}]}}]} as unknown as DocumentNode<SupportReviewQuery, SupportReviewQueryVariables>;
export const SendSupportRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendSupportRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SupportRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSupportRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportRequestFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"addressedTo"}},{"kind":"Field","name":{"kind":"Name","value":"addressedName"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"screenshotId"}},{"kind":"Field","name":{"kind":"Name","value":"screenshotUrl"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"}}]}}]} as unknown as DocumentNode<SendSupportRequestMutation, SendSupportRequestMutationVariables>;
export const ChangeSupportStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeSupportState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SupportState"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeSupportState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportRequestFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"addressedTo"}},{"kind":"Field","name":{"kind":"Name","value":"addressedName"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"screenshotId"}},{"kind":"Field","name":{"kind":"Name","value":"screenshotUrl"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"}}]}}]} as unknown as DocumentNode<ChangeSupportStateMutation, ChangeSupportStateMutationVariables>;
export const SendSupportTechnicalMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendSupportTechnicalMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SupportTechnicalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSupportTechnicalMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"emailQueued"}}]}}]}}]} as unknown as DocumentNode<SendSupportTechnicalMessageMutation, SendSupportTechnicalMessageMutationVariables>;
export const SupportEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SupportEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterEventId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"afterEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterEventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<SupportEventsSubscription, SupportEventsSubscriptionVariables>;
export const ArticleSearchOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleSearchOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleCatalogOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"articleCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"articleSearchSetup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"transactionType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionType"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"priceList"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}}]} as unknown as DocumentNode<ArticleSearchOptionsQuery, ArticleSearchOptionsQueryVariables>;
export const ArticleSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleSearchMode"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"typeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sectionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}},{"kind":"Argument","name":{"kind":"Name","value":"typeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"typeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sectionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"transactionType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionType"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionName"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"taxed"}}]}}]} as unknown as DocumentNode<ArticleSearchQuery, ArticleSearchQueryVariables>;
export const ReferenteLookupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReferenteLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReferenteSearchMode"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReferenteDocumentType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referenteLookup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"documentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estado"}},{"kind":"Field","name":{"kind":"Name","value":"ref"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReferenteFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReferenteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Referente"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"idType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"userNumber"}}]}}]} as unknown as DocumentNode<ReferenteLookupQuery, ReferenteLookupQueryVariables>;
export const ReferenteSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReferenteSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referenteSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReferenteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReferenteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Referente"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"idType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"userNumber"}}]}}]} as unknown as DocumentNode<ReferenteSearchQuery, ReferenteSearchQueryVariables>;
export const NewMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MailAccountType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SenderAccountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SenderAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SenderAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"smtpHost"}},{"kind":"Field","name":{"kind":"Name","value":"smtpPort"}},{"kind":"Field","name":{"kind":"Name","value":"smtpSecure"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"imapHost"}},{"kind":"Field","name":{"kind":"Name","value":"imapPort"}},{"kind":"Field","name":{"kind":"Name","value":"imapSecure"}},{"kind":"Field","name":{"kind":"Name","value":"perMinute"}},{"kind":"Field","name":{"kind":"Name","value":"userIds"}}]}}]} as unknown as DocumentNode<NewMailQuery, NewMailQueryVariables>;
export const MailTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailTemplates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateChannel"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MailAccountType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountType"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MailTemplatesQuery, MailTemplatesQueryVariables>;
export const MailTemplateColumnsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailTemplateColumns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailTemplateColumns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prop"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"isTable"}},{"kind":"Field","name":{"kind":"Name","value":"include"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}}]}}]}}]} as unknown as DocumentNode<MailTemplateColumnsQuery, MailTemplateColumnsQueryVariables>;
export const SendMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendMailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"blacklisted"}},{"kind":"Field","name":{"kind":"Name","value":"mailId"}},{"kind":"Field","name":{"kind":"Name","value":"logId"}}]}}]}}]}}]} as unknown as DocumentNode<SendMailMutation, SendMailMutationVariables>;
export const SmsPackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SmsPackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smsContract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contracted"}},{"kind":"Field","name":{"kind":"Name","value":"contractedLabel"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]} as unknown as DocumentNode<SmsPackageQuery, SmsPackageQueryVariables>;
export const SendSmsFromModalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendSmsFromModal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SmsSendInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"ids"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"duplicate"}}]}}]}}]} as unknown as DocumentNode<SendSmsFromModalMutation, SendSmsFromModalMutationVariables>;