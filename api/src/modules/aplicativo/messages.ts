// Messages of the aplicativo (spec 000 §5 "Aplicativo", §8). Quoted texts of the spec are word for word.
const money = (value: string) => value.replace('.', ',');
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export const APLICATIVO_MSG = {
  noCompany: 'Falta empresa',
  noModules: 'No hay módulos disponibles',
  notLocal: (name: string) => `La base de ${name} no está en este servidor: el aplicativo no puede trabajar sobre ella`,
  notMigrated: (name: string) => `El esquema de ${name} aún no tiene el modelo de datos contable: ejecute las migraciones de esquemas`,
  // Module 1
  accountTypeRequired: 'Seleccione un tipo de cuenta',
  accountTypeNotFound: (code: number) => `No existe el tipo de cuenta ${code}`,
  transactionTypeNotFound: (code: number) => `No existe el tipo de transacción ${code}`,
  accountNotFound: (id: number) => `No existe la cuenta ${id} en el plan de cuentas`,
  accountOfOtherType: (number: string, type: string) => `La cuenta ${number} no es del tipo de cuenta ${type}`,
  accountNotMovement: (number: string) => `La cuenta ${number} es de grupo: elija una cuenta de movimiento`,
  sideValue: 'El lado del modelo debe ser D (débito) o C (crédito)',
  modelSaved: (type: string, transaction: string) => `Modelo contable guardado: ${type} en ${transaction}`,
  // Module 2
  confirmInitialPeriod: 'Se va a encerar los movimientos en la base',
  initialHasDocuments: (n: number) => `No se puede establecer el período inicial: la empresa tiene ${n} documentos electrónicos`,
  initialTooManyRecords: (n: number, max: number) => `No se puede establecer el período inicial: la empresa tiene ${n} registros (máximo ${max})`,
  dateRequired: (field: string) => `Ingrese la fecha ${field}`,
  dateOrder: 'La fecha de inicio no puede ser posterior a la fecha de fin',
  initialSet: (from: string, to: string) => `Período contable inicial establecido del ${dmy(from)} al ${dmy(to)}; los movimientos fueron encerados`,
  // Module 3
  periodLocked: 'El período indicado está bloqueado...',
  searchedPeriodLocked: 'El período que está buscando está bloqueado',
  selectPeriod: 'Seleccione un período',
  periodNotFound: (id: number) => `No existe el período ${Number.isNaN(id) ? '(código no numérico)' : id}`,
  limitValue: 'El límite de descuadre debe ser un monto de 0,00 a 9999,99',
  limitSaved: (from: string, to: string, limit: string) => `Límite de descuadre del período ${dmy(from)} - ${dmy(to)}: ${money(limit)}`,
  selectEntries: 'Seleccione al menos un asiento',
  entryNotFound: (id: number) => `No existe el asiento ${Number.isNaN(id) ? '(código no numérico)' : id}`,
  alreadyBalanced: 'El asiento ya está cuadrado',
  overLimit: (numero: number, diff: string, limit: string) =>
    `La diferencia del asiento ${numero} (${money(diff)}) supera el límite de descuadre del período (${money(limit)})`,
  noRoundingAccount: 'La empresa no tiene configurada la cuenta de redondeo (CUENTA_REDONDEO): no se pueden cuadrar asientos',
  fixed: (n: number) => (n === 1 ? 'Se cuadró 1 asiento' : `Se cuadraron ${n} asientos`),
  // Module 4
  documentNotFound: 'No existe un documento electrónico con ese número de autorización en la empresa',
  documentAlreadyPending: 'El documento electrónico ya está pendiente de envío',
  documentRestored: (compro: string) => `Documento electrónico ${compro} restaurado: queda pendiente de envío`,
  // Module 5
  selectOption: 'Seleccione una opción',
  optionNotFound: (id: number) => `No existe la opción de menú ${id}`,
  optionAlreadyActive: 'La opción ya está activa en la empresa',
  optionActivated: (label: string) => `Opción ${label} activada`,
} as const;
