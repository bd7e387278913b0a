/** Spanish texts of the client/supplier categories (tcatclipro). */
export const CATEGORY_MSG = {
  descriptionRequired: 'Ingrese la descripción de la categoría (tcp_descri)',
  descriptionTooLong: (max: number) => `La descripción de la categoría (tcp_descri) admite hasta ${max} caracteres`,
  kindInvalid: 'El tipo de categoría (tcp_tipo) debe ser 1 (clientes), 2 (proveedores) o 3 (clientes y proveedores)',
  activeInvalid: 'El estado de la categoría (tcp_activo) debe ser T (activa) o F (inactiva)',
  duplicate: (name: string) => `Ya existe la categoría ${name}`,
  notFound: (id: number) => `No existe la categoría con código ${id}`,
  idInvalid: 'El código de la categoría (tcp_codigo) debe ser un número',
  inUse: (name: string, count: number) =>
    `La categoría ${name} está asignada a ${count} ${count === 1 ? 'referente' : 'referentes'}; cámbielos de categoría antes de eliminarla`,
  created: 'Creado con Exito',
  updated: 'Actualizado con Exito',
  deleted: 'Eliminado con Exito',
} as const;

/** Spanish labels of the category kinds (tcp_tipo) and ID types (clp_tipoid). */
export const CATEGORY_KIND_LABELS: Record<number, string> = { 1: 'CLIENTES', 2: 'PROVEEDORES', 3: 'CLIENTES Y PROVEEDORES' };
export const ID_TYPE_LABELS: Record<string, string> = { '04': 'RUC', '05': 'CÉDULA' };
