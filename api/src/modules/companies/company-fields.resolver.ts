import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { Establishment } from '../../db/tenant/establishment.entity.js';
import type { AppContext } from '../../graphql/context.js';
import { ConnectionPackage, ContractContact } from '../packages/package.types.js';
import { contactsLoader, establishmentsLoader, historyLoader, packagesLoader } from './company-relations.js';
import { BUSINESS_LINES } from '../../domain/business-lines.js';
import { readAddOns, readLocation, readServices } from './company-json.js';
import { connectionValue } from './company-connection.js';
import type { CompanyRow } from './company-list.service.js';
import type { CompanyDisplayState } from './company-enums.js';
import { stateActions, stateView } from './company-state.js';
import { Company } from './company.entity.js';
import { CompanyAddOns, CompanyHistoryEntry, CompanyLocation, CompanyServices, CompanyStateAction, CompanyStateView } from './company.types.js';

/** How the connection fields describe who reads them. */
const HIDDEN = 'null para quien no administra la pantalla de empresas (nivel menor que 3 en empresas)';
const LINE_NAMES = new Map(BUSINESS_LINES.map(([code, name]) => [code, name]));
const flag = (v: 'T' | 'F') => v === 'T';

/**
 * The GraphQL objects of a state and of a JSON column, built once each: readLocation and
 * readServices answer the same frozen object for the same text, and a list page has few texts.
 */
const views = new Map<string, CompanyStateView>();
const servicesViews = new WeakMap<object, CompanyServices>();

function stateViewOf(state: number, readOnly: boolean): CompanyStateView {
  const key = `${state}:${readOnly}`;
  let found = views.get(key);
  if (!found) {
    const view = stateView(state, readOnly);
    found = { ...view, displayState: view.label as CompanyDisplayState };
    if (views.size < 100) views.set(key, found);
  }
  return found;
}

/** Fields computed from the company row itself: no query per company in a list. */
@Resolver(() => Company)
export class CompanyFieldsResolver {
  @FieldResolver(() => CompanyStateView, {
    description: 'Cómo se muestra el estado: etiqueta y color (LECTURA cuando está activa con la marca de solo lectura)',
  })
  stateView(@Root() c: CompanyRow): CompanyStateView {
    return stateViewOf(c.state, readLocation(c.location).readOnly);
  }

  @FieldResolver(() => [CompanyStateAction], { description: 'Cambios de estado que se ofrecen desde el estado actual (ninguno en DEMO)' })
  stateActions(@Root() c: CompanyRow): CompanyStateAction[] {
    return stateActions(c.state, readLocation(c.location).readOnly);
  }

  @FieldResolver(() => CompanyLocation, {
    description: 'Ubicación de la empresa: provincia, ciudad y marca de solo lectura (provincia 2, LOJA si no está registrada)',
  })
  locationInfo(@Root() c: CompanyRow): CompanyLocation {
    return readLocation(c.location);
  }

  @FieldResolver(() => CompanyServices, { description: 'Servicios contratados por la empresa (el respaldo cuenta como activo si no está registrado)' })
  serviceFlags(@Root() c: CompanyRow): CompanyServices {
    const s = readServices(c.services);
    let found = servicesViews.get(s);
    if (!found) {
      found = { fe: flag(s.fe), sms: flag(s.sms), ced: flag(s.ced), email: flag(s.email), bk: flag(s.bk), bka: flag(s.bka), bloqAut: flag(s.bloq_aut) };
      servicesViews.set(s, found);
    }
    return found;
  }

  @FieldResolver(() => CompanyAddOns, { description: 'Módulos adicionales habilitados para la empresa' })
  addOnFlags(@Root() c: CompanyRow): CompanyAddOns {
    const a = readAddOns(c.addOns);
    return { pry: flag(a.pry), fol: flag(a.fol), orc: flag(a.orc), orp: flag(a.orp), bod: flag(a.bod), imp: flag(a.imp), ven: flag(a.ven), inv: flag(a.inv) };
  }

  @FieldResolver(() => String, { nullable: true, description: 'Nombre del tipo de empresa (businessLine); null sin tipo' })
  businessLineName(@Root() c: CompanyRow): string | null {
    if (c.businessLine === null || c.businessLine === undefined) return null;
    return c.businessLineLabel ?? LINE_NAMES.get(c.businessLine) ?? null;
  }

  // The database connection: only administrators of the companies screen read it (company-connection.ts).
  @FieldResolver(() => Int, {
    nullable: true,
    description: `Puerto del servidor PostgreSQL donde está la base de la empresa (emp_puertodb); ${HIDDEN}`,
  })
  dbPort(@Root() c: CompanyRow, @Ctx() ctx: AppContext): number | null | Promise<number | null> {
    return connectionValue(ctx, c.dbPort);
  }

  @FieldResolver(() => String, { nullable: true, description: `Servidor (nombre o IP) donde está la base de la empresa (emp_ipdb); ${HIDDEN}` })
  dbHost(@Root() c: CompanyRow, @Ctx() ctx: AppContext): string | null | Promise<string | null> {
    return connectionValue(ctx, c.dbHost);
  }

  @FieldResolver(() => String, { nullable: true, description: `Nombre de la base de datos que guarda los datos de la empresa (emp_nombredb); ${HIDDEN}` })
  dbName(@Root() c: CompanyRow, @Ctx() ctx: AppContext): string | null | Promise<string | null> {
    return connectionValue(ctx, c.dbName);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: `Usuario con el que el sistema se conecta a la base de la empresa (emp_userdb); null si no tiene, y ${HIDDEN}`,
  })
  dbUser(@Root() c: CompanyRow, @Ctx() ctx: AppContext): string | null | Promise<string | null> {
    return connectionValue(ctx, c.dbUser ?? null);
  }

  @FieldResolver(() => Boolean, { nullable: true, description: `Verdadero si la clave de la base está guardada (la clave nunca se devuelve); ${HIDDEN}` })
  hasDbPassword(@Root() c: CompanyRow, @Ctx() ctx: AppContext): boolean | null | Promise<boolean | null> {
    return connectionValue(ctx, c.hasPassword ?? !!c.dbPasswordEncrypted);
  }

  @FieldResolver(() => [Establishment], {
    description: 'Establecimientos de la empresa, la matriz primero; vacío si su base está en otro servidor o no tiene esquema',
  })
  establishments(@Root() c: Company, @Ctx() ctx: AppContext): Promise<Establishment[]> {
    return establishmentsLoader(ctx).load(c);
  }

  @FieldResolver(() => [ConnectionPackage], {
    description: 'Paquetes de conexión (documentos electrónicos) comprados con el RUC de la empresa, el más reciente primero; pide ver la pantalla de paquetes',
  })
  packages(@Root() c: Company, @Ctx() ctx: AppContext): Promise<ConnectionPackage[]> {
    return packagesLoader(ctx).load(c.ruc);
  }

  @FieldResolver(() => [ContractContact], {
    description: 'Contactos (referentes) de los contratos activos del RUC de la empresa, a quienes se notifica el saldo; pide ver la pantalla de paquetes',
  })
  contacts(@Root() c: Company, @Ctx() ctx: AppContext): Promise<ContractContact[]> {
    return contactsLoader(ctx).load(c.ruc);
  }

  @FieldResolver(() => [CompanyHistoryEntry], {
    description: 'Historial de estados de la empresa, el cambio más reciente primero (lo mismo que companyHistory)',
  })
  history(@Root() c: Company, @Ctx() ctx: AppContext): Promise<CompanyHistoryEntry[]> {
    return historyLoader(ctx).load(c.id);
  }
}
