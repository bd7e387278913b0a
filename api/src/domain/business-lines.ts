/** Business lines (tac_codigo). 6 and 16 are academic, 7 transport, the rest accounting. */
export const BUSINESS_LINES: ReadonlyArray<readonly [number, string]> = [
  [1, 'Comercial'], [2, 'Servicios profesionales'], [3, 'Constructoras'], [4, 'Industrial'],
  [5, 'Farmacias'], [6, 'Educación'], [7, 'Transporte'], [8, 'Hotelería'], [9, 'Agrícola'],
  [10, 'Facturación electrónica'], [11, 'Comercio electrónico'], [12, 'Ferreterías'],
  [13, 'Distribuidoras'], [14, 'Restaurantes'], [15, 'Fundaciones'], [16, 'Academias'],
  [17, 'Talleres'], [18, 'Hostales'], [19, 'Turismo'], [20, 'Cafeterías'], [21, 'Asociaciones'],
  [22, 'Cooperativas de ahorro'], [23, 'Comida rápida'],
];
