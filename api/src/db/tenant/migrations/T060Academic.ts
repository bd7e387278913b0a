import type { TenantMigration } from './types.js';

/**
 * Academic data of a company that is a school: school years (periodos lectivos), sections
 * (jornadas), courses with their parallel, study plans of a course, students with their
 * representative (a referente of tclipro) and enrolments. The academic filter form of the
 * reports reads them (/rest/previewgraph/informe opc initacad, cargaCursos, cargaPlanes).
 */
export const T060_ACADEMIC: TenantMigration = {
  version: 60,
  name: 'Datos académicos: períodos lectivos, secciones, cursos, planes, estudiantes y representantes',
  statements: [
    // pel_activo T: the school year the forms start with (the latest active one).
    `create table tperiodolectivo (
      pel_codigo serial primary key,
      pel_nombre varchar(60) not null,
      pel_inicio date not null,
      pel_fin date not null,
      pel_activo char(1) not null default 'T' check (pel_activo in ('T', 'F')),
      constraint tperiodolectivo_fechas check (pel_fin >= pel_inicio))`,
    `create unique index tperiodolectivo_nombre_key on tperiodolectivo (lower(trim(pel_nombre)))`,
    // Sections of the school (jornada: MATUTINA, VESPERTINA, ...).
    `create table tseccionacad (
      sea_codigo serial primary key,
      sea_nombre varchar(60) not null,
      sea_activo char(1) not null default 'T' check (sea_activo in ('T', 'F')))`,
    `create unique index tseccionacad_nombre_key on tseccionacad (lower(trim(sea_nombre)))`,
    // A course of a school year in a section; cur_nivel orders the courses (8 octavo, 9 noveno, ...).
    `create table tcurso (
      cur_codigo serial primary key,
      pel_codigo int not null references tperiodolectivo (pel_codigo),
      sea_codigo int not null references tseccionacad (sea_codigo),
      cur_nombre varchar(100) not null,
      cur_paralelo varchar(5) not null,
      cur_nivel int not null default 0,
      constraint tcurso_key unique (pel_codigo, sea_codigo, cur_nombre, cur_paralelo))`,
    `create index tcurso_periodo on tcurso (pel_codigo, sea_codigo)`,
    // Study plans (mallas) of a course, with their weekly hours.
    `create table tplanestudio (
      pln_codigo serial primary key,
      cur_codigo int not null references tcurso (cur_codigo) on delete cascade,
      pln_nombre varchar(150) not null,
      pln_horas int not null default 0 check (pln_horas >= 0))`,
    `create index tplanestudio_curso on tplanestudio (cur_codigo)`,
    // Students; clp_codigo is the representative (a referente).
    `create table testudiante (
      est_codigo serial primary key,
      est_cedula varchar(10) not null,
      est_nombres varchar(150) not null,
      est_apellidos varchar(150) not null,
      est_fecnac date null,
      clp_codigo int null references tclipro (clp_codigo),
      constraint testudiante_cedula_key unique (est_cedula))`,
    `create index testudiante_representante on testudiante (clp_codigo)`,
    // Enrolment of a student in a course (of one school year), with the plan followed.
    `create table tmatricula (
      mat_codigo serial primary key,
      est_codigo int not null references testudiante (est_codigo),
      cur_codigo int not null references tcurso (cur_codigo),
      pln_codigo int null references tplanestudio (pln_codigo),
      constraint tmatricula_key unique (est_codigo, cur_codigo))`,
    `create index tmatricula_curso on tmatricula (cur_codigo)`,
  ],
};
