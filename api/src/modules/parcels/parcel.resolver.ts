import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { listCooperatives, parcelByGuide, parcelsByIdNumber } from './parcel.service.js';
import { ParcelCooperative, ParcelGuideResult, ParcelIdResult } from './parcel.types.js';

const company = () =>
  Arg('companyId', () => Int, { nullable: true, description: 'Código de la cooperativa de transporte (emp_codigo); sin él la búsqueda se rechaza' });

/** Public parcel tracking: no session needed (see graphql/public-operations.ts). */
@Resolver()
export class ParcelResolver {
  @Query(() => [ParcelCooperative], { description: 'Cooperativas de transporte con su logo, para la página pública de encomiendas' })
  parcelCooperatives(@Ctx() ctx: AppContext): Promise<ParcelCooperative[]> {
    return listCooperatives(ctx);
  }

  @Query(() => ParcelGuideResult, {
    description:
      'Busca una encomienda de una cooperativa por su número de guía de 15 dígitos (o 001-001-123, secuencial completado a 9 dígitos); sin sesión, una dirección consulta a lo más 20 guías distintas cada 10 minutos (PARCEL_GUIDE_LIMIT)',
  })
  parcelByGuide(
    @company() companyId: number | null,
    @Arg('guide', { description: 'Número de guía: establecimiento (3), punto (3) y secuencial (9)' }) guide: string,
    @Arg('idNumber', () => String, {
      nullable: true,
      description:
        'Cédula o RUC del remitente o del destinatario: con ella un visitante ve los nombres, los valores y el total (el personal con sesión siempre los ve)',
    })
    idNumber: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<ParcelGuideResult> {
    return parcelByGuide(ctx, companyId, guide, idNumber);
  }

  @Query(() => ParcelIdResult, { description: 'Encomiendas de una cooperativa enviadas o recibidas por una cédula o RUC, la más reciente primero' })
  parcelsByIdNumber(
    @company() companyId: number | null,
    @Arg('idNumber', { description: 'Cédula (10 dígitos) o RUC (13 dígitos); con foreign, una identificación extranjera' }) idNumber: string,
    @Arg('foreign', () => Boolean, { nullable: true, description: 'Identificación extranjera: no se revisa su formato' }) foreign: boolean | null,
    @Arg('limit', () => Int, { nullable: true, description: 'Máximo de encomiendas: 30 por omisión; solo el personal con sesión puede cambiarlo (1 a 500)' })
    limit: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<ParcelIdResult> {
    return parcelsByIdNumber(ctx, { companyId, idNumber, foreign, limit });
  }
}
