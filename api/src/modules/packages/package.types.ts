import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ScreenPermission } from '../auth/auth.types.js';

@ObjectType({ description: 'Una empresa con su paquete de conexión vigente (lista de /empresas/conexiones)' })
export class ConnectionRow {
  @Field(() => Int, { description: 'emp_codigo' }) companyId!: number;
  @Field({ description: 'emp_coding' }) accessCode!: string;
  @Field({ description: 'emp_razons' }) legalName!: string;
  @Field({ description: 'emp_ruc / rucempresa' }) ruc!: string;
  @Field(() => Int, { description: 'emp_activa' }) companyState!: number;
  @Field({ description: 'Estado de la empresa (ACTIVO, LECTURA, DEMO, BLOQUEADO, INACTIVO)' }) companyStateLabel!: string;
  @Field() companyStateColor!: string;
  @Field({ description: 'Empresa de tipo express (se bloquea por su acceso)' }) express!: boolean;
  @Field(() => Int, { nullable: true, description: 'con_codigo del paquete vigente' }) packageId!: number | null;
  @Field(() => String, { nullable: true, description: 'desde / fechacompra, AAAA-MM-DD' }) purchaseDate!: string | null;
  @Field(() => String, { nullable: true, description: 'fechafin, AAAA-MM-DD' }) endDate!: string | null;
  @Field(() => Int, { nullable: true, description: 'paquete' }) packageSize!: number | null;
  @Field(() => Int, { description: 'conexadquiridas' }) acquired!: number;
  @Field(() => Int, { description: 'Documentos usados del paquete (libro de uso)' }) used!: number;
  @Field(() => Int, { description: 'saldo = adquiridas - usadas (nunca negativo)' }) saldo!: number;
  @Field(() => Int, { description: 'Documentos autorizados sobre el paquete' }) excess!: number;
  @Field(() => Int, { nullable: true, description: 'tipo_contrato: 0 por paquete, 1 tarifa fija, 2 gratuito' }) contractType!: number | null;
  @Field(() => String, { nullable: true }) contractTypeLabel!: string | null;
  @Field(() => Int, { nullable: true, description: 'notificar_porcentaje' }) notifyPercentage!: number | null;
  @Field({ description: 'bloquear (T/F)' }) block!: boolean;
  @Field({ description: "'Notificado...' o 'Sin notificación'" }) notificationState!: string;
  @Field(() => String, { nullable: true, description: 'Fecha de la última notificación del paquete vigente (ISO)' }) notifiedAt!: string | null;
  @Field({ description: 'Estado del contrato: ACTIVO o BLOQUEADO (bloq_aut)' }) contractState!: string;
  @Field({ description: 'Filtro de saldo: excedido, porcompletar, sinasignar, disponible' }) balance!: string;
  @Field({ description: 'Color del filtro de saldo' }) balanceColor!: string;
  @Field(() => Int, { nullable: true, description: 'trn_codigo' }) invoiceId!: number | null;
  @Field(() => String, { nullable: true, description: 'trn_compro' }) invoiceNumber!: string | null;
  @Field(() => String, { nullable: true, description: 'ruc_fac' }) billedRuc!: string | null;
  @Field(() => String, { nullable: true, description: 'name_fac' }) billedName!: string | null;
  @Field({ description: 'relacionado: facturado a otro nombre' }) related!: boolean;
  @Field(() => String, { nullable: true, description: 'observacion' }) note!: string | null;
  @Field(() => String, { nullable: true, description: 'Email del contrato o del cliente' }) email!: string | null;
}

@ObjectType({ description: 'Resumen (resumen) de la lista de paquetes' })
export class ConnectionSummary {
  @Field(() => Int) companies!: number;
  @Field(() => Int) excedido!: number;
  @Field(() => Int) porcompletar!: number;
  @Field(() => Int) sinasignar!: number;
  @Field(() => Int) disponible!: number;
  @Field(() => Int, { description: 'Suma de conexadquiridas' }) acquired!: number;
  @Field(() => Int) used!: number;
  @Field(() => Int) saldo!: number;
  @Field(() => Int) excess!: number;
}

@ObjectType({ description: 'Un filtro rápido de saldo con su color y su cantidad' })
export class BalanceCount {
  @Field() key!: string;
  @Field() label!: string;
  @Field() color!: string;
  @Field(() => Int) count!: number;
}

@ObjectType({ description: 'Página de la lista de paquetes con el resumen y los permisos' })
export class ConnectionPage {
  @Field(() => [ConnectionRow]) items!: ConnectionRow[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
  @Field(() => ConnectionSummary, { description: 'Sobre la búsqueda, sin el filtro rápido' }) summary!: ConnectionSummary;
  @Field(() => [BalanceCount]) balanceCounts!: BalanceCount[];
  @Field(() => ScreenPermission, { description: "Objeto permisos de la pantalla 'conexiones' (crear ≤ 2: no administrador)" }) permisos!: ScreenPermission;
}

@InputType({ description: 'Filtro de la lista de paquetes' })
export class ConnectionFilter {
  @Field(() => String, { nullable: true, description: 'Acceso, RUC (prefijo) o razón social' }) text?: string | null;
  @Field(() => String, { nullable: true, description: 'Búsqueda por RUC (prefijo); con billedToOtherName, RUC al que se facturó' }) ruc?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Paquetes facturados a otro nombre (requiere ruc)' }) billedToOtherName?: boolean | null;
  @Field(() => [String], { nullable: true, description: 'Filtros rápidos: excedido, porcompletar, sinasignar, disponible' }) balance?: string[] | null;
  @Field(() => [Int], { nullable: true, description: 'emp_activa' }) companyStates?: number[] | null;
}

@ObjectType({ description: 'Paquete de conexión (tconexiones)' })
export class ConnectionPackage {
  @Field(() => Int, { description: 'con_codigo' }) id!: number;
  @Field({ description: 'rucempresa' }) ruc!: string;
  @Field(() => Int, { description: 'estado: 1 activo, 0 inactivo' }) state!: number;
  @Field({ description: 'ACTIVO, INACTIVO o ANULADO' }) stateLabel!: string;
  @Field({ description: 'desde / fechacompra' }) purchaseDate!: string;
  @Field(() => String, { nullable: true }) endDate!: string | null;
  @Field(() => Int, { description: 'paquete' }) packageSize!: number;
  @Field(() => Int, { description: 'conexadquiridas' }) acquired!: number;
  @Field(() => Int, { description: 'Saldo del paquete anterior sumado al adquirir' }) carriedOver!: number;
  @Field(() => Int, { nullable: true, description: 'Paquete anterior (con_anterior)' }) previousId!: number | null;
  @Field(() => Int) used!: number;
  @Field(() => Int) saldo!: number;
  @Field(() => Int) excess!: number;
  @Field(() => Int, { description: 'tipo_contrato' }) contractType!: number;
  @Field() contractTypeLabel!: string;
  @Field(() => Int) notifyPercentage!: number;
  @Field() block!: boolean;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => Int, { nullable: true }) invoiceId!: number | null;
  @Field(() => String, { nullable: true }) invoiceNumber!: string | null;
  @Field(() => String, { nullable: true }) billedRuc!: string | null;
  @Field(() => String, { nullable: true }) billedName!: string | null;
  @Field() related!: boolean;
  @Field() notificationState!: string;
  @Field() createdBy!: string;
  @Field() createdAt!: string;
  @Field(() => String, { nullable: true }) cancelledAt!: string | null;
  @Field(() => String, { nullable: true }) cancelledBy!: string | null;
  @Field(() => String, { nullable: true }) cancelReason!: string | null;
}

@ObjectType({ description: 'Documentos usados en un día' })
export class UsageDay {
  @Field() date!: string;
  @Field(() => Int) units!: number;
  @Field(() => Int, { description: 'De ellos, sobre el paquete' }) excess!: number;
}

@ObjectType({ description: 'Detalles de los paquetes de una empresa (verdetalles)' })
export class PackageDetails {
  @Field() ruc!: string;
  @Field(() => [String]) companies!: string[];
  @Field(() => [ConnectionPackage], { description: 'Del más reciente al más antiguo' }) packages!: ConnectionPackage[];
  @Field(() => [UsageDay], { description: 'Uso por día del paquete vigente, el más reciente primero' }) usage!: UsageDay[];
}

@InputType({ description: 'Datos de un paquete de conexión (crear o editar)' })
export class PackageInput {
  @Field(() => Int, { nullable: true, description: 'Empresa (emp_codigo); al crear' }) companyId?: number | null;
  @Field(() => Int, { description: 'paquete: documentos comprados' }) packageSize!: number;
  @Field(() => Int, { description: 'tipo_contrato' }) contractType!: number;
  @Field(() => String, { nullable: true, description: 'fechacompra, DD/MM/AAAA o AAAA-MM-DD (hoy por omisión)' }) purchaseDate?: string | null;
  @Field(() => String, { nullable: true, description: 'fechafin (un año después de la compra por omisión)' }) endDate?: string | null;
  @Field(() => Int, { nullable: true, description: 'notificar_porcentaje (15 por omisión)' }) notifyPercentage?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'bloquear (T por omisión)' }) block?: boolean | null;
  @Field(() => String, { nullable: true }) note?: string | null;
  @Field(() => String, { nullable: true, description: 'Factura asociada por número (trn_compro)' }) invoiceNumber?: string | null;
  @Field(() => Int, { nullable: true, description: 'Factura asociada por código (trn_codigo)' }) invoiceId?: number | null;
}

@ObjectType({ description: 'Resultado de una gestión sobre un paquete' })
export class PackageResult {
  @Field() message!: string;
  @Field(() => ConnectionPackage) package!: ConnectionPackage;
}

@ObjectType({ description: 'Resultado de registrar documentos autorizados' })
export class UsageResult {
  @Field(() => Int, { nullable: true }) packageId!: number | null;
  @Field(() => Int, { description: 'Documentos de este registro' }) units!: number;
  @Field(() => Int, { description: 'Descontados del saldo' }) allocated!: number;
  @Field(() => Int, { description: 'Sobre el paquete' }) excess!: number;
  @Field(() => Int) used!: number;
  @Field(() => Int) saldo!: number;
  @Field({ description: 'La referencia ya estaba registrada: no se volvió a contar' }) duplicate!: boolean;
}

@ObjectType({ description: 'Resultado del bloqueo o desbloqueo de autorización' })
export class AuthorizationResult {
  @Field() message!: string;
  @Field({ description: 'Falta confirmar: hay empresas sin email' }) needsConfirmation!: boolean;
  @Field(() => [Int], { description: 'Empresas (emp_codigo) cambiadas' }) companyIds!: number[];
  @Field(() => [String], { description: 'Accesos de las empresas express (lista aparte)' }) expressAccessCodes!: string[];
  @Field(() => [String], { description: 'Empresas sin email' }) withoutEmail!: string[];
  @Field(() => Int) count!: number;
}

@ObjectType({ description: 'Contacto (referente) de un contrato' })
export class ContractContact {
  @Field(() => Int, { description: 'fad_codigo' }) id!: number;
  @Field(() => Int, { description: 'fol_codigo' }) contractId!: number;
  @Field(() => Int, { nullable: true, description: 'clp_codigo' }) clientId!: number | null;
  @Field({ description: 'fad_nomcontacto' }) name!: string;
  @Field({ description: 'fad_cargo' }) role!: string;
  @Field(() => String, { nullable: true, description: 'fad_mailcontacto' }) email!: string | null;
}

@InputType({ description: 'Cambio del email de notificación de los contactos de un contrato' })
export class NotificationEmailInput {
  @Field(() => Int, { description: 'fol_codigo' }) contractId!: number;
  @Field(() => Int, { nullable: true, description: 'clp_codigo' }) clientId?: number | null;
  @Field(() => String, { nullable: true, description: 'correoOld' }) oldEmail?: string | null;
  @Field({ description: 'correoNew' }) newEmail!: string;
  @Field(() => [Int], { description: 'ids: contactos de los cargos elegidos' }) contactIds!: number[];
}

@ObjectType({ description: 'Resultado de cambiar el email de notificación' })
export class NotificationEmailResult {
  @Field() message!: string;
  @Field(() => [ContractContact]) contacts!: ContractContact[];
}

@ObjectType({ description: 'Resultado del envío de la notificación' })
export class NotificationResult {
  @Field() message!: string;
  @Field(() => Int) sent!: number;
  @Field(() => [String], { description: 'Referentes sin email' }) warnings!: string[];
  @Field(() => [Int], { description: 'Mensajes en la bandeja de salida (cor_codigo)' }) emailIds!: number[];
}
