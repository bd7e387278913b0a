/** Spanish texts of the article search, its setup and the taxes. */
export const ARTICLE_MSG = {
  dateInvalid: 'La fecha (trn_fecha) no es válida; use el formato DD/MM/AAAA',
  modeInvalid: 'El modo de búsqueda (modo) debe ser nombre o codigo',
  typeUnknown: (id: number) => `No existe el tipo de artículo ${id} (tar_codigo)`,
  sectionUnknown: (id: number) => `No existe la sección ${id} (sec_codigo)`,
  transactionUnknown: (id: number) => `No existe el tipo de documento ${id} (tra_codigo)`,
  transactionRequired: 'Indique el tipo de documento (tra_codigo) cuya búsqueda de artículos desea configurar',
  priceListInvalid: 'La lista de precios (tra_tiplis) debe ser 1 (precio de venta) o 2 (costo)',
  limitRange: (max: number) => `El máximo de sugerencias (bus_limite) debe estar entre 1 y ${max}`,
  kindInvalid: 'El tipo de búsqueda (tipo) debe ser 1 (autocompletar) o 2 (lista completa)',
  notInteger: (label: string) => `${label} debe ser un número entero`,
  setupSaved: 'Actualizado con Exito',
} as const;
