import { registerEnumType } from 'type-graphql';

/*
 * The coded values of clients as GraphQL enums. Each numeric enum's value IS the code the tables
 * keep (clp_estupd, form_state, emp_activa): GraphQL answers the names, the services and the REST
 * adapter keep the codes. This file is the one place where they meet.
 */

/** clp_estupd. */
export enum ClientFormUpdate {
  ENABLED = 0,
  DISABLED = 1,
}

registerEnumType(ClientFormUpdate, {
  name: 'ClientFormUpdate',
  description: 'Si el cliente puede llenar el formulario de actualización de sus datos (clp_estupd)',
  valuesConfig: {
    ENABLED: { description: 'HABILITADO: el formulario está abierto para el cliente (código 0)' },
    DISABLED: { description: 'DESHABILITADO: el cliente no puede usar el formulario (código 1)' },
  },
});

/** form_state. */
export enum ClientFormState {
  PENDING = 0,
  SENT = 1,
  UPDATED = 2,
}

registerEnumType(ClientFormState, {
  name: 'ClientFormState',
  description: 'En qué punto está el formulario de actualización de datos del cliente (form_state)',
  valuesConfig: {
    PENDING: { description: 'PENDIENTE: el cliente aún no lo envía (código 0)' },
    SENT: { description: 'ENVIADO: el cliente lo envió y falta revisarlo (código 1)' },
    UPDATED: { description: 'ACTUALIZADO: los datos enviados ya se aplicaron (código 2)' },
  },
});

/** Sortable fields of the client searches. */
export enum ClientOrderField {
  NAME = 'NAME',
  ID_NUMBER = 'ID_NUMBER',
  CREATED = 'CREATED',
  ID = 'ID',
}

registerEnumType(ClientOrderField, {
  name: 'ClientOrderField',
  description: 'Campos por los que se puede ordenar una búsqueda de clientes',
  valuesConfig: {
    NAME: { description: 'Apellidos y nombres o razón social en orden alfabético español (sin tildes, la ñ después de la n); es el orden por omisión' },
    ID_NUMBER: { description: 'RUC o cédula (clp_cedruc)' },
    CREATED: { description: 'Fecha y hora en que se registró el cliente (clp_fcreacion)' },
    ID: { description: 'Código interno del cliente (clp_codigo)' },
  },
});
