import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SortDirection } from '../../graphql/ordering.js';
import { CompanyStateCode } from '../companies/company-enums.js';
import { ClientFormState, ClientFormUpdate, ClientOrderField } from './client-enums.js';

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
  description: 'Dato por el que se busca a los clientes (cparams 1 a 6 en las integraciones antiguas)',
  valuesConfig: {
    RUC: { description: 'RUC o cédula del cliente: los que empiezan con el texto (cparams 1)' },
    LEGAL_NAME: { description: 'Razón social de alguna de sus empresas: la contiene, sin distinguir mayúsculas ni tildes (cparams 2)' },
    TRADE_NAME: { description: 'Nombre comercial del cliente: lo contiene (cparams 3)' },
    ACCESS: { description: 'Código de acceso de alguna de sus empresas: lo contiene (cparams 4)' },
    NAME: { description: 'Apellidos y nombres o razón social del cliente: los contiene (cparams 5)' },
    EMAIL: { description: 'Correo electrónico del cliente: lo contiene (cparams 6)' },
  },
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

@ObjectType('ClientCompany', { description: 'Empresa cliente de un cliente del proveedor: la que tiene su RUC (tempresa con emp_ruc = clp_cedruc)' })
export class ClientCompany {
  @Field(() => Int, { description: 'Código interno de la empresa; es el id de Company (emp_codigo)' }) id!: number;
  @Field({ description: 'Código de acceso con el que los usuarios de la empresa entran al sistema (emp_coding)' }) accessCode!: string;
  @Field({ description: 'Razón social de la empresa (emp_razons)' }) legalName!: string;
  @Field({ description: 'RUC de la empresa (emp_ruc)' }) ruc!: string;
  @Field(() => CompanyStateCode, { description: 'Estado de la empresa: inactiva, activa, demostración o bloqueada (emp_activa)' }) state!: CompanyStateCode;
  @Field({ description: 'Estado como lo muestra la pantalla: INACTIVO, ACTIVO, DEMO, BLOQUEADO o LECTURA (activa con la marca de solo lectura)' })
  stateLabel!: string;
  @Field({ description: 'Color con que la pantalla pinta el estado (gray, limegreen, gold, crimson, cornflowerblue)' }) stateColor!: string;
}

@ObjectType('Client', {
  description: 'Cliente del proveedor: la persona o sociedad dueña o contacto de empresas cliente, enlazada a ellas por su RUC (tcliente)',
})
export class Client {
  @Field(() => Int, { description: 'Código interno del cliente (clp_codigo)' }) id!: number;
  @Field({ description: 'RUC o cédula del cliente; sus empresas son las que tienen este RUC (clp_cedruc)' }) idNumber!: string;
  @Field({ description: 'Apellidos y nombres o razón social del cliente (clp_apenom)' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Nombre comercial del cliente (clp_nomcom)' }) tradeName!: string | null;
  @Field(() => String, { nullable: true, description: 'Correo electrónico de contacto (clp_email)' }) email!: string | null;
  @Field(() => String, { nullable: true, description: 'Teléfono fijo de contacto (clp_telefo)' }) phone!: string | null;
  @Field(() => String, { nullable: true, description: 'Teléfono celular de contacto (clp_movil)' }) mobile!: string | null;
  @Field(() => String, { nullable: true, description: 'Dirección del cliente (clp_direcc)' }) address!: string | null;
  @Field(() => ClientFormUpdate, { description: 'Si el cliente puede llenar el formulario de actualización de sus datos (clp_estupd)' })
  formUpdate!: ClientFormUpdate;
  @Field({ description: 'Formulario como lo muestra la pantalla: HABILITADO o DESHABILITADO' }) formUpdateLabel!: string;
  @Field(() => ClientFormState, { description: 'En qué punto está su formulario de actualización: pendiente, enviado o actualizado (form_state)' })
  formState!: ClientFormState;
  @Field({ description: 'Estado del formulario como lo muestra la pantalla: PENDIENTE, ENVIADO o ACTUALIZADO' }) formStateLabel!: string;
  @Field(() => String, { nullable: true, description: 'Color con que la pantalla pinta el estado de servicio del cliente (sve_color)' }) color!: string | null;
  @Field(() => [ClientCompany], { description: 'Empresas con el RUC del cliente, por código de acceso' }) companies!: ClientCompany[];
}

@InputType('ClientOrder', { description: 'Orden de una búsqueda de clientes; a igualdad decide el código interno, en el mismo sentido' })
export class ClientOrder {
  @Field(() => ClientOrderField, { description: 'Campo por el que se ordena' }) field!: ClientOrderField;
  @Field(() => SortDirection, { nullable: true, defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' })
  direction?: SortDirection | null;
}

@ObjectType('ClientSearchResult', { description: 'Clientes encontrados, en el orden pedido (por omisión por nombre), a lo sumo limit' })
export class ClientSearchResult {
  @Field(() => ClientSearchKind, { description: 'Dato por el que se buscó (en el buscador del encabezado: EMAIL si el texto tiene @, si no NAME)' })
  kind!: ClientSearchKind;
  @Field({ description: 'Texto buscado, sin espacios a los lados' }) text!: string;
  @Field(() => [Client], { description: 'Los clientes encontrados, hasta limit' }) items!: Client[];
  @Field(() => Int, { description: 'Cuántos clientes coinciden en total; puede superar los devueltos' }) totalCount!: number;
  @Field(() => Int, { description: 'Cuántos clientes coinciden en total; puede superar los devueltos', deprecationReason: 'Use totalCount' }) total!: number;
  @Field(() => Int, { description: 'Máximo de clientes devueltos' }) limit!: number;
  @Field(() => String, { nullable: true, description: "Advertencia cuando nada coincide: 'El email/El nombre especificado no coincide con ningún cliente'" })
  message!: string | null;
}

@ObjectType('ClientDomain', { description: 'Dominio (despliegue) del sistema donde trabajan las empresas cliente (tdominio)' })
export class ClientDomain {
  @Field(() => Int, { description: 'Código interno del dominio (dom_codigo)' }) id!: number;
  @Field({ description: 'Nombre con que se reconoce el dominio (dom_nombre)' }) name!: string;
  @Field({ description: 'Dirección web del despliegue (dom_url)' }) url!: string;
}

@ObjectType('ClientSearchSetup', { description: 'Lo que la pantalla de clientes necesita antes de buscar: los clientes más recientes y los dominios' })
export class ClientSearchSetup {
  @Field(() => [Client], { description: 'Los clientes registrados más recientemente' }) recent!: Client[];
  @Field(() => [ClientDomain], { description: 'Los dominios activos, en su orden' }) domains!: ClientDomain[];
  @Field(() => String, { nullable: true, description: "'No se ha detectado DOMINIO informar al área de desarrollo.' cuando no hay dominios" })
  domainMessage!: string | null;
}

@ObjectType('ClientFormUpdateResult', { description: 'Resultado de habilitar o deshabilitar el formulario de actualización de un cliente' })
export class ClientFormUpdateResult {
  @Field(() => Client, { description: 'El cliente con el formulario ya cambiado' }) client!: Client;
  @Field({ description: 'Mensaje de éxito para mostrar' }) message!: string;
}
