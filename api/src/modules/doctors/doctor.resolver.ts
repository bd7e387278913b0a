import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { checkPage } from '../../graphql/paging.js';
import { extendTrial, setDoctorValidity } from './doctor-actions.service.js';
import { DoctorValidity } from './doctor-enums.js';
import { findDoctorDetails, listDoctors } from './doctor.service.js';
import { DoctorDetails, DoctorFilter, DoctorOrder, DoctorPage, DoctorPlanRef, DoctorTrialResult, DoctorValidityResult } from './doctor.types.js';

@Resolver()
export class DoctorResolver {
  @Query(() => DoctorPage, { description: 'Médicos con su plan actual, filtrados y paginados, con los permisos del usuario y lo que puede cambiar' })
  doctors(
    @Arg('filter', () => DoctorFilter, { nullable: true, description: 'Filtros del formulario de búsqueda; sin él, todos los médicos' })
    filter: DoctorFilter | null,
    @Arg('page', () => Int, { nullable: true, description: 'Página a devolver, desde 1 (1 por omisión)' }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: 'Médicos por página: 50 por omisión, hasta 500' }) pageSize: number | null,
    @Arg('orderBy', () => DoctorOrder, { nullable: true, description: 'Orden de la lista; por omisión por apellidos y nombres' }) orderBy: DoctorOrder | null,
    @Ctx() ctx: AppContext,
  ): Promise<DoctorPage> {
    const paging = checkPage(page, pageSize);
    return listDoctors(ctx, filter, paging.page, paging.pageSize, orderBy);
  }

  @Query(() => DoctorDetails, { nullable: true, description: 'Un médico con todos sus planes; null si no hay un médico con ese código' })
  doctor(@Arg('id', () => Int, { description: 'Código interno del médico (ref_codigo)' }) id: number, @Ctx() ctx: AppContext): Promise<DoctorDetails | null> {
    return findDoctorDetails(ctx, id);
  }

  @Mutation(() => DoctorValidityResult, {
    description: "Marca a un médico como válido o no válido; exige editar ≥ 3 sobre 'medicos', si no: 'No tiene los permisos para realizar esta acción' (info)",
  })
  setDoctorValidity(
    @Arg('doctorId', () => Int, { description: 'Código interno del médico (ref_codigo)' }) doctorId: number,
    @Arg('validity', () => DoctorValidity, { description: 'Nueva validez: VALID o INVALID (POR VALIDAR es solo el estado de un médico nuevo)' })
    validity: DoctorValidity,
    @Ctx() ctx: AppContext,
  ): Promise<DoctorValidityResult> {
    return setDoctorValidity(ctx, doctorId, validity);
  }

  @Mutation(() => DoctorTrialResult, {
    description: "Extiende el período de prueba de uno o varios médicos, todos o ninguno; exige editar ≥ 2 sobre 'medicos'",
  })
  extendDoctorTrial(
    @Arg('plans', () => [DoctorPlanRef], { description: 'Los planes de prueba a extender: cada médico con el primer día de su plan actual' })
    plans: DoctorPlanRef[],
    @Arg('days', () => Int, { nullable: true, description: 'Días que se suman al fin del plan: entero mayor que 0, 1 por omisión, hasta 365' })
    days: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<DoctorTrialResult> {
    return extendTrial(ctx, days, plans);
  }
}
