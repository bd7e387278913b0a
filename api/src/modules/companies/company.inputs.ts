import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Filtros de la lista de empresas; los vacíos no filtran' })
export class CompanyListFilter {
  @Field(() => String, { nullable: true, description: 'Texto: acceso, RUC o razón social (según mode)' }) text?: string | null;
  @Field(() => String, { nullable: true, description: "bycoding (acceso), byruc (RUC que empieza con el texto); vacío: acceso, RUC o razón social" }) mode?: string | null;
  @Field(() => [Int], { nullable: true, description: 'Tipos de empresa (tac_codigo); -1 sin tipo' }) businessLines?: number[] | null;
  @Field(() => [Int], { nullable: true, description: 'Estados (emp_activa)' }) states?: number[] | null;
  @Field(() => Boolean, { nullable: true, description: 'Solo las activas con la marca lectura (true) o sin ella (false)' }) readOnly?: boolean | null;
  @Field(() => [String], { nullable: true, description: 'Estados como se muestran: INACTIVO, ACTIVO (sin lectura), LECTURA, DEMO, BLOQUEADO' }) stateLabels?: string[] | null;
  @Field(() => String, { nullable: true, description: 'Servidor de la base (emp_ipdb), exacto' }) dbHost?: string | null;
  @Field(() => String, { nullable: true, description: 'Nombre de la base (emp_nombredb), exacto' }) dbName?: string | null;
  @Field(() => [String], { nullable: true, description: 'Servicios que deben estar activos: fe, sms, ced, email, bk, bka, bloq_aut' }) services?: string[] | null;
  @Field(() => [String], { nullable: true, description: 'Módulos que deben estar activos: pry, fol, orc, orp, bod, imp, ven, inv' }) addOns?: string[] | null;
}

@InputType({ description: 'Servicios (emp_tiposerv); los no enviados conservan su valor' })
export class CompanyServicesInput {
  @Field(() => Boolean, { nullable: true }) fe?: boolean | null;
  @Field(() => Boolean, { nullable: true }) sms?: boolean | null;
  @Field(() => Boolean, { nullable: true }) ced?: boolean | null;
  @Field(() => Boolean, { nullable: true }) email?: boolean | null;
  @Field(() => Boolean, { nullable: true }) bk?: boolean | null;
  @Field(() => Boolean, { nullable: true }) bka?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'bloq_aut' }) bloqAut?: boolean | null;
}

@InputType({ description: 'Módulos adicionales (emp_modadc); los no enviados conservan su valor' })
export class CompanyAddOnsInput {
  @Field(() => Boolean, { nullable: true }) pry?: boolean | null;
  @Field(() => Boolean, { nullable: true }) fol?: boolean | null;
  @Field(() => Boolean, { nullable: true }) orc?: boolean | null;
  @Field(() => Boolean, { nullable: true }) orp?: boolean | null;
  @Field(() => Boolean, { nullable: true }) bod?: boolean | null;
  @Field(() => Boolean, { nullable: true }) imp?: boolean | null;
  @Field(() => Boolean, { nullable: true }) ven?: boolean | null;
  @Field(() => Boolean, { nullable: true }) inv?: boolean | null;
}

@InputType({ description: 'Ubicación (emp_ubica); vacía queda provincia 2, ciudad LOJA' })
export class CompanyLocationInput {
  @Field(() => Int, { nullable: true }) province?: number | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'lectura' }) readOnly?: boolean | null;
}

/**
 * A company's data to save: id null registers a new company row (over an existing database),
 * otherwise the company is updated. Fields left out (undefined/null) keep their value.
 */
@InputType()
export class CompanySaveInput {
  @Field(() => Int, { nullable: true, description: 'emp_codigo; null para una nueva' }) id?: number | null;
  @Field(() => String, { nullable: true, description: 'emp_coding (se quitan los espacios)' }) accessCode?: string | null;
  @Field(() => String, { nullable: true }) legalName?: string | null;
  @Field(() => String, { nullable: true }) ruc?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => Int, { nullable: true, description: 'emp_puertodb (5432 en una nueva)' }) dbPort?: number | null;
  @Field(() => String, { nullable: true }) dbHost?: string | null;
  @Field(() => String, { nullable: true }) dbName?: string | null;
  @Field(() => String, { nullable: true }) dbSchema?: string | null;
  @Field(() => String, { nullable: true }) dbUser?: string | null;
  @Field(() => String, { nullable: true, description: 'Solo escritura: vacío o nulo conserva la clave guardada' }) dbPassword?: string | null;
  @Field(() => String, { nullable: true }) theme?: string | null;
  @Field(() => Int, { nullable: true, description: '1 contabilidad, 2 transporte' }) accessType?: number | null;
  @Field(() => Int, { nullable: true, description: '593 en una nueva' }) countryCode?: number | null;
  @Field(() => Int, { nullable: true, description: 'tac_codigo; -1 quita el tipo' }) businessLine?: number | null;
  @Field(() => CompanyLocationInput, { nullable: true }) location?: CompanyLocationInput | null;
  @Field(() => CompanyServicesInput, { nullable: true }) services?: CompanyServicesInput | null;
  @Field(() => CompanyAddOnsInput, { nullable: true }) addOns?: CompanyAddOnsInput | null;
  @Field(() => String, { nullable: true, description: "Logo como data URL (PNG, JPEG, GIF o WEBP, hasta 300 KB); '' lo quita" }) logo?: string | null;
}
