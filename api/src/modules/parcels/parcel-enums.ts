import { registerEnumType } from 'type-graphql';

/** State of a parcel and of each history entry (enc_estado / ehi_estado). */
export enum ParcelState {
  RECEIVED = 1,
  IN_TRANSIT = 2,
  AT_DESTINATION = 3,
  DELIVERED = 4,
  CANCELLED = 5,
}

/** The Spanish label each state shows. */
export const PARCEL_STATE_LABEL: Record<ParcelState, string> = {
  [ParcelState.RECEIVED]: 'RECIBIDA',
  [ParcelState.IN_TRANSIT]: 'EN TRÁNSITO',
  [ParcelState.AT_DESTINATION]: 'EN DESTINO',
  [ParcelState.DELIVERED]: 'ENTREGADA',
  [ParcelState.CANCELLED]: 'ANULADA',
};

registerEnumType(ParcelState, {
  name: 'ParcelState',
  description: 'Estado de una encomienda (enc_estado)',
  valuesConfig: {
    RECEIVED: { description: 'Recibida en la oficina de origen (código 1)' },
    IN_TRANSIT: { description: 'En tránsito hacia el destino (código 2)' },
    AT_DESTINATION: { description: 'En la oficina de destino, lista para retirar (código 3)' },
    DELIVERED: { description: 'Entregada al destinatario (código 4)' },
    CANCELLED: { description: 'Anulada (código 5)' },
  },
});
