import { Field, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';
import { legacyFields } from '../../graphql/field-paths.js';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { ContractType, PackageState } from './package-enums.js';

export {
  BalanceCount,
  ConnectionFilter,
  ConnectionOrder,
  ConnectionOrderField,
  ConnectionPage,
  ConnectionRow,
  ConnectionSummary,
} from './connection-list.types.js';

@ObjectType({ description: 'Paquete de documentos electrónicos comprado por una empresa (tconexiones), con lo usado según el libro de uso' })
export class ConnectionPackage {
  @Field(() => Int, { description: 'Código del paquete (con_codigo)' }) id!: number;
  @Field({ description: 'RUC de la empresa dueña del paquete (rucempresa)' }) ruc!: string;
  @Field(() => PackageState, { description: 'Si el paquete está vigente, fue reemplazado por otro o fue anulado (estado, con_anulado)' }) state!: PackageState;
  @Field({ description: 'Situación del paquete como se muestra: ACTIVO, INACTIVO o ANULADO' }) stateLabel!: string;
  @Field(() => LocalDateScalar, { description: 'Fecha de compra, desde la que rige el paquete (fechacompra)' }) purchaseDate!: string;
  @Field(() => LocalDateScalar, { nullable: true, description: 'Último día de vigencia del paquete (fechafin)' }) endDate!: string | null;
  @Field(() => Int, { description: 'Documentos comprados, sin el saldo heredado (paquete)' }) packageSize!: number;
  @Field(() => Int, { description: 'Documentos disponibles al comprar: los comprados más el saldo heredado (conexadquiridas)' }) acquired!: number;
  @Field(() => Int, { description: 'Saldo del paquete anterior sumado a los adquiridos al comprar este (con_saldo_anterior)' }) carriedOver!: number;
  @Field(() => Int, { nullable: true, description: 'Paquete al que este reemplazó y del que heredó el saldo (con_anterior)' }) previousId!: number | null;
  @Field(() => Int, { description: 'Documentos autorizados descontados de este paquete, según el libro de uso' }) used!: number;
  @Field(() => Int, { description: 'Documentos que quedan: adquiridos menos usados, nunca negativo' }) saldo!: number;
  @Field(() => Int, { description: 'Documentos autorizados cuando el paquete ya no tenía saldo (excedente)' }) excess!: number;
  @Field(() => ContractType, { description: 'Cómo se cobra el paquete (tipo_contrato)' }) contractType!: ContractType;
  @Field({ description: 'Nombre del tipo de contrato como se muestra (Por paquete, Tarifa fija, Gratuito)' }) contractTypeLabel!: string;
  @Field(() => Int, { description: 'Porcentaje de saldo en que se avisa al cliente que el paquete se está agotando (notificar_porcentaje)' })
  notifyPercentage!: number;
  @Field({ description: 'Si al agotarse el paquete se bloquea la autorización de documentos (bloquear)' }) block!: boolean;
  @Field(() => String, { nullable: true, description: 'Observación registrada al comprar o editar el paquete' }) note!: string | null;
  @Field(() => Int, { nullable: true, description: 'Factura con que se vendió el paquete (trn_codigo)' }) invoiceId!: number | null;
  @Field(() => String, { nullable: true, description: 'Número de esa factura, 001-001-000000123 (trn_compro)' }) invoiceNumber!: string | null;
  @Field(() => String, { nullable: true, description: 'RUC al que se emitió la factura' }) billedRuc!: string | null;
  @Field(() => String, { nullable: true, description: 'Nombre al que se emitió la factura' }) billedName!: string | null;
  @Field({ description: 'La factura se emitió a otro RUC (relacionado)' }) related!: boolean;
  @Field({ description: "Texto del aviso de saldo: 'Notificado...' si ya se avisó al cliente sobre este paquete, si no 'Sin notificación'" })
  notificationState!: string;
  @Field({ description: 'Ya se avisó al cliente del saldo de este paquete (lo que notificationState muestra como texto)' }) notified!: boolean;
  @Field({ description: 'Nombre del usuario que registró el paquete' }) createdBy!: string;
  @Field(() => GraphQLISODateTime, { description: 'Cuándo se registró el paquete (con_registro)' }) createdAt!: string;
  @Field(() => GraphQLISODateTime, { description: 'Último cambio del paquete, de su uso o de sus avisos (updated_at): para sincronizar con updatedSince' })
  updatedAt!: string;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Cuándo se anuló el paquete; null si no está anulado (con_anulado)' }) cancelledAt!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Usuario que anuló el paquete' }) cancelledBy!: string | null;
  @Field(() => String, { nullable: true, description: 'Motivo de la anulación' }) cancelReason!: string | null;
}

@ObjectType({ description: 'Documentos autorizados en un día, según el libro de uso' })
export class UsageDay {
  @Field(() => LocalDateScalar, { description: 'Día de autorización de los documentos' }) date!: string;
  @Field(() => Int, { description: 'Documentos autorizados ese día' }) units!: number;
  @Field(() => Int, { description: 'De ellos, los autorizados sin saldo en el paquete (excedente)' }) excess!: number;
}

@ObjectType({ description: 'Historial de paquetes de un contrato (un RUC) con el uso diario del paquete vigente' })
export class PackageDetails {
  @Field({ description: 'RUC del contrato consultado' }) ruc!: string;
  @Field(() => [String], { description: 'Razones sociales de las empresas (bases) que comparten ese RUC' }) companies!: string[];
  @Field(() => [ConnectionPackage], { description: 'Paquetes del RUC, del más reciente al más antiguo' }) packages!: ConnectionPackage[];
  @Field(() => [UsageDay], { description: 'Documentos autorizados por día sobre el paquete vigente, el día más reciente primero (hasta 366 días)' })
  usage!: UsageDay[];
}

@InputType({ description: 'Datos de un paquete de documentos al comprarlo o editarlo' })
export class PackageInput {
  @Field(() => Int, { nullable: true, description: 'Empresa que compra el paquete (emp_codigo); obligatoria al crear, se ignora al editar' }) companyId?:
    number | null;
  @Field(() => Int, { description: 'Documentos comprados (paquete); mayor que cero' }) packageSize!: number;
  @Field(() => ContractType, { description: 'Cómo se cobra el paquete (tipo_contrato); GRATUITO solo para administradores' }) contractType!: ContractType;
  @Field(() => LocalDateScalar, { nullable: true, description: 'Fecha de compra, desde la que rige (hoy por omisión)' }) purchaseDate?: string | null;
  @Field(() => LocalDateScalar, { nullable: true, description: 'Último día de vigencia, posterior a la compra (un año después de la compra por omisión)' })
  endDate?: string | null;
  @Field(() => Int, { nullable: true, description: 'Porcentaje de saldo en que se avisa al cliente, de 0 a 100 (15 por omisión)' }) notifyPercentage?:
    number | null;
  @Field(() => Boolean, { nullable: true, description: 'Bloquear la autorización de documentos al agotarse el paquete (sí por omisión)' }) block?:
    boolean | null;
  @Field(() => String, { nullable: true, description: 'Observación del paquete' }) note?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Factura de la venta por su número (trn_compro, con o sin guiones); obligatoria para quien no es administrador',
  })
  invoiceNumber?: string | null;
  @Field(() => Int, { nullable: true, description: 'Factura de la venta por su código (trn_codigo), en lugar del número' }) invoiceId?: number | null;
}
// The invoice lookup names the code 'invoiceCode'.
legacyFields(PackageInput, { invoiceCode: 'invoiceId' });

@ObjectType({ description: 'Resultado de comprar, editar o anular un paquete' })
export class PackageResult {
  @Field({ description: 'Mensaje para el usuario, en español' }) message!: string;
  @Field(() => ConnectionPackage, { description: 'El paquete como quedó' }) package!: ConnectionPackage;
}

@ObjectType({ description: 'Resultado de registrar documentos autorizados en el libro de uso' })
export class UsageResult {
  @Field(() => Int, { nullable: true, description: 'Paquete vigente al que se descontaron; null si la empresa no tiene paquete' }) packageId!: number | null;
  @Field(() => Int, { description: 'Documentos de este registro' }) units!: number;
  @Field(() => Int, { description: 'De ellos, los descontados del saldo del paquete' }) allocated!: number;
  @Field(() => Int, { description: 'De ellos, los autorizados sin saldo (excedente)' }) excess!: number;
  @Field(() => Int, { description: 'Documentos usados del paquete después del registro' }) used!: number;
  @Field(() => Int, { description: 'Saldo del paquete después del registro' }) saldo!: number;
  @Field({ description: 'La referencia ya estaba registrada: no se volvió a contar y se devuelve lo registrado entonces' }) duplicate!: boolean;
}

@ObjectType({ description: 'Resultado de bloquear o desbloquear la autorización de documentos de empresas' })
export class AuthorizationResult {
  @Field({ description: 'Mensaje para el usuario, en español' }) message!: string;
  @Field({ description: 'Falta confirmar: hay empresas sin email a las que no se podrá avisar; repita con confirmEmptyEmail' }) needsConfirmation!: boolean;
  @Field(() => [Int], { description: 'Empresas cambiadas (emp_codigo)' }) companyIds!: number[];
  @Field(() => [String], { description: 'Códigos de acceso de las empresas express cambiadas (se bloquean por su acceso)' }) expressAccessCodes!: string[];
  @Field(() => [String], { description: 'Razones sociales de las empresas sin email' }) withoutEmail!: string[];
  @Field(() => Int, { description: 'Cantidad de empresas cambiadas' }) count!: number;
}

@ObjectType({ description: 'Contacto (referente) de un contrato, a quien se envían los avisos de saldo' })
export class ContractContact {
  @Field(() => Int, { description: 'Código del contacto (fad_codigo)' }) id!: number;
  @Field(() => Int, { description: 'Contrato al que pertenece (fol_codigo)' }) contractId!: number;
  @Field(() => Int, { nullable: true, description: 'Cliente del contrato (clp_codigo)' }) clientId!: number | null;
  @Field({ description: 'Nombre del contacto' }) name!: string;
  @Field({ description: 'Cargo del contacto en la empresa cliente (gerente, contador...)' }) role!: string;
  @Field(() => String, { nullable: true, description: 'Email al que se le envían los avisos; null si no tiene' }) email!: string | null;
}

@InputType({ description: 'Cambio del email de aviso de los contactos elegidos de un contrato' })
export class NotificationEmailInput {
  @Field(() => Int, { description: 'Contrato de los contactos (fol_codigo)' }) contractId!: number;
  @Field(() => Int, { nullable: true, description: 'Cliente del contrato (clp_codigo), si se conoce' }) clientId?: number | null;
  @Field(() => String, { nullable: true, description: 'Email que tenían, para el registro de auditoría' }) oldEmail?: string | null;
  @Field({ description: 'Email nuevo de los contactos elegidos' }) newEmail!: string;
  @Field(() => [Int], { description: 'Contactos del contrato a los que se cambia el email (al menos uno)' }) contactIds!: number[];
}

@ObjectType({ description: 'Resultado de cambiar el email de aviso de contactos' })
export class NotificationEmailResult {
  @Field({ description: 'Mensaje para el usuario, en español' }) message!: string;
  @Field(() => [ContractContact], { description: 'Contactos del contrato como quedaron' }) contacts!: ContractContact[];
}

@ObjectType({ description: 'Resultado de enviar el aviso de saldo a los contactos elegidos' })
export class NotificationResult {
  @Field({ description: 'Mensaje para el usuario, en español' }) message!: string;
  @Field(() => Int, { description: 'Correos puestos en la bandeja de salida' }) sent!: number;
  @Field(() => [String], { description: 'Avisos: contactos elegidos sin email, a los que no se envió' }) warnings!: string[];
  @Field(() => [Int], { description: 'Correos de la bandeja de salida (mai_codigo), para seguir su envío' }) emailIds!: number[];
}
