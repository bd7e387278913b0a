import { Field, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar, MoneyScalar } from '../../graphql/scalars.js';
import { AccountSide, AplicativoModule, ElectronicDocumentState, PeriodState } from './aplicativo-enums.js';

@ObjectType({ description: 'Un módulo del aplicativo que el servidor ofrece para la empresa (getOpciones)' })
export class AplicativoOption {
  @Field(() => AplicativoModule, { description: 'Número del módulo' }) module!: AplicativoModule;
  @Field({ description: 'Título del módulo' }) title!: string;
  @Field({ description: 'Ruta REST heredada del módulo (uri)' }) uri!: string;
  @Field({ description: 'Parámetros de la ruta REST (uri_params), como accion=...' }) uriParams!: string;
}

@ObjectType({ description: 'Módulos del aplicativo disponibles para una empresa' })
export class AplicativoOptions {
  @Field(() => [AplicativoOption], { description: 'Módulos ofrecidos; vacío cuando la empresa no admite ninguno' }) modules!: AplicativoOption[];
  @Field(() => String, { nullable: true, description: "'No hay módulos disponibles' cuando la lista está vacía" }) message!: string | null;
}

@ObjectType({ description: 'Tipo de cuenta contable (ttipocuenta)' })
export class AccountType {
  @Field(() => Int, { description: 'Código (tcu_codigo): 1 activo, 2 pasivo, 3 patrimonio, 4 ingresos, 5 costos y gastos' }) code!: number;
  @Field({ description: 'Nombre (tcu_descri)' }) name!: string;
}

@ObjectType({ description: 'Tipo de transacción o documento (ttipotransaccion)' })
export class TransactionType {
  @Field(() => Int, { description: 'Código (tra_codigo)' }) code!: number;
  @Field({ description: 'Nombre (tra_descri)' }) name!: string;
  @Field({ description: 'Sigla (tra_sigla)' }) abbreviation!: string;
  @Field(() => String, { nullable: true, description: 'Código del documento ante el SRI cuando es electrónico (tra_codsri)' }) sriCode!: string | null;
}

@ObjectType({ description: 'Cuenta del plan de cuentas de la empresa (tplancuenta)' })
export class LedgerAccount {
  @Field(() => Int, { description: 'Código interno (cue_codigo)' }) id!: number;
  @Field({ description: 'Número de cuenta (cue_numero)' }) number!: string;
  @Field({ description: 'Nombre (cue_nombre)' }) name!: string;
  @Field(() => Int, { description: 'Tipo de cuenta (tcu_codigo)' }) accountType!: number;
  @Field({ description: 'Si recibe movimientos (cue_movimiento T); las de grupo no' }) movement!: boolean;
}

@ObjectType({ description: 'Modelo contable: la cuenta que un tipo de transacción asienta para un tipo de cuenta (tmodelocontable)' })
export class AccountingModel {
  @Field(() => Int, { description: 'Código interno (mco_codigo)' }) id!: number;
  @Field(() => Int, { description: 'Tipo de cuenta (tcu_codigo)' }) accountType!: number;
  @Field(() => TransactionType, { description: 'Tipo de transacción (tra_codigo)' }) transactionType!: TransactionType;
  @Field(() => LedgerAccount, { description: 'Cuenta asentada (cue_codigo)' }) account!: LedgerAccount;
  @Field(() => AccountSide, { description: 'Débito o crédito (mco_debcre)' }) side!: AccountSide;
}

@ObjectType({ description: 'Módulo 1: modelos contables de un tipo de cuenta, con lo necesario para editarlos (modelosContablesByTipCta)' })
export class AccountingModels {
  @Field(() => [AccountType], { description: 'Tipos de cuenta de la empresa' }) accountTypes!: AccountType[];
  @Field(() => [AccountingModel], { description: 'Modelos del tipo de cuenta pedido (modelos)' }) models!: AccountingModel[];
  @Field(() => [TransactionType], { description: 'Tipos de transacción (transacciones)' }) transactionTypes!: TransactionType[];
  @Field(() => [LedgerAccount], { description: 'Cuentas de movimiento del tipo de cuenta pedido' }) accounts!: LedgerAccount[];
}

@InputType({ description: 'Un modelo contable a guardar (modeloContableByTipCta); reemplaza el del mismo tipo de cuenta, transacción y lado' })
export class AccountingModelInput {
  @Field(() => Int, { description: 'Tipo de cuenta (tcu_codigo)' }) accountType!: number;
  @Field(() => Int, { description: 'Tipo de transacción (tra_codigo)' }) transactionType!: number;
  @Field(() => Int, { description: 'Cuenta de movimiento del tipo de cuenta (cue_codigo)' }) accountId!: number;
  @Field(() => AccountSide, { description: 'Débito o crédito (mco_debcre)' }) side!: AccountSide;
}

@ObjectType({ description: 'Resultado de guardar un modelo contable' })
export class AccountingModelResult {
  @Field({ description: 'Mensaje de confirmación (msj)' }) message!: string;
  @Field(() => [AccountingModel], { description: 'Modelos del tipo de cuenta después de guardar' }) models!: AccountingModel[];
}

@ObjectType({ description: 'Período contable (tperiodo)' })
export class AccountingPeriod {
  @Field(() => Int, { description: 'Código interno (pe_codigo)' }) id!: number;
  @Field(() => LocalDateScalar, { description: 'Primer día (pe_finicio)' }) from!: string;
  @Field(() => LocalDateScalar, { description: 'Último día (pe_ffin)' }) to!: string;
  @Field({ description: 'Bloqueado (pe_block T)' }) locked!: boolean;
  @Field(() => PeriodState, { description: 'Estado (pe_estado)' }) state!: PeriodState;
  @Field({ description: 'Si es el período inicial (pe_inicial T)' }) initial!: boolean;
  @Field(() => MoneyScalar, { description: 'Límite de descuadre: la mayor diferencia que se cuadra con una línea de redondeo (pe_limdescuadre)' })
  unbalancedLimit!: string;
}

@ObjectType({ description: 'Transacción de la empresa (ttransaccion)' })
export class TransactionRow {
  @Field(() => Int, { description: 'Código interno (trn_codigo)' }) id!: number;
  @Field({ description: 'Tipo de documento (tra_descri de tra_codigo)' }) type!: string;
  @Field({ description: 'Número de comprobante (trn_compro)' }) voucher!: string;
  @Field(() => LocalDateScalar, { description: 'Fecha (trn_fecha)' }) date!: string;
  @Field(() => MoneyScalar, { description: 'Total (trn_total)' }) total!: string;
}

@ObjectType({ description: 'Módulo 2: estado para establecer el período contable inicial (periodoContableInicial)' })
export class InitialPeriodInfo {
  @Field(() => AccountingPeriod, { nullable: true, description: 'Período inicial actual; null si no hay (periodo)' }) period!: AccountingPeriod | null;
  @Field(() => Int, { description: 'Registros (transacciones) de la empresa (num_transacc)' }) transactionCount!: number;
  @Field(() => Int, { description: 'Documentos electrónicos de la empresa (num_docele)' }) electronicDocumentCount!: number;
  @Field(() => [TransactionRow], { description: 'Las transacciones que se encerarían, hasta el máximo permitido más una (transacciones)' })
  transactions!: TransactionRow[];
  @Field(() => Int, { description: 'Máximo de registros con que se permite (30)' }) maxRecords!: number;
  @Field({ description: "Texto de la confirmación: 'Se va a encerar los movimientos en la base'" }) confirmation!: string;
}

@ObjectType({ description: 'Resultado de establecer el período inicial' })
export class InitialPeriodResult {
  @Field({ description: 'Mensaje de confirmación (msj)' }) message!: string;
  @Field(() => AccountingPeriod, { description: 'El período inicial creado' }) period!: AccountingPeriod;
}

@ObjectType({ description: 'Módulo 3: períodos con su límite de descuadre (limiteDescuadreAsientos)' })
export class UnbalancedLimit {
  @Field(() => [AccountingPeriod], { description: 'Períodos de la empresa, el más reciente primero (periodos)' }) periods!: AccountingPeriod[];
  @Field(() => MoneyScalar, { nullable: true, description: 'Límite del período abierto más reciente, o el recién guardado; null si no hay períodos (limite)' })
  limit!: string | null;
  @Field(() => String, { nullable: true, description: 'Mensaje de confirmación al guardar un límite (msj); null al consultar' }) message!: string | null;
}

@ObjectType({ description: 'Asiento de diario cuyo debe no iguala a su haber' })
export class UnbalancedEntry {
  @Field(() => Int, { description: 'Código interno (dia_codigo)' }) id!: number;
  @Field(() => Int, { description: 'Número de asiento en su período (dia_numero)' }) number!: number;
  @Field(() => LocalDateScalar, { description: 'Fecha (dia_fecha)' }) date!: string;
  @Field({ description: 'Documento que originó el asiento, o la glosa (transacciones)' }) transactions!: string;
  @Field(() => MoneyScalar, { description: 'Suma del debe' }) debit!: string;
  @Field(() => MoneyScalar, { description: 'Suma del haber' }) credit!: string;
  @Field(() => MoneyScalar, { description: 'Debe menos haber (saldo)' }) balance!: string;
  @Field({ description: 'Si está descuadrado (descuadrado)' }) unbalanced!: boolean;
  @Field({ description: 'Si la diferencia está dentro del límite de su período (se puede cuadrar)' }) withinLimit!: boolean;
}

@ObjectType({ description: 'Resultado de cuadrar asientos' })
export class FixEntriesResult {
  @Field({ description: 'Mensaje de confirmación (msj)' }) message!: string;
  @Field(() => [Int], { description: 'Asientos cuadrados (dia_codigo)' }) fixed!: number[];
}

@ObjectType({ description: 'Partes de una clave de acceso (número de autorización) del SRI' })
export class AccessKeyDecoded {
  @Field(() => LocalDateScalar, { description: 'Fecha de emisión (ddmmaaaa)' }) issueDate!: string;
  @Field({ description: 'Tipo de comprobante (01 factura, 04 nota de crédito, ...)' }) documentType!: string;
  @Field({ description: 'RUC del emisor' }) ruc!: string;
  @Field({ description: 'Ambiente: 1 pruebas, 2 producción' }) environment!: string;
  @Field({ description: 'Establecimiento (serie, 3 dígitos)' }) establishment!: string;
  @Field({ description: 'Punto de emisión (serie, 3 dígitos)' }) emissionPoint!: string;
  @Field({ description: 'Secuencial (9 dígitos)' }) sequence!: string;
  @Field({ description: 'Código numérico (8 dígitos)' }) numericCode!: string;
  @Field({ description: 'Tipo de emisión: 1 normal' }) emissionType!: string;
  @Field({ description: 'Dígito verificador (módulo 11)' }) checkDigit!: string;
}

@ObjectType({ description: 'Documento electrónico de la empresa (tdocelectronico)' })
export class ElectronicDocument {
  @Field(() => Int, { description: 'Código interno (doc_codigo)' }) id!: number;
  @Field({ description: 'Número de autorización / clave de acceso, 49 dígitos (doc_numaut)' }) authorizationNumber!: string;
  @Field({ description: 'Tipo de comprobante del SRI (doc_tipo)' }) documentType!: string;
  @Field(() => ElectronicDocumentState, { description: 'Estado (doc_estado)' }) state!: ElectronicDocumentState;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Fecha de autorización (doc_fecaut)' }) authorizedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Comprobante de la transacción (trn_compro)' }) voucher!: string | null;
  @Field(() => String, { nullable: true, description: 'Último mensaje del SRI o del aplicativo (doc_mensaje)' }) message!: string | null;
}

@ObjectType({ description: 'Resultado de restaurar un documento electrónico' })
export class RestoreDocumentResult {
  @Field({ description: 'Mensaje de confirmación (msj)' }) message!: string;
  @Field(() => ElectronicDocument, { description: 'El documento, ya pendiente de envío' }) document!: ElectronicDocument;
  @Field(() => AccessKeyDecoded, { description: 'Partes de su clave de acceso' }) key!: AccessKeyDecoded;
}

@ObjectType({ description: 'Proceso de la empresa (tproceso)' })
export class CompanyProcess {
  @Field(() => Int, { description: 'Código (pro_codigo)' }) code!: number;
  @Field({ description: 'Descripción (pro_descri)' }) description!: string;
}

@ObjectType({ description: 'Opción de menú opcional de la empresa (topcionmenu)' })
export class MenuOption {
  @Field(() => Int, { description: 'Código interno (opm_codigo)' }) id!: number;
  @Field({ description: 'Nombre de la opción (label)' }) label!: string;
  @Field(() => Int, { description: 'Proceso al que pertenece (proceso)' }) process!: number;
  @Field({ description: 'Si está activa en la empresa (habilitado T)' }) enabled!: boolean;
}

@ObjectType({ description: 'Módulo 5: opciones de menú y procesos (opcionesMenu)' })
export class MenuOptions {
  @Field(() => [MenuOption], { description: 'Opciones (menus)' }) menus!: MenuOption[];
  @Field(() => [CompanyProcess], { description: 'Procesos (procesos)' }) processes!: CompanyProcess[];
}

@ObjectType({ description: 'Resultado de activar una opción de menú (opcionMenu)' })
export class MenuOptionResult {
  @Field({ description: 'Mensaje de confirmación (msj)' }) message!: string;
  @Field(() => [MenuOption], { description: 'Opciones después de activar (menus)' }) menus!: MenuOption[];
  @Field({ description: 'Dónde aparece la opción activada (guia)' }) guide!: string;
}
