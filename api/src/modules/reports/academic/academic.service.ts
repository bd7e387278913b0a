import type { AppContext } from '../../../graphql/context.js';
import { AppError } from '../../../shared/app-error.js';
import { inReportCompany, LEVEL, type ReportScope } from '../report-scope.js';

/**
 * The academic filter form's lookups (tenant migration 60): school years, sections, courses,
 * study plans, students and their representatives, read-only from the company's schema.
 */
const inCompany = <T>(ctx: AppContext, companyId: number | null | undefined, work: (scope: ReportScope) => Promise<T>) =>
  inReportCompany(ctx, companyId, 'ver', LEVEL.read, { readOnly: true }, work);

export interface AcademicPeriodRow {
  pel_codigo: number;
  pel_nombre: string;
  pel_inicio: string;
  pel_fin: string;
  pel_activo: 'T' | 'F';
}
export interface AcademicSectionRow {
  sea_codigo: number;
  sea_nombre: string;
}
export interface CourseRow {
  cur_codigo: number;
  cur_nombre: string;
  cur_paralelo: string;
  cur_nivel: number;
  pel_codigo: number;
  sea_codigo: number;
  sea_nombre: string;
}
export interface PlanRow {
  pln_codigo: number;
  pln_nombre: string;
  pln_horas: number;
  cur_codigo: number;
}
export interface StudentRow {
  est_codigo: number;
  est_cedula: string;
  est_nombre: string;
  cur_codigo: number | null;
  pln_codigo: number | null;
  clp_codigo: number | null;
}
export interface RepresentativeRow {
  clp_codigo: number;
  clp_cedruc: string;
  clp_nombre: string;
  estudiantes: number;
}

const COURSES = `select c.cur_codigo, c.cur_nombre, c.cur_paralelo, c.cur_nivel, c.pel_codigo, c.sea_codigo, s.sea_nombre
  from tcurso c join tseccionacad s using (sea_codigo)`;
const COURSE_ORDER = 'order by c.cur_nivel, c.cur_nombre, c.cur_paralelo, s.sea_nombre, c.cur_codigo';
const PLANS = 'select p.pln_codigo, p.pln_nombre, p.pln_horas, p.cur_codigo from tplanestudio p join tcurso c using (cur_codigo)';
const PLAN_ORDER = 'order by c.cur_nivel, c.cur_nombre, c.cur_paralelo, p.pln_nombre, p.pln_codigo';

const hasAcademic = async (scope: ReportScope) =>
  (await scope.run<{ ok: boolean }>('select to_regclass(?) is not null as ok', [`"${scope.schema}".tcurso`]))[0]!.ok;

/** The school year the forms start with: the latest active one, else the latest; null without any. */
const defaultPeriod = (periods: AcademicPeriodRow[]): number | null => (periods.find((p) => p.pel_activo === 'T') ?? periods[0])?.pel_codigo ?? null;

/**
 * initacad: every school year (latest first) and section; the courses and plans of the default
 * school year; the students enrolled in it with their course, plan and representative; the
 * representatives (referentes) of those students; `form` and `formPln`, the starting values of
 * the academic form and of its plan part.
 */
export function academicLists(ctx: AppContext, companyId: number | null | undefined) {
  return inCompany(ctx, companyId, async (scope) => {
    if (!(await hasAcademic(scope)))
      return { periodos: [], secciones: [], cursos: [], planes: [], estudiantes: [], representantes: [], form: emptyForm(null), formPln: emptyPlanForm(null) };
    const periodos = await scope.run<AcademicPeriodRow>(
      "select pel_codigo, pel_nombre, to_char(pel_inicio, 'YYYY-MM-DD') as pel_inicio, to_char(pel_fin, 'YYYY-MM-DD') as pel_fin, pel_activo from tperiodolectivo order by pel_inicio desc, pel_codigo desc",
    );
    const period = defaultPeriod(periodos);
    const secciones = await scope.run<AcademicSectionRow>(
      "select sea_codigo, sea_nombre from tseccionacad where sea_activo = 'T' order by sea_nombre, sea_codigo",
    );
    const cursos = await scope.run<CourseRow>(`${COURSES} where c.pel_codigo = ? ${COURSE_ORDER}`, [period]);
    const planes = await scope.run<PlanRow>(`${PLANS} where c.pel_codigo = ? ${PLAN_ORDER}`, [period]);
    const estudiantes = await scope.run<StudentRow>(
      `select e.est_codigo, e.est_cedula, e.est_apellidos || ' ' || e.est_nombres as est_nombre, m.cur_codigo, m.pln_codigo, e.clp_codigo
         from testudiante e join tmatricula m using (est_codigo) join tcurso c using (cur_codigo)
        where c.pel_codigo = ? order by e.est_apellidos, e.est_nombres, e.est_codigo`,
      [period],
    );
    const representantes = await scope.run<RepresentativeRow>(
      `select r.clp_codigo, r.clp_cedruc, r.clp_nombre || coalesce(' ' || r.clp_apelli, '') as clp_nombre, count(*)::int as estudiantes
         from tclipro r join testudiante e using (clp_codigo) join tmatricula m using (est_codigo) join tcurso c using (cur_codigo)
        where c.pel_codigo = ? group by r.clp_codigo order by 3, 1`,
      [period],
    );
    return { periodos, secciones, cursos, planes, estudiantes, representantes, form: emptyForm(period), formPln: emptyPlanForm(period) };
  });
}

const emptyForm = (period: number | null) => ({ pel_codigo: period, sea_codigo: null, cur_codigo: null, pln_codigo: null, est_codigo: null, clp_codigo: null });
const emptyPlanForm = (period: number | null) => ({ pel_codigo: period, cur_codigo: null, pln_codigo: null });

/** cargaCursos (pel_codigo, sea_codigo optional): the courses of a school year, of one section or all. */
export function academicCourses(ctx: AppContext, companyId: number | null | undefined, periodId: number | null, sectionId: number | null) {
  return inCompany(ctx, companyId, async (scope) => {
    if (!periodId) throw AppError.input('pel_codigo', 'Debe seleccionar un período lectivo');
    if (!(await hasAcademic(scope))) return [];
    return scope.run<CourseRow>(`${COURSES} where c.pel_codigo = ? and (?::int is null or c.sea_codigo = ?::int) ${COURSE_ORDER}`, [
      periodId,
      sectionId,
      sectionId,
    ]);
  });
}

/** cargaPlanes (cur_codigo, or pel_codigo for every course of the school year): the study plans. */
export function academicPlans(ctx: AppContext, companyId: number | null | undefined, courseId: number | null, periodId: number | null) {
  return inCompany(ctx, companyId, async (scope) => {
    if (!courseId && !periodId) throw AppError.input('cur_codigo', 'Debe seleccionar un curso o un período lectivo');
    if (!(await hasAcademic(scope))) return [];
    return courseId
      ? scope.run<PlanRow>(`${PLANS} where p.cur_codigo = ? ${PLAN_ORDER}`, [courseId])
      : scope.run<PlanRow>(`${PLANS} where c.pel_codigo = ? ${PLAN_ORDER}`, [periodId]);
  });
}
