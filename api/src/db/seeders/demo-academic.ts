import type { EntityManager } from '@mikro-orm/core';
import { completeCedula } from './demo-data.js';
import { run } from '../sql.js';

/**
 * The demo has no company whose business line is a school (6 Educación, 16 Academias); the
 * academic data of tenant migration 60 is seeded in this company, so the academic filter form of
 * the reports (initacad, cargaCursos, cargaPlanes) has something to list.
 */
export const ACADEMIC_DEMO_COMPANY = 'andina';

export const DEMO_SCHOOL_YEARS = [
  { name: '2024-2025 SIERRA', start: '2024-09-02', end: '2025-06-27', active: 'F' },
  { name: '2025-2026 SIERRA', start: '2025-09-01', end: '2026-06-26', active: 'T' },
] as const;
export const DEMO_SECTIONS = ['MATUTINA', 'VESPERTINA'] as const;
/** Courses of every school year: section, name, parallel, level, plans (name prefix, weekly hours). */
export const DEMO_COURSES = [
  { section: 'MATUTINA', name: 'OCTAVO AÑO DE EGB', parallel: 'A', level: 8, plans: [['MALLA EGB SUPERIOR', 35]] },
  { section: 'MATUTINA', name: 'OCTAVO AÑO DE EGB', parallel: 'B', level: 8, plans: [['MALLA EGB SUPERIOR', 35]] },
  { section: 'MATUTINA', name: 'NOVENO AÑO DE EGB', parallel: 'A', level: 9, plans: [['MALLA EGB SUPERIOR', 35]] },
  {
    section: 'VESPERTINA',
    name: 'PRIMERO DE BACHILLERATO',
    parallel: 'A',
    level: 11,
    plans: [
      ['BGU CIENCIAS', 40],
      ['BACHILLERATO TÉCNICO CONTABILIDAD', 45],
    ],
  },
] as const;
/** Students: names, surnames, birth date. */
export const DEMO_STUDENTS = [
  ['MATEO SEBASTIÁN', 'JARAMILLO ANDRADE', '2012-03-14'],
  ['VALENTINA', 'PEÑAHERRERA SALAZAR', '2012-07-02'],
  ['JOSUÉ DAVID', 'GUAMÁN ÑAUÑAY', '2012-11-21'],
  ['CAMILA ANDREA', 'ZAMBRANO MOREIRA', '2012-05-09'],
  ['NICOLÁS', 'ORDÓÑEZ CHÁVEZ', '2012-01-30'],
  ['EMILIA', 'VILLACÍS TORRES', '2012-09-17'],
  ['SAMUEL ALEJANDRO', 'CEDEÑO BRIONES', '2011-04-05'],
  ['ISABELLA', 'ARMIJOS CABRERA', '2011-08-26'],
  ['JOAQUÍN', 'ESPINOSA YÉPEZ', '2011-12-12'],
  ['RENATA', 'LEÓN GUERRERO', '2009-02-18'],
  ['THIAGO', 'BENÍTEZ OCHOA', '2009-06-07'],
  ['ANTONELLA', 'RIVADENEIRA PAREDES', '2009-10-29'],
] as const;
/** How many natural-person referentes represent the students (the first ones represent two). */
export const DEMO_REPRESENTATIVES = 8;

/** The cédula of demo student i (0-based), valid for the SRI check. */
export const demoStudentCedula = (i: number) => completeCedula(`1752034${String(i).padStart(2, '0')}`);

/**
 * School years, sections, courses with their plans, and twelve students: three per course of the
 * active year (the first plan of the course), those of the upper courses also enrolled the year
 * before; student i is represented by the (i mod 8)-th natural-person referente of the company.
 */
export async function seedDemoAcademic(tx: EntityManager, schema: string): Promise<void> {
  const s = `"${schema}"`;
  const one = async (sql: string, params: unknown[]) => (await run<{ id: number }>(tx, sql, params))[0]!.id;
  const years: number[] = [];
  for (const y of DEMO_SCHOOL_YEARS)
    years.push(
      await one(`insert into ${s}.tperiodolectivo (pel_nombre, pel_inicio, pel_fin, pel_activo) values (?, ?, ?, ?) returning pel_codigo as id`, [
        y.name,
        y.start,
        y.end,
        y.active,
      ]),
    );
  const sections = new Map<string, number>();
  for (const name of DEMO_SECTIONS) sections.set(name, await one(`insert into ${s}.tseccionacad (sea_nombre) values (?) returning sea_codigo as id`, [name]));
  // courses[year][course] = { id, plan (the first) }
  const courses: { id: number; plan: number }[][] = [];
  for (const [y, year] of years.entries()) {
    const label = DEMO_SCHOOL_YEARS[y]!.name.slice(0, 9);
    courses.push([]);
    for (const c of DEMO_COURSES) {
      const id = await one(
        `insert into ${s}.tcurso (pel_codigo, sea_codigo, cur_nombre, cur_paralelo, cur_nivel) values (?, ?, ?, ?, ?) returning cur_codigo as id`,
        [year, sections.get(c.section), c.name, c.parallel, c.level],
      );
      const plans: number[] = [];
      for (const [name, hours] of c.plans)
        plans.push(
          await one(`insert into ${s}.tplanestudio (cur_codigo, pln_nombre, pln_horas) values (?, ?, ?) returning pln_codigo as id`, [
            id,
            `${name} ${label}`,
            hours,
          ]),
        );
      courses[y]!.push({ id, plan: plans[0]! });
    }
  }
  const representatives = (
    await run<{ id: number }>(tx, `select clp_codigo as id from ${s}.tclipro where clp_tipoid = '05' order by clp_codigo limit ?`, [DEMO_REPRESENTATIVES])
  ).map((r: { id: number }) => r.id);
  const active = DEMO_SCHOOL_YEARS.findIndex((y) => y.active === 'T');
  for (const [i, [names, surnames, born]] of DEMO_STUDENTS.entries()) {
    const student = await one(
      `insert into ${s}.testudiante (est_cedula, est_nombres, est_apellidos, est_fecnac, clp_codigo) values (?, ?, ?, ?, ?) returning est_codigo as id`,
      [demoStudentCedula(i), names, surnames, born, representatives.length ? representatives[i % representatives.length]! : null],
    );
    const course = Math.floor(i / 3);
    const now = courses[active]![course]!;
    await run(tx, `insert into ${s}.tmatricula (est_codigo, cur_codigo, pln_codigo) values (?, ?, ?)`, [student, now.id, now.plan]);
    // Noveno A came from octavo A, bachillerato from noveno A.
    const before = course === 2 ? 0 : course === 3 ? 2 : null;
    if (before !== null && active > 0) {
      const was = courses[active - 1]![before]!;
      await run(tx, `insert into ${s}.tmatricula (est_codigo, cur_codigo, pln_codigo) values (?, ?, ?)`, [student, was.id, was.plan]);
    }
  }
}
