import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

/** The cparams kinds of spec 000 §7: '1' ruc ... '6' email; the number is the enum's position. */
export enum ClientSearchKind {
  RUC = 'RUC',
  LEGAL_NAME = 'LEGAL_NAME',
  TRADE_NAME = 'TRADE_NAME',
  ACCESS = 'ACCESS',
  NAME = 'NAME',
  EMAIL = 'EMAIL',
}

registerEnumType(ClientSearchKind, {
  name: 'ClientSearchKind',
  description: "Criterio de búsqueda de clientes (cparams): RUC '1', LEGAL_NAME '2' razón social, TRADE_NAME '3' nombre comercial, ACCESS '4' acceso, NAME '5' nombre, EMAIL '6' email",
});

/** cparams number of each kind and back. */
export const KIND_BY_CODE: Record<string, ClientSearchKind> = {
  '1': ClientSearchKind.RUC,
  '2': ClientSearchKind.LEGAL_NAME,
  '3': ClientSearchKind.TRADE_NAME,
  '4': ClientSearchKind.ACCESS,
  '5': ClientSearchKind.NAME,
  '6': ClientSearchKind.EMAIL,
};
export const CODE_BY_KIND = Object.fromEntries(Object.entries(KIND_BY_CODE).map(([code, kind]) => [kind, Number(code)])) as Record<ClientSearchKind, number>;

@ObjectType('ClientCompany', { description: 'Empresa de un cliente (tempresa con emp_ruc = clp_cedruc)' })
export class ClientCompany {
  @Field(() => Int, { description: 'emp_codigo' }) id!: number;
  @Field({ description: 'Código de acceso (emp_coding)' }) accessCode!: string;
  @Field({ description: 'Razón social (emp_razons)' }) legalName!: string;
  @Field({ description: 'RUC (emp_ruc)' }) ruc!: string;
  @Field(() => Int, { description: 'Estado: 0 inactivo, 1 activo, 2 demo, 3 bloqueado (emp_activa)' }) state!: number;
  @Field({ description: 'INACTIVO, ACTIVO, DEMO, BLOQUEADO o LECTURA' }) stateLabel!: string;
  @Field({ description: 'Color del estado (gray, limegreen, gold, crimson, cornflowerblue)' }) stateColor!: string;
}

@ObjectType('Client', { description: 'Cliente del proveedor (tcliente): dueño o contacto de empresas cliente' })
export class Client {
  @Field(() => Int, { description: 'clp_codigo' }) id!: number;
  @Field({ description: 'RUC o cédula (clp_cedruc); enlaza con tempresa.emp_ruc' }) idNumber!: string;
  @Field({ description: 'Apellidos y nombres o razón social (clp_apenom)' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Nombre comercial (clp_nomcom)' }) tradeName!: string | null;
  @Field(() => String, { nullable: true, description: 'Email (clp_email)' }) email!: string | null;
  @Field(() => String, { nullable: true, description: 'Teléfono (clp_telefo)' }) phone!: string | null;
  @Field(() => String, { nullable: true, description: 'Celular (clp_movil)' }) mobile!: string | null;
  @Field(() => String, { nullable: true, description: 'Dirección (clp_direcc)' }) address!: string | null;
  @Field(() => Int, { description: 'Formulario de actualización (clp_estupd): 0 habilitado, 1 deshabilitado' }) formUpdate!: number;
  @Field({ description: 'HABILITADO cuando clp_estupd es 0, DESHABILITADO cuando es 1' }) formUpdateLabel!: string;
  @Field(() => Int, { description: 'Estado del formulario (form_state): 0 pendiente, 1 enviado, 2 actualizado' }) formState!: number;
  @Field({ description: 'PENDIENTE, ENVIADO o ACTUALIZADO' }) formStateLabel!: string;
  @Field(() => String, { nullable: true, description: 'Color del estado de servicio del cliente (sve_color)' }) color!: string | null;
  @Field(() => [ClientCompany], { description: 'Empresas con el RUC del cliente, por código de acceso' }) companies!: ClientCompany[];
}

@ObjectType('ClientSearchResult', { description: 'Clientes encontrados, ordenados por nombre, a lo sumo limit' })
export class ClientSearchResult {
  @Field(() => ClientSearchKind, { description: 'Criterio aplicado (en el buscador del encabezado: EMAIL si el texto tiene @, si no NAME)' }) kind!: ClientSearchKind;
  @Field({ description: 'Texto buscado, sin espacios a los lados' }) text!: string;
  @Field(() => [Client]) items!: Client[];
  @Field(() => Int, { description: 'Total de clientes que coinciden (puede superar los devueltos)' }) total!: number;
  @Field(() => Int, { description: 'Máximo de clientes devueltos' }) limit!: number;
  @Field(() => String, { nullable: true, description: "Advertencia cuando nada coincide: 'El email/El nombre especificado no coincide con ningún cliente'" })
  message!: string | null;
}

@ObjectType('ClientDomain', { description: 'Dominio (despliegue) del sistema (tdominio)' })
export class ClientDomain {
  @Field(() => Int, { description: 'dom_codigo' }) id!: number;
  @Field({ description: 'dom_nombre' }) name!: string;
  @Field({ description: 'dom_url' }) url!: string;
}

@ObjectType('ClientSearchSetup', { description: 'Datos iniciales de la búsqueda de clientes (datosinit)' })
export class ClientSearchSetup {
  @Field(() => [Client], { description: 'Los clientes registrados más recientemente' }) recent!: Client[];
  @Field(() => [ClientDomain]) domains!: ClientDomain[];
  @Field(() => String, { nullable: true, description: "'No se ha detectado DOMINIO informar al área de desarrollo.' cuando no hay dominios" })
  domainMessage!: string | null;
}

@ObjectType('ClientFormUpdateResult', { description: 'Resultado de cambiar el formulario de actualización' })
export class ClientFormUpdateResult {
  @Field(() => Client) client!: Client;
  @Field({ description: 'Mensaje de éxito para mostrar' }) message!: string;
}
