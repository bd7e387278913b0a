import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { EmissionPoint } from '../../db/tenant/emission-point.entity.js';
import { Establishment } from '../../db/tenant/establishment.entity.js';
import { activateEinvoicing } from './activation.service.js';
import { emissionPointsOf } from './emission-points.loader.js';
import { changePointState, createElectronicPoint, listElectronicPoints } from './emission-point.service.js';
import {
  deleteEstablishment,
  establishmentOptions,
  listEstablishments,
  lookupEstablishment,
  listProvinces,
  saveEstablishment,
  setHeadOffice,
} from './establishment.service.js';
import {
  EinvoicingActivation,
  EinvoicingActivationInput,
  ElectronicPointInput,
  EmissionPointResult,
  EstablishmentInput,
  EstablishmentList,
  EstablishmentOptions,
  EstablishmentOrder,
  EstablishmentResult,
  Province,
} from './establishment.types.js';

const company = () => Arg('companyId', () => Int, { description: 'Código de la empresa cliente dueña de los establecimientos (emp_codigo)' });
const establishmentId = (what: string) => Arg('id', () => Int, { description: `Código interno del establecimiento ${what} (alm_codigo)` });
const pointId = (what: string) => Arg('id', () => Int, { description: `Código interno del punto de emisión ${what} (tdv_codigo)` });

@Resolver(() => Establishment)
export class EstablishmentResolver {
  @FieldResolver(() => [EmissionPoint], {
    description:
      'Puntos de emisión del establecimiento, manuales y electrónicos, activos y de baja, por número; se leen juntos para todos los establecimientos de la respuesta',
  })
  emissionPoints(@Root() establishment: Establishment, @Ctx() ctx: AppContext): Promise<EmissionPoint[]> {
    return emissionPointsOf(ctx, establishment);
  }

  @Query(() => EstablishmentList, {
    description: 'Establecimientos de una empresa (por omisión la Matriz primero), su estado de facturación electrónica y sus puntos electrónicos',
  })
  establishments(
    @company() companyId: number,
    @Arg('orderBy', () => EstablishmentOrder, { nullable: true, description: 'Orden de la lista; por omisión la Matriz primero y después por número' })
    orderBy: EstablishmentOrder | null,
    @Ctx() ctx: AppContext,
  ): Promise<EstablishmentList> {
    return listEstablishments(ctx, companyId, orderBy);
  }

  @Query(() => Establishment, {
    nullable: true,
    description: 'Un establecimiento de una empresa; null si la empresa no tiene un establecimiento con ese código',
  })
  establishment(@company() companyId: number, @establishmentId('buscado') id: number, @Ctx() ctx: AppContext): Promise<Establishment | null> {
    return lookupEstablishment(ctx, companyId, id);
  }

  @Query(() => EstablishmentOptions, {
    description: 'Opciones de los formularios de establecimiento: clases de contribuyente, actividades, formas de cierre y ambientes, con su código y texto',
  })
  establishmentOptions(): EstablishmentOptions {
    return establishmentOptions();
  }

  @Query(() => [Province], {
    description: 'Provincias del Ecuador con sus ciudades, por nombre, para elegir la ubicación de un establecimiento (tprovincia, tciudad)',
  })
  provinces(@Ctx() ctx: AppContext): Promise<Province[]> {
    return listProvinces(ctx);
  }

  @Query(() => [EmissionPoint], { description: 'Puntos de emisión electrónicos de un establecimiento, por número' })
  electronicPoints(
    @company() companyId: number,
    @Arg('establishmentId', () => Int, { description: 'Código interno del establecimiento cuyos puntos se listan (alm_codigo)' }) establishmentId: number,
    @Ctx() ctx: AppContext,
  ): Promise<EmissionPoint[]> {
    return listElectronicPoints(ctx, companyId, establishmentId);
  }

  @Mutation(() => EstablishmentResult, { description: 'Crea (sin id) o actualiza un establecimiento' })
  saveEstablishment(
    @company() companyId: number,
    @Arg('input', () => EstablishmentInput, { description: 'Datos del establecimiento; sin id crea uno nuevo' }) input: EstablishmentInput,
    @Ctx() ctx: AppContext,
  ): Promise<EstablishmentResult> {
    return saveEstablishment(ctx, companyId, input);
  }

  @Mutation(() => String, { description: 'Elimina un establecimiento que no es la Matriz y no tiene puntos de emisión; responde el mensaje' })
  deleteEstablishment(@company() companyId: number, @establishmentId('a eliminar') id: number, @Ctx() ctx: AppContext): Promise<string> {
    return deleteEstablishment(ctx, companyId, id);
  }

  @Mutation(() => EstablishmentResult, { description: 'Hace Matriz a un establecimiento; el que lo era deja de serlo' })
  setHeadOffice(@company() companyId: number, @establishmentId('que pasa a ser la Matriz') id: number, @Ctx() ctx: AppContext): Promise<EstablishmentResult> {
    return setHeadOffice(ctx, companyId, id);
  }

  @Mutation(() => EmissionPointResult, { description: 'Crea un punto de emisión electrónico (por omisión 002, PtoElec002, tipo 4)' })
  createElectronicPoint(
    @company() companyId: number,
    @Arg('input', () => ElectronicPointInput, { description: 'Establecimiento y datos del nuevo punto' }) input: ElectronicPointInput,
    @Ctx() ctx: AppContext,
  ): Promise<EmissionPointResult> {
    return createElectronicPoint(ctx, companyId, input);
  }

  @Mutation(() => EmissionPointResult, { description: "Anula un punto de emisión (queda 'de baja')" })
  cancelEmissionPoint(@company() companyId: number, @pointId('a anular') id: number, @Ctx() ctx: AppContext): Promise<EmissionPointResult> {
    return changePointState(ctx, companyId, id, false);
  }

  @Mutation(() => EmissionPointResult, { description: 'Reactiva un punto de emisión que estaba de baja: vuelve a emitir' })
  reactivateEmissionPoint(@company() companyId: number, @pointId('a reactivar') id: number, @Ctx() ctx: AppContext): Promise<EmissionPointResult> {
    return changePointState(ctx, companyId, id, true);
  }

  @Mutation(() => EinvoicingActivation, {
    description: 'Activa la facturación electrónica de la empresa con los datos del SRI de su Matriz (marca fe = T en emp_tiposerv), todo o nada',
  })
  activateEinvoicing(
    @company() companyId: number,
    @Arg('input', () => EinvoicingActivationInput, { description: 'Datos del SRI del establecimiento Matriz' }) input: EinvoicingActivationInput,
    @Ctx() ctx: AppContext,
  ): Promise<EinvoicingActivation> {
    return activateEinvoicing(ctx, companyId, input);
  }
}
