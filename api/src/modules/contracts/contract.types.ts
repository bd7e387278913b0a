import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { SortDirection } from '../../graphql/ordering.js';
import { LocalDateScalar, MoneyScalar } from '../../graphql/scalars.js';
import { ScreenPermission } from '../auth/auth.types.js';
import { CompanyStateCode } from '../companies/company-enums.js';
import { ContractState } from '../packages/package-enums.js';
import { ContractPaymentOrderField, InstallmentStateEnum, PaymentStateEnum } from './contract-enums.js';
import { Page } from '../../graphql/page.js';

@ObjectType({ description: 'Contacto (referente) de un contrato, con su cargo y email' })
export class ContractRowContact {
  @Field(() => Int, { description: 'Código del contacto (fad_codigo)' }) id!: number;
  @Field({ description: 'Nombre del contacto (fad_nomcontacto)' }) name!: string;
  @Field({ description: 'Cargo del contacto en la empresa cliente (fad_cargo)' }) role!: string;
  @Field(() => String, { nullable: true, description: 'Email del contacto; null si no tiene (fad_mailcontacto)' }) email!: string | null;
}

@ObjectType({ description: 'Un contrato pagado en cuotas mensuales con su situación de pago (fila de /empresas/pagos_contrato)' })
export class ContractPaymentRow {
  @Field(() => Int, { description: 'Código del contrato (fol_codigo)' }) contractId!: number;
  @Field({ description: 'RUC del contrato (emp_ruc)' }) ruc!: string;
  @Field(() => Int, { nullable: true, description: 'Empresa que representa al RUC (emp_codigo); null si el RUC no tiene empresa' }) companyId!: number | null;
  @Field({ description: 'Razón social de la empresa o, sin empresa, el nombre del cliente del contrato' }) legalName!: string;
  @Field(() => CompanyStateCode, {
    nullable: true,
    description: 'Estado de la empresa: inactiva, activa, demostración o bloqueada (emp_activa); null sin empresa',
  })
  companyState!: CompanyStateCode | null;
  @Field(() => String, {
    nullable: true,
    deprecationReason: 'Use accessState',
    description: 'Ubicación de la empresa como texto JSON (emp_ubica); el estado mostrado (accessState) ya considera si es solo lectura',
  })
  location!: string | null;
  @Field(() => PaymentStateEnum, { description: 'Situación de pago del contrato según sus cuotas' }) paymentState!: PaymentStateEnum;
  @Field({ description: 'Color (hexadecimal) con que se muestra la situación de pago' }) paymentStateColor!: string;
  @Field(() => ContractState, { description: 'Si la empresa puede autorizar documentos o está bloqueada (bloq_aut)' }) contractState!: ContractState;
  @Field({ description: "Texto del aviso de saldo del paquete vigente: 'Notificado...' o 'Sin notificación'" }) notificationState!: string;
  @Field({ description: 'Ya se avisó al cliente del saldo de su paquete vigente (lo que notificationState muestra como texto)' }) notified!: boolean;
  @Field({ description: 'Estado de la empresa como se muestra: ACTIVO, LECTURA, DEMO, BLOQUEADO o INACTIVO (vacío sin empresa)' }) accessState!: string;
  @Field({ description: 'Color (hexadecimal) con que se muestra el estado de la empresa' }) accessStateColor!: string;
  @Field({ description: "Mes del contrato en que se está, 'Mes {n} de {total}'" }) contractMonth!: string;
  @Field(() => Int, { nullable: true, description: 'Tipo (línea de negocio) de la empresa, del catálogo de tipos (tac_codigo)' }) businessLine!: number | null;
  @Field(() => String, { nullable: true, description: 'Nombre del tipo de empresa (tac_descrip)' }) businessLineName!: string | null;
  @Field(() => Int, { nullable: true, description: 'Factura de la última cuota pagada (trn_codigo)' }) invoiceId!: number | null;
  @Field(() => String, { nullable: true, description: 'Número de esa factura (trn_compro)' }) invoiceNumber!: string | null;
  @Field(() => LocalDateScalar, { nullable: true, description: 'Fecha de esa factura (trn_fecreg)' }) invoiceDate!: string | null;
  @Field(() => String, { nullable: true, description: 'Email del contrato (clp_email)' }) email!: string | null;
  @Field(() => String, { nullable: true, description: 'Cliente del contrato (clp_apenom)' }) clientName!: string | null;
  @Field(() => LocalDateScalar, { description: 'Fecha de inicio del contrato; la primera cuota vence ese día (fol_fecha)' }) startDate!: string;
  @Field(() => Int, { description: 'Duración del contrato en meses: una cuota por mes (fol_meses)' }) months!: number;
  @Field(() => MoneyScalar, { description: 'Valor de la cuota mensual, en dólares (fol_cuota)' }) fee!: string;
  @Field({ description: 'El contrato está activo (fol_activo T)' }) active!: boolean;
  @Field(() => Int, { description: 'Cuotas pagadas' }) paidCount!: number;
  @Field(() => Int, { description: 'Cuotas sin pagar, vencidas o no' }) unpaidCount!: number;
  @Field(() => MoneyScalar, { description: 'Valor vencido, en dólares: suma de las cuotas sin pagar cuyo vencimiento ya pasó' }) amountDue!: string;
  @Field(() => [ContractRowContact], { description: 'Contactos del contrato' }) contacts!: ContractRowContact[];
}

@ObjectType({ description: 'Un filtro rápido de situación de pago con su color y cuántos contratos tiene' })
export class PaymentStateCount {
  @Field(() => PaymentStateEnum, { description: 'Situación de pago (valor para ContractPaymentFilter.paymentStates)' }) state!: PaymentStateEnum;
  @Field({ description: 'Nombre del filtro como se muestra' }) label!: string;
  @Field({ description: 'Color (hexadecimal) del filtro' }) color!: string;
  @Field(() => Int, { description: 'Contratos de la búsqueda en esa situación' }) count!: number;
}

@ObjectType({ description: 'Página de la lista de pagos de contrato, con la cantidad por situación de pago y los permisos' })
export class ContractPaymentPage extends Page(ContractPaymentRow, {
  items: 'Contratos de la página, en el orden pedido',
  totalCount: 'Contratos que cumplen el filtro, con el filtro rápido, en todas las páginas',
  page: 'Número de la página devuelta (desde 1)',
  pageSize: 'Tamaño de página usado',
}) {
  @Field(() => Int, { description: 'Contratos que cumplen el filtro, con el filtro rápido', deprecationReason: 'Use totalCount' }) total!: number;
  @Field(() => [PaymentStateCount], { description: 'Cantidad de contratos por situación de pago sobre el filtro sin el filtro rápido' })
  counts!: PaymentStateCount[];
  @Field(() => ScreenPermission, { description: "Permisos del usuario en la pantalla de pagos ('pagos')" }) permisos!: ScreenPermission;
}

@InputType({ description: 'Filtro de la lista de pagos de contrato' })
export class ContractPaymentFilter {
  @Field(() => String, { nullable: true, description: 'RUC (al inicio) o razón social (contiene, sin distinguir mayúsculas ni tildes); hasta 100 caracteres' })
  text?: string | null;
  @Field(() => [PaymentStateEnum], { nullable: true, description: 'Filtro rápido: solo contratos en estas situaciones de pago' }) paymentStates?:
    PaymentStateEnum[] | null;
  @Field(() => [CompanyStateCode], { nullable: true, description: 'Solo empresas en estos estados: inactiva, activa, demostración o bloqueada (emp_activa)' })
  companyStates?: CompanyStateCode[] | null;
  @Field(() => [Int], { nullable: true, description: 'Solo empresas de estos tipos (tac_codigo); -1: empresas sin tipo' }) businessLines?: number[] | null;
  @Field(() => [ContractState], { nullable: true, description: 'Solo empresas con la autorización de documentos en estos estados' }) contractStates?:
    ContractState[] | null;
  @Field(() => LocalDateScalar, { nullable: true, description: 'Contratos que empiezan este día o después (fol_fecha)' }) startFrom?: string | null;
  @Field(() => LocalDateScalar, { nullable: true, description: 'Contratos que empiezan este día o antes (fol_fecha)' }) startTo?: string | null;
}

@InputType('ContractPaymentOrder', {
  description: 'Orden de la lista de pagos de contrato; siempre termina por el código del contrato, así las páginas son estables',
})
export class ContractPaymentOrder {
  @Field(() => ContractPaymentOrderField, { description: 'Campo por el que se ordena' }) field!: ContractPaymentOrderField;
  @Field(() => SortDirection, { nullable: true, defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' })
  direction?: SortDirection | null;
}

@ObjectType({ description: 'El contrato de un historial de cuotas' })
export class InstallmentContract {
  @Field(() => Int, { description: 'Código del contrato (fol_codigo)' }) contractId!: number;
  @Field({ description: 'RUC del contrato (emp_ruc)' }) ruc!: string;
  @Field({ description: 'Razón social de la empresa o, sin empresa, el nombre del cliente' }) legalName!: string;
  @Field(() => String, { nullable: true, description: 'Cliente del contrato (clp_apenom)' }) clientName!: string | null;
  @Field(() => LocalDateScalar, { description: 'Fecha de inicio del contrato (fol_fecha)' }) startDate!: string;
  @Field(() => Int, { description: 'Duración del contrato en meses (fol_meses)' }) months!: number;
  @Field(() => MoneyScalar, { description: 'Valor de la cuota mensual, en dólares (fol_cuota)' }) fee!: string;
  @Field({ description: 'El contrato está activo (fol_activo T)' }) active!: boolean;
}

@ObjectType({ description: 'Una cuota mensual de un contrato (tcontrato_cuota)' })
export class Installment {
  @Field(() => Int, { description: 'Número de la cuota, desde 1 (cuo_numero)' }) number!: number;
  @Field(() => LocalDateScalar, { description: 'Día en que vence la cuota (cuo_vence)' }) dueDate!: string;
  @Field(() => MoneyScalar, { description: 'Valor de la cuota, en dólares (cuo_valor)' }) amount!: string;
  @Field(() => LocalDateScalar, { nullable: true, description: 'Día en que se pagó; null si no se ha pagado (cuo_pagada)' }) paidDate!: string | null;
  @Field(() => InstallmentStateEnum, { description: 'Situación de la cuota a la fecha de hoy' }) state!: InstallmentStateEnum;
  @Field(() => Int, { nullable: true, description: 'Factura con que se cobró la cuota (trn_codigo)' }) invoiceId!: number | null;
  @Field(() => String, { nullable: true, description: 'Número de esa factura (trn_compro)' }) invoiceNumber!: string | null;
}

@ObjectType({ description: 'Historial de cuotas de un contrato (verHistorialCuotas)' })
export class InstallmentHistory {
  @Field(() => InstallmentContract, { description: 'El contrato' }) contract!: InstallmentContract;
  @Field(() => [Installment], { description: 'Sus cuotas, por número' }) items!: Installment[];
}
