import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { SortDirection } from '../../graphql/ordering.js';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { ScreenPermission } from '../auth/auth.types.js';
import { DoctorOrderField, DoctorPlanState, DoctorPlanType, DoctorSearchBy, DoctorValidity } from './doctor-enums.js';
import { Page } from '../../graphql/page.js';

@ObjectType({ description: 'Médico registrado en la aplicación para médicos, con su plan actual (el último que empezó) (tmedico)' })
export class Doctor {
  @Field(() => Int, { description: 'Código interno del médico (ref_codigo)' }) id!: number;
  @Field({ description: 'Cédula o RUC del médico (ref_id)' }) idNumber!: string;
  @Field({ description: 'Apellidos y nombres del médico (ref_apenom)' }) fullName!: string;
  @Field(() => String, { nullable: true, description: 'Especialidad médica declarada al registrarse (medico)' }) specialty!: string | null;
  @Field(() => String, { nullable: true, description: 'Teléfono celular de contacto (ref_movil)' }) mobile!: string | null;
  @Field(() => String, { nullable: true, description: 'Correo electrónico de contacto (ref_email)' }) email!: string | null;
  @Field(() => String, { nullable: true, description: 'Ciudad donde atiende (ciudad)' }) city!: string | null;
  @Field(() => Int, { nullable: true, description: 'Código del plan actual; vacío si el médico no tiene plan (pla_codigo)' }) planId!: number | null;
  @Field(() => String, { nullable: true, description: 'Nombre del plan actual (pla_nombre)' }) planName!: string | null;
  @Field(() => DoctorPlanType, { nullable: true, description: 'Clase del plan actual: prueba o pagado; vacío sin plan (pla_tipo)' })
  planType!: DoctorPlanType | null;
  @Field(() => String, { nullable: true, description: 'Clase del plan como la muestra la pantalla: PRUEBA o PAGADO' }) planTypeLabel!: string | null;
  @Field(() => DoctorPlanState, {
    nullable: true,
    description: 'Vigencia del plan actual: vigente, por caducar (7 días o menos) o caducado; vacío sin plan (pla_estado)',
  })
  planState!: DoctorPlanState | null;
  @Field(() => String, { nullable: true, description: 'Vigencia como la muestra la pantalla: VIGENTE, POR CADUCAR o CADUCADO' }) planStateLabel!: string | null;
  @Field(() => String, { nullable: true, description: 'Color con que la pantalla pinta la vigencia (limegreen, gold o crimson)' }) planStateColor!:
    string | null;
  @Field(() => LocalDateScalar, { nullable: true, description: 'Primer día del plan actual (pla_fecini)' }) planStart!: string | null;
  @Field(() => LocalDateScalar, { nullable: true, description: 'Último día del plan actual (pla_fecfin)' }) planEnd!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Días hasta el fin del plan en palabras: 'Caduca en n días', 'Caduca hoy' o 'Caducó hace n días' (caducaen)",
  })
  expiresIn!: string | null;
  @Field(() => Int, { nullable: true, description: 'Días que faltan hasta el fin del plan; negativo si ya caducó (diascaduca)' }) daysToExpiry!: number | null;
  @Field(() => DoctorValidity, { description: 'Si la administración confirmó que es médico: válido, por validar o no válido (med_valido)' })
  validity!: DoctorValidity;
  @Field({ description: 'Validez como la muestra la pantalla: VÁLIDO, POR VALIDAR o NO VÁLIDO' }) validityLabel!: string;
  @Field({ description: 'Color con que la pantalla pinta la validez (limegreen, gold o crimson)' }) validityColor!: string;
  @Field(() => LocalDateScalar, { description: 'Día en que el médico se registró (fecha_registro)' }) registeredOn!: string;
}

@ObjectType({ description: 'Un plan de un médico: prueba o pagado, con sus fechas (tmedico_plan)' })
export class DoctorPlan {
  @Field(() => Int, { description: 'Código interno del plan (pla_codigo)' }) id!: number;
  @Field({ description: 'Nombre del plan (pla_nombre)' }) name!: string;
  @Field(() => DoctorPlanType, { description: 'Clase del plan: prueba o pagado (pla_tipo)' }) type!: DoctorPlanType;
  @Field({ description: 'Clase del plan como la muestra la pantalla: PRUEBA o PAGADO' }) typeLabel!: string;
  @Field(() => LocalDateScalar, { description: 'Primer día del plan (pla_fecini)' }) start!: string;
  @Field(() => LocalDateScalar, { description: 'Último día del plan (pla_fecfin)' }) end!: string;
}

@ObjectType({ description: 'Un médico con todos sus planes, del más reciente al más antiguo' })
export class DoctorDetails {
  @Field(() => Doctor, { description: 'El médico con su plan actual' }) doctor!: Doctor;
  @Field(() => [DoctorPlan], { description: 'Todos sus planes, el más reciente primero' }) plans!: DoctorPlan[];
}

@ObjectType({ description: 'Una página de la lista de médicos, con los permisos del usuario sobre la pantalla' })
export class DoctorPage extends Page(Doctor, {
  items: 'Los médicos de la página, en el orden pedido',
  totalCount: 'Cuántos médicos cumplen el filtro, en todas las páginas',
  page: 'Número de la página devuelta, desde 1',
  pageSize: 'Médicos por página',
}) {
  @Field(() => Int, { description: 'Cuántos médicos cumplen el filtro, en todas las páginas', deprecationReason: 'Use totalCount' }) total!: number;
  @Field(() => ScreenPermission, { description: "Permisos del usuario sobre la pantalla de médicos (recurso 'medicos')" }) permisos!: ScreenPermission;
  @Field({ description: "Si el usuario puede marcar médicos válidos o no válidos: exige editar ≥ 3 (administración) sobre 'medicos'" })
  canChangeValidity!: boolean;
  @Field({ description: "Si el usuario puede extender períodos de prueba: exige editar ≥ 2 (operación) sobre 'medicos'" }) canExtendTrial!: boolean;
}

@InputType({ description: 'Formulario de búsqueda de médicos; un filtro vacío deja pasar a todos' })
export class DoctorFilter {
  @Field(() => DoctorSearchBy, { nullable: true, description: 'Por qué dato se busca el texto; sin él no se busca por texto (filtro)' })
  searchBy?: DoctorSearchBy | null;
  @Field(() => String, { nullable: true, description: 'Texto a buscar, hasta 100 caracteres; obligatorio si se indica searchBy (busqueda)' }) text?:
    string | null;
  @Field(() => DoctorPlanType, { nullable: true, description: 'Solo los médicos cuyo plan actual es de esta clase (pla_tipo)' })
  planType?: DoctorPlanType | null;
  @Field(() => DoctorPlanState, { nullable: true, description: 'Solo los médicos cuyo plan actual tiene esta vigencia (pla_estado)' })
  planState?: DoctorPlanState | null;
  @Field(() => DoctorValidity, { nullable: true, description: 'Solo los médicos con esta validez (med_valido)' }) validity?: DoctorValidity | null;
}

@InputType('DoctorOrder', { description: 'Orden de la lista de médicos; a igualdad decide el código interno, en el mismo sentido' })
export class DoctorOrder {
  @Field(() => DoctorOrderField, { description: 'Campo por el que se ordena' }) field!: DoctorOrderField;
  @Field(() => SortDirection, { nullable: true, defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' })
  direction?: SortDirection | null;
}

@InputType({ description: 'Un plan de prueba a extender, nombrado como lo mostró la lista: el médico y el primer día de su plan actual' })
export class DoctorPlanRef {
  @Field(() => Int, { description: 'Código interno del médico (ref_codigo)' }) doctorId!: number;
  @Field(() => LocalDateScalar, { description: 'Primer día del plan que la lista mostró como actual (pla_fecini)' }) planStart!: string;
}

@ObjectType({ description: 'Resultado de marcar un médico válido o no válido' })
export class DoctorValidityResult {
  @Field({ description: 'Mensaje de éxito para mostrar al usuario' }) message!: string;
  @Field(() => Doctor, { description: 'El médico con su nueva validez' }) doctor!: Doctor;
}

@ObjectType({ description: 'Resultado de extender períodos de prueba' })
export class DoctorTrialResult {
  @Field({ description: 'Mensaje de éxito para mostrar al usuario' }) message!: string;
  @Field(() => Int, { description: 'Cuántos planes se extendieron' }) count!: number;
  @Field(() => [Doctor], { description: 'Los médicos con la nueva fecha de fin de su plan' }) doctors!: Doctor[];
}
