import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ScreenPermission } from '../auth/auth.types.js';

@ObjectType({ description: 'Médico con su plan actual (spec 001 §3 "Doctor"); el plan actual es el último que empezó' })
export class Doctor {
  @Field(() => Int, { description: 'ref_codigo' }) id!: number;
  @Field({ description: 'ref_id: cédula o RUC' }) idNumber!: string;
  @Field({ description: 'ref_apenom: apellidos y nombres' }) fullName!: string;
  @Field(() => String, { nullable: true, description: 'medico: especialidad' }) specialty!: string | null;
  @Field(() => String, { nullable: true, description: 'ref_movil' }) mobile!: string | null;
  @Field(() => String, { nullable: true, description: 'ref_email' }) email!: string | null;
  @Field(() => String, { nullable: true, description: 'ciudad' }) city!: string | null;
  @Field(() => Int, { nullable: true, description: 'pla_codigo del plan actual (null: sin plan)' }) planId!: number | null;
  @Field(() => String, { nullable: true, description: 'pla_nombre' }) planName!: string | null;
  @Field(() => Int, { nullable: true, description: 'pla_tipo: 0 plan de prueba, 1 plan pagado' }) planType!: number | null;
  @Field(() => String, { nullable: true, description: 'PRUEBA o PAGADO' }) planTypeLabel!: string | null;
  @Field(() => Int, { nullable: true, description: 'pla_estado: 1 vigente, 2 por caducar (7 días o menos), 3 caducado' }) planState!: number | null;
  @Field(() => String, { nullable: true, description: 'VIGENTE, POR CADUCAR o CADUCADO' }) planStateLabel!: string | null;
  @Field(() => String, { nullable: true }) planStateColor!: string | null;
  @Field(() => String, { nullable: true, description: 'pla_fecini, AAAA-MM-DD' }) planStart!: string | null;
  @Field(() => String, { nullable: true, description: 'pla_fecfin, AAAA-MM-DD' }) planEnd!: string | null;
  @Field(() => String, { nullable: true, description: "caducaen: 'Caduca en n días', 'Caduca hoy' o 'Caducó hace n días'" }) expiresIn!: string | null;
  @Field(() => Int, { nullable: true, description: 'diascaduca: días hasta pla_fecfin (negativo: caducado)' }) daysToExpiry!: number | null;
  @Field(() => Int, { description: 'med_valido: 0 válido, 1 por validar, 2 no válido' }) validity!: number;
  @Field({ description: 'VÁLIDO, POR VALIDAR o NO VÁLIDO' }) validityLabel!: string;
  @Field() validityColor!: string;
  @Field({ description: 'fecha_registro, AAAA-MM-DD' }) registeredOn!: string;
}

@ObjectType({ description: 'Un plan de un médico (tmedico_plan)' })
export class DoctorPlan {
  @Field(() => Int, { description: 'pla_codigo' }) id!: number;
  @Field({ description: 'pla_nombre' }) name!: string;
  @Field(() => Int, { description: 'pla_tipo: 0 prueba, 1 pagado' }) type!: number;
  @Field() typeLabel!: string;
  @Field({ description: 'pla_fecini, AAAA-MM-DD' }) start!: string;
  @Field({ description: 'pla_fecfin, AAAA-MM-DD' }) end!: string;
}

@ObjectType({ description: 'Un médico con todos sus planes, del más reciente al más antiguo (get)' })
export class DoctorDetails {
  @Field(() => Doctor) doctor!: Doctor;
  @Field(() => [DoctorPlan]) plans!: DoctorPlan[];
}

@ObjectType({ description: 'Página de la lista de médicos (getListaMedicos)' })
export class DoctorPage {
  @Field(() => [Doctor]) items!: Doctor[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
  @Field(() => ScreenPermission, { description: "Objeto permisos de la pantalla 'medicos'" }) permisos!: ScreenPermission;
  @Field({ description: "El modo de la ruta que el usuario puede usar: cambiar la validez exige editar ≥ 3 (administración) sobre 'medicos'" })
  canChangeValidity!: boolean;
  @Field({ description: "Extender el período de prueba exige editar ≥ 2 (operación) sobre 'medicos'" }) canExtendTrial!: boolean;
}

@InputType({ description: 'Formulario de búsqueda de médicos; los filtros vacíos son "todos"' })
export class DoctorFilter {
  @Field(() => String, { nullable: true, description: "filtro: 'ID' (cédula o RUC, prefijo) o 'NAME' (nombre, contiene); sin él no se busca por texto" })
  searchBy?: string | null;
  @Field(() => String, { nullable: true, description: 'busqueda: el texto, obligatorio con searchBy' }) text?: string | null;
  @Field(() => Int, { nullable: true, description: 'pla_tipo: 0 prueba, 1 pagado' }) planType?: number | null;
  @Field(() => Int, { nullable: true, description: 'pla_estado: 1 vigente, 2 por caducar, 3 caducado' }) planState?: number | null;
  @Field(() => Int, { nullable: true, description: 'med_valido: 0 válido, 1 por validar, 2 no válido' }) validity?: number | null;
}

@InputType({ description: 'Un plan a extender: el médico y el inicio del plan que tenía en la lista (cods)' })
export class DoctorPlanRef {
  @Field(() => Int, { description: 'ref_codigo' }) doctorId!: number;
  @Field({ description: 'pla_fecini, AAAA-MM-DD' }) planStart!: string;
}

@ObjectType()
export class DoctorValidityResult {
  @Field() message!: string;
  @Field(() => Doctor) doctor!: Doctor;
}

@ObjectType()
export class DoctorTrialResult {
  @Field() message!: string;
  @Field(() => Int, { description: 'Planes extendidos' }) count!: number;
  @Field(() => [Doctor], { description: 'Los médicos con su nueva fecha de fin' }) doctors!: Doctor[];
}
