import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { EmissionPoint } from '../../db/tenant/emission-point.entity.js';
import { Establishment } from '../../db/tenant/establishment.entity.js';
import { activateEinvoicing } from './activation.service.js';
import { changePointState, createElectronicPoint, listElectronicPoints } from './emission-point.service.js';
import {
  deleteEstablishment,
  establishmentOptions,
  getEstablishment,
  listEstablishments,
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
  EstablishmentResult,
  Province,
} from './establishment.types.js';

const company = () => Arg('companyId', () => Int, { description: 'Empresa (emp_codigo)' });

@Resolver()
export class EstablishmentResolver {
  @Query(() => EstablishmentList, { description: 'Establecimientos de una empresa (la Matriz primero), su estado de facturación electrónica y sus puntos electrónicos' })
  establishments(@company() companyId: number, @Ctx() ctx: AppContext): Promise<EstablishmentList> {
    return listEstablishments(ctx, companyId);
  }

  @Query(() => Establishment, { description: 'Un establecimiento de una empresa' })
  establishment(@company() companyId: number, @Arg('id', () => Int) id: number, @Ctx() ctx: AppContext): Promise<Establishment> {
    return getEstablishment(ctx, companyId, id);
  }

  @Query(() => EstablishmentOptions, { description: 'Tipos de contribuyente, de establecimiento, de cierre y ambientes' })
  establishmentOptions(): EstablishmentOptions {
    return establishmentOptions();
  }

  @Query(() => [Province], { description: 'Provincias con sus ciudades (tprovincia, tciudad)' })
  provinces(@Ctx() ctx: AppContext): Promise<Province[]> {
    return listProvinces(ctx);
  }

  @Query(() => [EmissionPoint], { description: 'Puntos de emisión electrónicos de un establecimiento' })
  electronicPoints(@company() companyId: number, @Arg('establishmentId', () => Int) establishmentId: number, @Ctx() ctx: AppContext): Promise<EmissionPoint[]> {
    return listElectronicPoints(ctx, companyId, establishmentId);
  }

  @Mutation(() => EstablishmentResult, { description: 'Crea (sin id) o actualiza un establecimiento' })
  saveEstablishment(@company() companyId: number, @Arg('input', () => EstablishmentInput) input: EstablishmentInput, @Ctx() ctx: AppContext): Promise<EstablishmentResult> {
    return saveEstablishment(ctx, companyId, input);
  }

  @Mutation(() => String, { description: 'Elimina un establecimiento que no es la Matriz y no tiene puntos de emisión; responde el mensaje' })
  deleteEstablishment(@company() companyId: number, @Arg('id', () => Int) id: number, @Ctx() ctx: AppContext): Promise<string> {
    return deleteEstablishment(ctx, companyId, id);
  }

  @Mutation(() => EstablishmentResult, { description: 'Establece la Matriz: ese establecimiento 1, los demás 0' })
  setHeadOffice(@company() companyId: number, @Arg('id', () => Int) id: number, @Ctx() ctx: AppContext): Promise<EstablishmentResult> {
    return setHeadOffice(ctx, companyId, id);
  }

  @Mutation(() => EmissionPointResult, { description: 'Crea un punto de emisión electrónico (por omisión 002, PtoElec002, tipo 4)' })
  createElectronicPoint(@company() companyId: number, @Arg('input', () => ElectronicPointInput) input: ElectronicPointInput, @Ctx() ctx: AppContext): Promise<EmissionPointResult> {
    return createElectronicPoint(ctx, companyId, input);
  }

  @Mutation(() => EmissionPointResult, { description: "Anula un punto de emisión (queda 'de baja')" })
  cancelEmissionPoint(@company() companyId: number, @Arg('id', () => Int) id: number, @Ctx() ctx: AppContext): Promise<EmissionPointResult> {
    return changePointState(ctx, companyId, id, false);
  }

  @Mutation(() => EmissionPointResult, { description: 'Reactiva un punto de emisión anulado (estado 0)' })
  reactivateEmissionPoint(@company() companyId: number, @Arg('id', () => Int) id: number, @Ctx() ctx: AppContext): Promise<EmissionPointResult> {
    return changePointState(ctx, companyId, id, true);
  }

  @Mutation(() => EinvoicingActivation, { description: 'Activa la facturación electrónica con los datos de la Matriz (fe = T en emp_tiposerv)' })
  activateEinvoicing(
    @company() companyId: number,
    @Arg('input', () => EinvoicingActivationInput) input: EinvoicingActivationInput,
    @Ctx() ctx: AppContext,
  ): Promise<EinvoicingActivation> {
    return activateEinvoicing(ctx, companyId, input);
  }
}
