import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { ScreenPermission } from '../auth/auth.types.js';

@ObjectType({ description: 'Contacto de un contrato (fad_contactos)' })
export class ContractRowContact {
  @Field(() => Int, { description: 'fad_codigo' }) id!: number;
  @Field({ description: 'fad_nomcontacto' }) name!: string;
  @Field({ description: 'fad_cargo' }) role!: string;
  @Field(() => String, { nullable: true, description: 'fad_mailcontacto' }) email!: string | null;
}

@ObjectType({ description: 'Fila de contrato de /empresas/pagos_contrato (spec 000 §3 "Contract row")' })
export class ContractPaymentRow {
  @Field(() => Int, { description: 'fol_codigo' }) contractId!: number;
  @Field({ description: 'emp_ruc' }) ruc!: string;
  @Field(() => Int, { nullable: true, description: 'emp_codigo de la empresa del RUC (null si no hay empresa)' }) companyId!: number | null;
  @Field({ description: 'emp_razons (o el nombre del cliente si no hay empresa)' }) legalName!: string;
  @Field(() => Int, { nullable: true, description: 'emp_activa: 0 inactivo, 1 activo, 2 demo, 3 bloqueado' }) companyState!: number | null;
  @Field(() => String, { nullable: true, description: 'emp_ubica: JSON con provincia, ciudad y lectura' }) location!: string | null;
  @Field({ description: 'estado: estado de pago (VENCIDO, AL DÍA, PAGADO, INACTIVO)' }) paymentState!: string;
  @Field({ description: 'Color del estado de pago' }) paymentStateColor!: string;
  @Field({ description: 'estado_contrato: ACTIVO o BLOQUEADO (bloq_aut de emp_tiposerv)' }) contractState!: string;
  @Field({ description: "estado_notificacion: 'Notificado...' o 'Sin notificación' (paquete vigente)" }) notificationState!: string;
  @Field({ description: 'estadoAcceso: estado de la empresa (ACTIVO, LECTURA, DEMO, BLOQUEADO, INACTIVO)' }) accessState!: string;
  @Field({ description: 'Color del estado de la empresa' }) accessStateColor!: string;
  @Field({ description: "mes_contrato_str: 'Mes {n} de {total}'" }) contractMonth!: string;
  @Field(() => Int, { nullable: true, description: 'tac_id: tipo de empresa (tac_codigo)' }) businessLine!: number | null;
  @Field(() => String, { nullable: true, description: 'Nombre del tipo de empresa (tac_descrip)' }) businessLineName!: string | null;
  @Field(() => Int, { nullable: true, description: 'trn_codigo: factura de la última cuota pagada' }) invoiceId!: number | null;
  @Field(() => String, { nullable: true, description: 'trn_compro: número de esa factura' }) invoiceNumber!: string | null;
  @Field(() => String, { nullable: true, description: 'trn_fecreg, AAAA-MM-DD (el REST la da DD/MM/AAAA)' }) invoiceDate!: string | null;
  @Field(() => String, { nullable: true, description: 'clp_email: email del contrato' }) email!: string | null;
  @Field(() => String, { nullable: true, description: 'clp_apenom: cliente del contrato' }) clientName!: string | null;
  @Field({ description: 'fol_fecha: inicio del contrato, AAAA-MM-DD' }) startDate!: string;
  @Field(() => Int, { description: 'fol_meses' }) months!: number;
  @Field(() => Float, { description: 'fol_cuota: valor de la cuota mensual' }) fee!: number;
  @Field({ description: 'fol_activo T' }) active!: boolean;
  @Field(() => Int, { description: 'Cuotas pagadas' }) paidCount!: number;
  @Field(() => Int, { description: 'Cuotas sin pagar' }) unpaidCount!: number;
  @Field(() => Float, { description: 'Valor vencido: suma de las cuotas sin pagar ya vencidas' }) amountDue!: number;
  @Field(() => [ContractRowContact], { description: 'contactos (fad_contactos)' }) contacts!: ContractRowContact[];
}

@ObjectType({ description: 'Un filtro rápido de estado de pago con su color y cantidad' })
export class PaymentStateCount {
  @Field({ description: 'Estado de pago (valor del filtro paymentStates)' }) state!: string;
  @Field() label!: string;
  @Field() color!: string;
  @Field(() => Int) count!: number;
}

@ObjectType({ description: 'Página de la lista de pagos de contrato' })
export class ContractPaymentPage {
  @Field(() => [ContractPaymentRow]) items!: ContractPaymentRow[];
  @Field(() => Int, { description: 'Contratos que cumplen el filtro, con el filtro rápido' }) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
  @Field(() => [PaymentStateCount], { description: 'Cantidad por estado de pago sobre el filtro sin el filtro rápido' }) counts!: PaymentStateCount[];
  @Field(() => ScreenPermission, { description: "Objeto permisos de la pantalla 'pagos'" }) permisos!: ScreenPermission;
}

@InputType({ description: 'Filtro de la lista de pagos de contrato' })
export class ContractPaymentFilter {
  @Field(() => String, { nullable: true, description: 'RUC (prefijo) o razón social (contiene, sin mayúsculas ni tildes)' }) text?: string | null;
  @Field(() => [String], { nullable: true, description: 'Filtro rápido: VENCIDO, AL DÍA, PAGADO, INACTIVO' }) paymentStates?: string[] | null;
  @Field(() => [Int], { nullable: true, description: 'emp_activa de la empresa' }) companyStates?: number[] | null;
  @Field(() => [Int], { nullable: true, description: 'tac_codigo de la empresa; -1: sin tipo' }) businessLines?: number[] | null;
  @Field(() => [String], { nullable: true, description: 'estado_contrato: ACTIVO, BLOQUEADO' }) contractStates?: string[] | null;
  @Field(() => String, { nullable: true, description: 'fol_fecha desde, AAAA-MM-DD' }) startFrom?: string | null;
  @Field(() => String, { nullable: true, description: 'fol_fecha hasta, AAAA-MM-DD' }) startTo?: string | null;
}

@ObjectType({ description: 'Datos del contrato del historial de cuotas' })
export class InstallmentContract {
  @Field(() => Int, { description: 'fol_codigo' }) contractId!: number;
  @Field({ description: 'emp_ruc' }) ruc!: string;
  @Field({ description: 'emp_razons (o el nombre del cliente)' }) legalName!: string;
  @Field(() => String, { nullable: true, description: 'clp_apenom' }) clientName!: string | null;
  @Field({ description: 'fol_fecha, AAAA-MM-DD' }) startDate!: string;
  @Field(() => Int, { description: 'fol_meses' }) months!: number;
  @Field(() => Float, { description: 'fol_cuota' }) fee!: number;
  @Field({ description: 'fol_activo T' }) active!: boolean;
}

@ObjectType({ description: 'Una cuota del contrato (tcontrato_cuota)' })
export class Installment {
  @Field(() => Int, { description: 'cuo_numero' }) number!: number;
  @Field({ description: 'cuo_vence, AAAA-MM-DD' }) dueDate!: string;
  @Field(() => Float, { description: 'cuo_valor' }) amount!: number;
  @Field(() => String, { nullable: true, description: 'cuo_pagada, AAAA-MM-DD (null: sin pagar)' }) paidDate!: string | null;
  @Field({ description: 'PAGADA, VENCIDA o PENDIENTE' }) state!: string;
  @Field(() => Int, { nullable: true, description: 'trn_codigo: factura del pago' }) invoiceId!: number | null;
  @Field(() => String, { nullable: true, description: 'trn_compro' }) invoiceNumber!: string | null;
}

@ObjectType({ description: 'Historial de cuotas de un contrato (verHistorialCuotas)' })
export class InstallmentHistory {
  @Field(() => InstallmentContract) contract!: InstallmentContract;
  @Field(() => [Installment], { description: 'Por número de cuota' }) items!: Installment[];
}
