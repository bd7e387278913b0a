import type { ClientSearchKind } from '../../generated/graphql';

/** Spanish texts of /clientes (the API's messages arrive with its answers). */
export const CLIENT_TEXT = {
  pageTitle: 'Clientes',
  tabsLabel: 'Pestañas de clientes',
  tabs: { list: 'Clientes', company: 'Empresa' },
  searchLabel: 'Buscar clientes',
  kindLabel: 'Buscar por',
  textLabel: 'Texto a buscar',
  textPlaceholder: 'Escriba y presione Enter',
  search: 'Buscar',
  searching: 'Buscando…',
  gridTitle: 'Clientes',
  recentHint: 'Clientes registrados más recientemente. Busque por RUC, razón social, nombre comercial, acceso, nombre o email.',
  resultHint: (shown: number, total: number) =>
    shown < total ? `Se muestran ${shown} de ${total} clientes; afine la búsqueda.` : `${total} cliente(s) encontrado(s).`,
  domains: (names: string) => `Dominio: ${names}`,
  changeDomain: 'Cambiar dominio',
  domainChange: {
    title: 'Cambiar dominio',
    legend: 'Elija el dominio',
    loading: 'Cargando dominios…',
    none: 'No hay dominios registrados.',
    accept: 'Cambiar',
    cancel: 'Cancelar',
    close: 'Cerrar',
  },
  openCompany: 'Abrir empresa',
  openCompanyHint: 'Doble clic o Enter sobre una fila también abre su empresa.',
  toggleForm: (label: string) => `Formulario: ${label}`,
  toggleFormNone: 'Cambiar formulario',
  toggleFormHint: 'Cambia el formulario de actualización de datos del cliente seleccionado.',
  selectClient: 'Seleccione un cliente de la lista',
  confirmTitle: 'Formulario de actualización',
  confirmToggle: (name: string, label: string) => `Se cambiará el formulario de actualización de ${name} a ${label}, ¿Desea continuar?`,
  columns: {
    code: 'Código',
    idNumber: 'RUC/Cédula',
    name: 'Cliente',
    tradeName: 'Nombre comercial',
    email: 'Email',
    phone: 'Teléfono',
    accessCode: 'Acceso',
    legalName: 'Razón social',
    ruc: 'RUC empresa',
    state: 'Estado',
    formUpdate: 'Formulario',
    formState: 'Estado formulario',
  },
} as const;

/** The cparams kinds in their order: '1' RUC ... '6' email. */
export const SEARCH_KINDS: ReadonlyArray<{ code: number; kind: ClientSearchKind; label: string }> = [
  { code: 1, kind: 'RUC', label: 'RUC' },
  { code: 2, kind: 'LEGAL_NAME', label: 'Razón social' },
  { code: 3, kind: 'TRADE_NAME', label: 'Nombre comercial' },
  { code: 4, kind: 'ACCESS', label: 'Acceso' },
  { code: 5, kind: 'NAME', label: 'Nombre' },
  { code: 6, kind: 'EMAIL', label: 'Email' },
];

/** The header box searches e-mails when the text has '@', names otherwise (spec 000 §5). */
export const headerKind = (text: string): ClientSearchKind => (text.includes('@') ? 'EMAIL' : 'NAME');

/** The other value of clp_estupd and how it shows: 0 HABILITADO, 1 DESHABILITADO. */
export const FORM_UPDATE_LABELS: Record<number, string> = { 0: 'HABILITADO', 1: 'DESHABILITADO' };
