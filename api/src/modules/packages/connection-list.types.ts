import { Field, GraphQLISODateTime, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { SortDirection } from '../../graphql/ordering.js';
import { ScreenPermission } from '../auth/auth.types.js';
import { CompanyStateCode } from '../companies/company-enums.js';
import { BalanceClassEnum, ContractState, ContractType } from './package-enums.js';
import { Page } from '../../graphql/page.js';

@ObjectType({ description: 'Una empresa con su paquete de documentos electrónicos vigente y lo que dice de él el libro de uso (fila de la lista de paquetes)' })
export class ConnectionRow {
  @Field(() => Int, { description: 'Código de la empresa (emp_codigo)' }) companyId!: number;
  @Field({ description: 'Código de acceso con que la empresa entra al sistema (emp_coding)' }) accessCode!: string;
  @Field({ description: 'Razón social de la empresa (emp_razons)' }) legalName!: string;
  @Field({ description: 'RUC de la empresa, al que pertenecen sus paquetes (emp_ruc / rucempresa)' }) ruc!: string;
  @Field(() => CompanyStateCode, { description: 'Estado de la empresa: inactiva, activa, demostración o bloqueada (emp_activa)' })
  companyState!: CompanyStateCode;
  @Field({ description: 'Estado de la empresa como se muestra: ACTIVO, LECTURA, DEMO, BLOQUEADO o INACTIVO' }) companyStateLabel!: string;
  @Field({ description: 'Color (hexadecimal) con que se muestra el estado de la empresa' }) companyStateColor!: string;
  @Field({ description: 'Empresa de solo facturación electrónica (express): su autorización se bloquea por su código de acceso' }) express!: boolean;
  @Field(() => Int, { nullable: true, description: 'Código del paquete vigente (con_codigo); null si la empresa no tiene paquete' }) packageId!: number | null;
  @Field(() => LocalDateScalar, { nullable: true, description: 'Fecha de compra del paquete vigente, desde la que rige (fechacompra)' }) purchaseDate!:
    string | null;
  @Field(() => LocalDateScalar, { nullable: true, description: 'Último día de vigencia del paquete vigente (fechafin)' }) endDate!: string | null;
  @Field(() => Int, { nullable: true, description: 'Documentos comprados en el paquete vigente, sin el saldo heredado (paquete)' }) packageSize!: number | null;
  @Field(() => Int, { description: 'Documentos disponibles al comprar: los comprados más el saldo del paquete anterior (conexadquiridas)' }) acquired!: number;
  @Field(() => Int, { description: 'Documentos autorizados descontados del paquete vigente, según el libro de uso' }) used!: number;
  @Field(() => Int, { description: 'Documentos que quedan: adquiridos menos usados, nunca negativo' }) saldo!: number;
  @Field(() => Int, { description: 'Documentos autorizados cuando el paquete ya no tenía saldo (excedente)' }) excess!: number;
  @Field(() => ContractType, { nullable: true, description: 'Cómo se cobra el paquete vigente (tipo_contrato); null sin paquete' })
  contractType!: ContractType | null;
  @Field(() => String, { nullable: true, description: 'Nombre del tipo de contrato como se muestra (Por paquete, Tarifa fija, Gratuito)' }) contractTypeLabel!:
    string | null;
  @Field(() => Int, { nullable: true, description: 'Porcentaje de saldo en que se avisa al cliente que el paquete se está agotando (notificar_porcentaje)' })
  notifyPercentage!: number | null;
  @Field({ description: 'Si al agotarse el paquete se bloquea la autorización de documentos (bloquear)' }) block!: boolean;
  @Field({ description: "Texto del aviso de saldo: 'Notificado...' si ya se avisó al cliente sobre el paquete vigente, si no 'Sin notificación'" })
  notificationState!: string;
  @Field({ description: 'Ya se avisó al cliente del saldo del paquete vigente (lo que notificationState muestra como texto)' }) notified!: boolean;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Cuándo se envió el último aviso de saldo del paquete vigente' }) notifiedAt!: string | null;
  @Field(() => ContractState, { description: 'Si la empresa puede autorizar documentos o está bloqueada (bloq_aut)' }) contractState!: ContractState;
  @Field(() => BalanceClassEnum, { description: 'Clase de saldo de la empresa: el filtro rápido al que pertenece' }) balance!: BalanceClassEnum;
  @Field({ description: 'Color (hexadecimal) con que se muestra la clase de saldo' }) balanceColor!: string;
  @Field(() => Int, { nullable: true, description: 'Factura con que se vendió el paquete vigente (trn_codigo)' }) invoiceId!: number | null;
  @Field(() => String, { nullable: true, description: 'Número de esa factura, 001-001-000000123 (trn_compro)' }) invoiceNumber!: string | null;
  @Field(() => String, { nullable: true, description: 'RUC al que se emitió la factura del paquete' }) billedRuc!: string | null;
  @Field(() => String, { nullable: true, description: 'Nombre al que se emitió la factura del paquete' }) billedName!: string | null;
  @Field({ description: 'La factura del paquete se emitió a otro RUC (relacionado)' }) related!: boolean;
  @Field(() => String, { nullable: true, description: 'Observación registrada en el paquete vigente' }) note!: string | null;
  @Field(() => String, { nullable: true, description: 'Email para los avisos: el del contrato activo o, si no hay, el del cliente' }) email!: string | null;
  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description:
      'Último cambio en cualquier paquete de la empresa (el más reciente updated_at de sus paquetes, que también cambia con el uso y los avisos); null si nunca tuvo paquete',
  })
  updatedAt!: string | null;
}

@ObjectType({ description: 'Totales de la búsqueda de paquetes, sin el filtro rápido' })
export class ConnectionSummary {
  @Field(() => Int, { description: 'Empresas que cumplen la búsqueda' }) companies!: number;
  @Field(() => Int, { description: 'De ellas, empresas sin saldo (clase EXCEDIDO)' }) excedido!: number;
  @Field(() => Int, { description: 'De ellas, empresas con poco saldo o por vencer (clase POR_COMPLETAR)' }) porcompletar!: number;
  @Field(() => Int, { description: 'De ellas, empresas sin paquete vigente (clase SIN_ASIGNAR)' }) sinasignar!: number;
  @Field(() => Int, { description: 'De ellas, empresas con saldo suficiente (clase DISPONIBLE)' }) disponible!: number;
  @Field(() => Int, { description: 'Suma de los documentos adquiridos de los paquetes vigentes' }) acquired!: number;
  @Field(() => Int, { description: 'Suma de los documentos usados de los paquetes vigentes' }) used!: number;
  @Field(() => Int, { description: 'Suma de los saldos de los paquetes vigentes' }) saldo!: number;
  @Field(() => Int, { description: 'Suma de los documentos autorizados sobre los paquetes' }) excess!: number;
}

@ObjectType({ description: 'Un filtro rápido de saldo con su color y cuántas empresas de la búsqueda tiene' })
export class BalanceCount {
  @Field(() => BalanceClassEnum, { description: 'Clase de saldo del filtro (valor para ConnectionFilter.balance)' }) key!: BalanceClassEnum;
  @Field({ description: 'Nombre del filtro como se muestra (Excedido, Por completar, Sin asignar, Disponible)' }) label!: string;
  @Field({ description: 'Color (hexadecimal) del filtro' }) color!: string;
  @Field(() => Int, { description: 'Empresas de la búsqueda en esa clase' }) count!: number;
}

@ObjectType({ description: 'Página de la lista de paquetes con el resumen de la búsqueda, los filtros rápidos y los permisos' })
export class ConnectionPage extends Page(ConnectionRow, {
  items: 'Empresas de la página, en el orden pedido',
  totalCount: 'Empresas que cumplen la búsqueda y el filtro rápido, en todas las páginas',
  page: 'Número de la página devuelta (desde 1)',
  pageSize: 'Tamaño de página usado',
}) {
  @Field(() => Int, { description: 'Empresas que cumplen la búsqueda y el filtro rápido', deprecationReason: 'Use totalCount' }) total!: number;
  @Field(() => ConnectionSummary, { description: 'Totales de la búsqueda, sin el filtro rápido' }) summary!: ConnectionSummary;
  @Field(() => [BalanceCount], { description: 'Los cuatro filtros rápidos de saldo con su cantidad sobre la búsqueda' }) balanceCounts!: BalanceCount[];
  @Field(() => ScreenPermission, { description: "Permisos del usuario en la pantalla de paquetes ('conexiones'); crear 2 o menos: no es administrador" })
  permisos!: ScreenPermission;
}

@InputType({ description: 'Búsqueda y filtro rápido de la lista de paquetes' })
export class ConnectionFilter {
  @Field(() => String, { nullable: true, description: 'Texto a buscar en el código de acceso, el RUC (al inicio) o la razón social' }) text?: string | null;
  @Field(() => String, { nullable: true, description: 'RUC de la empresa (al inicio); con billedToOtherName, el RUC al que se facturó' }) ruc?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Solo empresas con paquetes facturados a otro RUC, el indicado en ruc (obligatorio en ese caso)' })
  billedToOtherName?: boolean | null;
  @Field(() => [BalanceClassEnum], { nullable: true, description: 'Filtros rápidos: solo empresas de estas clases de saldo (no se combina con ruc)' })
  balance?: BalanceClassEnum[] | null;
  @Field(() => [CompanyStateCode], { nullable: true, description: 'Solo empresas en estos estados: inactiva, activa, demostración o bloqueada (emp_activa)' })
  companyStates?: CompanyStateCode[] | null;
}

export enum ConnectionOrderField {
  LEGAL_NAME = 'LEGAL_NAME',
  ACCESS_CODE = 'ACCESS_CODE',
  RUC = 'RUC',
  PURCHASE_DATE = 'PURCHASE_DATE',
  END_DATE = 'END_DATE',
  UPDATED_AT = 'UPDATED_AT',
}

registerEnumType(ConnectionOrderField, {
  name: 'ConnectionOrderField',
  description: 'Campos por los que se puede ordenar la lista de paquetes',
  valuesConfig: {
    LEGAL_NAME: { description: 'Razón social de la empresa (el orden por omisión)' },
    ACCESS_CODE: { description: 'Código de acceso de la empresa' },
    RUC: { description: 'RUC de la empresa' },
    PURCHASE_DATE: { description: 'Fecha de compra del paquete vigente; las empresas sin paquete al final' },
    END_DATE: { description: 'Fin de vigencia del paquete vigente; las empresas sin paquete al final' },
    UPDATED_AT: { description: 'Último cambio en los paquetes de la empresa; las que nunca tuvieron paquete al final' },
  },
});

@InputType('ConnectionOrder', { description: 'Orden de la lista de paquetes; siempre termina por el código de empresa, así las páginas son estables' })
export class ConnectionOrder {
  @Field(() => ConnectionOrderField, { description: 'Campo por el que se ordena' }) field!: ConnectionOrderField;
  @Field(() => SortDirection, { nullable: true, defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' })
  direction?: SortDirection | null;
}
