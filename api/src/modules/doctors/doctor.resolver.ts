import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { extendTrial, setDoctorValidity } from './doctor-actions.service.js';
import { doctorDetails, listDoctors } from './doctor.service.js';
import { DoctorDetails, DoctorFilter, DoctorPage, DoctorPlanRef, DoctorTrialResult, DoctorValidityResult } from './doctor.types.js';

@Resolver()
export class DoctorResolver {
  @Query(() => DoctorPage, { description: 'Médicos con su plan actual (getListaMedicos), permisos y lo que el usuario puede cambiar' })
  doctors(
    @Arg('filter', () => DoctorFilter, { nullable: true }) filter: DoctorFilter | null,
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: '50 por omisión, hasta 500' }) pageSize: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<DoctorPage> {
    return listDoctors(ctx, filter, page ?? 1, pageSize ?? undefined);
  }

  @Query(() => DoctorDetails, { description: 'Un médico con todos sus planes (get)' })
  doctor(@Arg('id', () => Int, { description: 'ref_codigo' }) id: number, @Ctx() ctx: AppContext): Promise<DoctorDetails> {
    return doctorDetails(ctx, id);
  }

  @Mutation(() => DoctorValidityResult, {
    description: "Marca un médico válido (0) o no válido (2) (habilitarMedico); exige editar ≥ 3 sobre 'medicos', si no: 'No tiene los permisos para realizar esta acción' (info)",
  })
  setDoctorValidity(
    @Arg('doctorId', () => Int, { description: 'ref_codigo' }) doctorId: number,
    @Arg('validity', () => Int, { description: 'med_valido: 0 válido, 2 no válido' }) validity: number,
    @Ctx() ctx: AppContext,
  ): Promise<DoctorValidityResult> {
    return setDoctorValidity(ctx, doctorId, validity);
  }

  @Mutation(() => DoctorTrialResult, { description: "Extiende el período de prueba de uno o varios médicos, todos o ninguno (extenderPrueba); exige editar ≥ 2 sobre 'medicos'" })
  extendDoctorTrial(
    @Arg('plans', () => [DoctorPlanRef], { description: 'cods: médico e inicio de su plan' }) plans: DoctorPlanRef[],
    @Arg('days', () => Int, { nullable: true, description: 'dias: entero mayor que 0, 1 por omisión' }) days: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<DoctorTrialResult> {
    return extendTrial(ctx, days, plans);
  }
}
