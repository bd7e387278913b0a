/** Codes and labels of the establishment's coded fields (spec 000 §3 and §9). */
export interface CodeLabel {
  code: number;
  label: string;
}

export const TAXPAYER_TYPES: readonly CodeLabel[] = [
  { code: 0, label: 'No obligado a llevar contabilidad' },
  { code: 1, label: 'Institución pública' },
  { code: 2, label: 'Contribuyente especial' },
  { code: 3, label: 'Sociedad' },
  { code: 4, label: 'Persona natural obligada a llevar contabilidad' },
];

/** cnt_codigo of a special taxpayer, who must give the authorization number. */
export const SPECIAL_TAXPAYER = 2;

export const ESTABLISHMENT_TYPES: readonly CodeLabel[] = [
  { code: 1, label: 'Comercial' },
  { code: 5, label: 'Hoteles' },
  { code: 10, label: 'Productores de ICE' },
];

export const CLOSING_TYPES: readonly CodeLabel[] = [
  { code: 0, label: 'Por fecha' },
  { code: 1, label: 'Por turno' },
  { code: 2, label: 'Jornada abierta' },
];

export const ENVIRONMENTS: readonly CodeLabel[] = [
  { code: 1, label: 'Pruebas' },
  { code: 2, label: 'Producción' },
];

/** Defaults of spec 000 §9. */
export const ESTABLISHMENT_DEFAULTS = { section: 'ALMACEN', number: '001', description: 'COMERCIO' } as const;
export const ELECTRONIC_POINT_DEFAULTS = { number: '002', name: 'PtoElec002', type: 4 } as const;
export const EINVOICING_DEFAULTS = { environment: 2, numericCode: '12345678' } as const;
/** Row background of the head office in the list, and of the others. */
export const HEAD_OFFICE_COLOR = 'ffc171';
export const OTHER_COLOR = 'ffffff';

export const isCode = (list: readonly CodeLabel[], value: number) => list.some((c) => c.code === value);
