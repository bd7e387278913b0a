import { Field, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar } from '../../../graphql/scalars.js';

@ObjectType({ description: 'Período lectivo de la empresa (tperiodolectivo)' })
export class AcademicPeriod {
  @Field(() => Int, { description: 'Código (pel_codigo)' }) id!: number;
  @Field({ description: 'Nombre (pel_nombre)' }) name!: string;
  @Field(() => LocalDateScalar, { description: 'Inicio (pel_inicio)' }) start!: string;
  @Field(() => LocalDateScalar, { description: 'Fin (pel_fin)' }) end!: string;
  @Field({ description: 'Activo (pel_activo T)' }) active!: boolean;
}

@ObjectType({ description: 'Sección (jornada) de la institución (tseccionacad)' })
export class AcademicSection {
  @Field(() => Int, { description: 'Código (sea_codigo)' }) id!: number;
  @Field({ description: 'Nombre (sea_nombre)' }) name!: string;
}

@ObjectType({ description: 'Curso de un período lectivo en una sección (tcurso), con su paralelo' })
export class AcademicCourse {
  @Field(() => Int, { description: 'Código (cur_codigo)' }) id!: number;
  @Field({ description: 'Nombre (cur_nombre)' }) name!: string;
  @Field({ description: 'Paralelo (cur_paralelo)' }) parallel!: string;
  @Field(() => Int, { description: 'Nivel, ordena los cursos (cur_nivel)' }) level!: number;
  @Field(() => Int, { description: 'Período lectivo (pel_codigo)' }) periodId!: number;
  @Field(() => Int, { description: 'Sección (sea_codigo)' }) sectionId!: number;
  @Field({ description: 'Nombre de la sección (sea_nombre)' }) sectionName!: string;
}

@ObjectType({ description: 'Plan de estudios (malla) de un curso (tplanestudio)' })
export class StudyPlan {
  @Field(() => Int, { description: 'Código (pln_codigo)' }) id!: number;
  @Field({ description: 'Nombre (pln_nombre)' }) name!: string;
  @Field(() => Int, { description: 'Horas semanales (pln_horas)' }) weeklyHours!: number;
  @Field(() => Int, { description: 'Curso (cur_codigo)' }) courseId!: number;
}

@ObjectType({ description: 'Estudiante matriculado en el período lectivo (testudiante, tmatricula)' })
export class AcademicStudent {
  @Field(() => Int, { description: 'Código (est_codigo)' }) id!: number;
  @Field({ description: 'Cédula (est_cedula)' }) idNumber!: string;
  @Field({ description: 'Apellidos y nombres' }) name!: string;
  @Field(() => Int, { nullable: true, description: 'Curso en el período (cur_codigo)' }) courseId!: number | null;
  @Field(() => Int, { nullable: true, description: 'Plan que sigue (pln_codigo)' }) planId!: number | null;
  @Field(() => Int, { nullable: true, description: 'Representante, un referente (clp_codigo)' }) representativeId!: number | null;
}

@ObjectType({ description: 'Representante de estudiantes: un referente (tclipro)' })
export class AcademicRepresentative {
  @Field(() => Int, { description: 'Código del referente (clp_codigo)' }) id!: number;
  @Field({ description: 'Cédula o RUC (clp_cedruc)' }) idNumber!: string;
  @Field({ description: 'Nombres y apellidos' }) name!: string;
  @Field(() => Int, { description: 'Estudiantes que representa en el período' }) students!: number;
}

@ObjectType({ description: 'Listas del formulario académico de un informe (initacad), del período lectivo por omisión' })
export class ReportAcademicLists {
  @Field(() => Int, { nullable: true, description: 'Período lectivo por omisión: el activo más reciente; null sin períodos' }) defaultPeriodId!: number | null;
  @Field(() => [AcademicPeriod], { description: 'Períodos lectivos, el más reciente primero' }) periods!: AcademicPeriod[];
  @Field(() => [AcademicSection], { description: 'Secciones activas' }) sections!: AcademicSection[];
  @Field(() => [AcademicCourse], { description: 'Cursos del período por omisión' }) courses!: AcademicCourse[];
  @Field(() => [StudyPlan], { description: 'Planes de los cursos del período por omisión' }) plans!: StudyPlan[];
  @Field(() => [AcademicStudent], { description: 'Estudiantes matriculados en el período por omisión' }) students!: AcademicStudent[];
  @Field(() => [AcademicRepresentative], { description: 'Representantes de esos estudiantes' }) representatives!: AcademicRepresentative[];
}
