import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../../graphql/context.js';
import { academicCourses, academicLists, academicPlans, type CourseRow, type PlanRow } from './academic.service.js';
import { AcademicCourse, ReportAcademicLists, StudyPlan } from './academic.types.js';

const COMPANY = { nullable: true, description: "Empresa (emp_codigo); sin ella: 'Debe seleccionar una empresa'" } as const;
const course = (c: CourseRow): AcademicCourse => ({
  id: c.cur_codigo,
  name: c.cur_nombre,
  parallel: c.cur_paralelo,
  level: c.cur_nivel,
  periodId: c.pel_codigo,
  sectionId: c.sea_codigo,
  sectionName: c.sea_nombre,
});
const plan = (p: PlanRow): StudyPlan => ({ id: p.pln_codigo, name: p.pln_nombre, weeklyHours: p.pln_horas, courseId: p.cur_codigo });

/** The academic filter form of reports (/rest/previewgraph/informe opc initacad, cargaCursos, cargaPlanes). */
@Resolver()
export class ReportAcademicResolver {
  @Query(() => ReportAcademicLists, {
    description:
      'Listas del formulario académico (initacad): períodos lectivos, secciones, y del período por omisión cursos, planes, estudiantes y representantes',
  })
  reportAcademicLists(@Arg('companyId', () => Int, COMPANY) companyId: number | null, @Ctx() ctx: AppContext): Promise<ReportAcademicLists> {
    return academicLists(ctx, companyId).then((l) => ({
      defaultPeriodId: l.form.pel_codigo,
      periods: l.periodos.map((p) => ({ id: p.pel_codigo, name: p.pel_nombre, start: p.pel_inicio, end: p.pel_fin, active: p.pel_activo === 'T' })),
      sections: l.secciones.map((s) => ({ id: s.sea_codigo, name: s.sea_nombre })),
      courses: l.cursos.map(course),
      plans: l.planes.map(plan),
      students: l.estudiantes.map((e) => ({
        id: e.est_codigo,
        idNumber: e.est_cedula,
        name: e.est_nombre,
        courseId: e.cur_codigo,
        planId: e.pln_codigo,
        representativeId: e.clp_codigo,
      })),
      representatives: l.representantes.map((r) => ({ id: r.clp_codigo, idNumber: r.clp_cedruc, name: r.clp_nombre, students: r.estudiantes })),
    }));
  }

  @Query(() => [AcademicCourse], {
    description: "Cursos de un período lectivo, de una sección o de todas (cargaCursos); sin período: 'Debe seleccionar un período lectivo'",
  })
  reportCourses(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('periodId', () => Int, { nullable: true, description: 'Período lectivo (pel_codigo)' }) periodId: number | null,
    @Arg('sectionId', () => Int, { nullable: true, description: 'Sección (sea_codigo); vacía: todas' }) sectionId: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<AcademicCourse[]> {
    return academicCourses(ctx, companyId, periodId, sectionId).then((rows) => rows.map(course));
  }

  @Query(() => [StudyPlan], {
    description:
      "Planes de estudio de un curso, o de todos los cursos de un período lectivo (cargaPlanes); sin ninguno: 'Debe seleccionar un curso o un período lectivo'",
  })
  reportStudyPlans(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('courseId', () => Int, { nullable: true, description: 'Curso (cur_codigo)' }) courseId: number | null,
    @Arg('periodId', () => Int, { nullable: true, description: 'Período lectivo (pel_codigo), cuando no hay curso' }) periodId: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<StudyPlan[]> {
    return academicPlans(ctx, companyId, courseId, periodId).then((rows) => rows.map(plan));
  }
}
