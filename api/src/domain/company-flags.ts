// The company's service flags (emp_tiposerv) and add-on modules (emp_modadc): keys and Spanish
// names, shared by the API (filters, REST getAllServ) and the web (filters, form).

export const SERVICE_KEYS = ['fe', 'sms', 'ced', 'email', 'bk', 'bka', 'bloq_aut'] as const;
export const ADD_ON_KEYS = ['pry', 'fol', 'orc', 'orp', 'bod', 'imp', 'ven', 'inv'] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];
export type AddOnKey = (typeof ADD_ON_KEYS)[number];

/** Spanish names of the service and add-on flags. */
export const SERVICE_LABELS: Record<ServiceKey, string> = {
  fe: 'Facturación electrónica',
  sms: 'SMS',
  ced: 'Consulta de cédulas',
  email: 'Correo',
  bk: 'Respaldo',
  bka: 'Respaldo automático',
  bloq_aut: 'Bloqueo de autorización',
};
export const ADD_ON_LABELS: Record<AddOnKey, string> = {
  pry: 'Proyectos',
  fol: 'Folios',
  orc: 'Órdenes de compra',
  orp: 'Órdenes de producción',
  bod: 'Bodegas',
  imp: 'Importaciones',
  ven: 'Vendedores',
  inv: 'Inventario',
};
