import { registerEnumType } from 'type-graphql';

/*
 * The coded values of a company as GraphQL enums. Each TypeScript enum's value IS the code the
 * database keeps (emp_activa 0..3, emp_tipoacces 1/2, the JSON keys of emp_tiposerv/emp_modadc):
 * GraphQL answers the names, services and the REST adapter keep working with the codes. This file
 * is the one place where code and name meet.
 */

/** emp_activa. */
export enum CompanyStateCode {
  INACTIVE = 0,
  ACTIVE = 1,
  DEMO = 2,
  BLOCKED = 3,
}

registerEnumType(CompanyStateCode, {
  name: 'CompanyState',
  description: 'Estado de la empresa (emp_activa): decide si sus usuarios pueden entrar al sistema y facturar',
  valuesConfig: {
    INACTIVE: { description: 'Inactiva: la base está desactivada y nadie de la empresa puede entrar (código 0)' },
    ACTIVE: { description: 'Activa: la empresa trabaja con normalidad; con la marca lectura solo puede consultar (código 1)' },
    DEMO: { description: 'Demostración: empresa de prueba, sin cambios de estado disponibles (código 2)' },
    BLOCKED: { description: 'Bloqueada: suspendida, por ejemplo por falta de pago; se puede desbloquear (código 3)' },
  },
});

/** emp_tipoacces (also a version's access type, tversion). */
export enum AccessType {
  ACCOUNTING = 1,
  TRANSPORT = 2,
}

registerEnumType(AccessType, {
  name: 'AccessType',
  description: 'Producto al que entra la empresa (emp_tipoacces): contabilidad o transporte',
  valuesConfig: {
    ACCOUNTING: { description: 'Sistema contable y de facturación (código 1)' },
    TRANSPORT: { description: 'Sistema de transporte (código 2)' },
  },
});

/** The state as the screens show it: ACTIVO splits into ACTIVO and LECTURA by the lectura flag. */
export enum CompanyDisplayState {
  INACTIVE = 'INACTIVO',
  ACTIVE = 'ACTIVO',
  READ_ONLY = 'LECTURA',
  DEMO = 'DEMO',
  BLOCKED = 'BLOQUEADO',
}

registerEnumType(CompanyDisplayState, {
  name: 'CompanyDisplayState',
  description: 'Estado de la empresa tal como lo muestran las pantallas: el estado activo se separa según la marca de solo lectura',
  valuesConfig: {
    INACTIVE: { description: 'INACTIVO: empresa inactiva' },
    ACTIVE: { description: 'ACTIVO: empresa activa sin la marca de solo lectura' },
    READ_ONLY: { description: 'LECTURA: empresa activa con la marca de solo lectura (puede consultar pero no registrar)' },
    DEMO: { description: 'DEMO: empresa de demostración' },
    BLOCKED: { description: 'BLOQUEADO: empresa bloqueada' },
  },
});

/** How the list's text search reads its text. */
export enum CompanySearchMode {
  ACCESS_CODE = 'bycoding',
  RUC = 'byruc',
}

registerEnumType(CompanySearchMode, {
  name: 'CompanySearchMode',
  description: 'Dónde busca el texto de la lista de empresas; sin modo busca en el acceso, el RUC y la razón social a la vez',
  valuesConfig: {
    ACCESS_CODE: { description: 'En el código de acceso, en cualquier parte y sin distinguir mayúsculas (bycoding)' },
    RUC: { description: 'RUC que empieza con el texto (byruc)' },
  },
});

/** The keys of emp_tiposerv. */
export enum CompanyService {
  EINVOICING = 'fe',
  SMS = 'sms',
  ID_LOOKUP = 'ced',
  EMAIL = 'email',
  BACKUP = 'bk',
  AUTO_BACKUP = 'bka',
  AUTHORIZATION_BLOCK = 'bloq_aut',
}

registerEnumType(CompanyService, {
  name: 'CompanyService',
  description: 'Servicio contratado por la empresa (clave de emp_tiposerv)',
  valuesConfig: {
    EINVOICING: { description: 'Facturación electrónica ante el SRI (fe)' },
    SMS: { description: 'Envío de mensajes SMS (sms)' },
    ID_LOOKUP: { description: 'Consulta de cédulas y RUC (ced)' },
    EMAIL: { description: 'Envío de correo (email)' },
    BACKUP: { description: 'Respaldo de la base; activo cuando no está configurado (bk)' },
    AUTO_BACKUP: { description: 'Respaldo automático (bka)' },
    AUTHORIZATION_BLOCK: { description: 'Bloqueo de autorización: detiene el envío de comprobantes electrónicos (bloq_aut)' },
  },
});

/** The keys of emp_modadc. */
export enum CompanyAddOn {
  PROJECTS = 'pry',
  FOLIOS = 'fol',
  PURCHASE_ORDERS = 'orc',
  PRODUCTION_ORDERS = 'orp',
  WAREHOUSES = 'bod',
  IMPORTS = 'imp',
  SALESPEOPLE = 'ven',
  INVENTORY = 'inv',
}

registerEnumType(CompanyAddOn, {
  name: 'CompanyAddOn',
  description: 'Módulo adicional habilitado para la empresa (clave de emp_modadc)',
  valuesConfig: {
    PROJECTS: { description: 'Proyectos (pry)' },
    FOLIOS: { description: 'Folios (fol)' },
    PURCHASE_ORDERS: { description: 'Órdenes de compra (orc)' },
    PRODUCTION_ORDERS: { description: 'Órdenes de producción (orp)' },
    WAREHOUSES: { description: 'Bodegas (bod)' },
    IMPORTS: { description: 'Importaciones (imp)' },
    SALESPEOPLE: { description: 'Vendedores (ven)' },
    INVENTORY: { description: 'Inventario (inv)' },
  },
});

/** Sortable columns of the company list. */
export enum CompanyOrderField {
  NAME = 'NAME',
  ACCESS_CODE = 'ACCESS_CODE',
  RUC = 'RUC',
  ID = 'ID',
  STATE = 'STATE',
  END_DATE = 'END_DATE',
  UPDATED = 'UPDATED',
}

registerEnumType(CompanyOrderField, {
  name: 'CompanyOrderField',
  description: 'Campo por el que se ordena la lista de empresas (el código de la empresa desempata)',
  valuesConfig: {
    NAME: { description: 'Razón social (el orden por omisión)' },
    ACCESS_CODE: { description: 'Código de acceso' },
    RUC: { description: 'RUC de la empresa; las que comparten RUC quedan juntas' },
    ID: { description: 'Código de la empresa, en el orden en que se registraron' },
    STATE: { description: 'Estado (inactiva, activa, demo, bloqueada)' },
    END_DATE: { description: 'Fecha fin del estado; las que no tienen van al final' },
    UPDATED: { description: 'Fecha y hora del último cambio de la empresa' },
  },
});

/** ORDER BY columns of each order field (trusted SQL, see graphql/ordering.ts). */
export const COMPANY_ORDER_COLUMNS: Record<CompanyOrderField, string> = {
  NAME: 'e.emp_razons',
  ACCESS_CODE: 'e.emp_coding',
  RUC: 'e.emp_ruc',
  ID: 'e.emp_codigo',
  STATE: 'e.emp_activa',
  END_DATE: 'e.fechafin',
  UPDATED: 'e.updated_at',
};
