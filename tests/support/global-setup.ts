import 'reflect-metadata';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { closeServices, createServices } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { businessDay } from '../../api/src/domain/dates.js';
import { DATABASE_URL, TEST_PASSWORD, TEST_SECRET_KEY } from './env.js';

// One template per test run and project, so two runs on the same server (two terminals, CI
// beside a developer) never drop each other's template, and projects that run at the same time
// each have their own.
const templateDb = (project: string) => `bo_test_template_${process.pid}_${project}`;
const PGLITE_TEMPLATES = resolve('tests/.artifacts');
const pgliteTemplateDir = (project: string) => `${PGLITE_TEMPLATES}/pglite-template-${process.pid}-${project}`;

/**
 * The day the demo data of each project ends on. The API tests assert exact rows of the demo
 * year, so their data is the year seeded on 2026-11-29 (December 2025 to November 2026) whatever
 * the date; the journeys see what a user of `npm start` sees today, with dates relative to it.
 */
const DEMO_TODAY: Record<string, string | undefined> = { api: '2026-11-29', 'api-own-modules': '2026-11-29' };

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: string | null;
    pgliteTemplateDir: string | null;
    /** The day the template's demo data ends on ('YYYY-MM-DD'). */
    demoToday: string;
  }
}

function serverUrl(database: string): string {
  const url = new URL(DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Drops and recreates a database on the test server. */
export async function recreateDatabase(name: string, template?: string): Promise<string> {
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  return serverUrl(name);
}

export async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

/**
 * A copy of `template` named `name`. Copying the seeded template takes about 2 s here and the API
 * files start one server each, one after another; so each call also starts the copy the next call
 * will take (`<template>_spare_N`, renamed into place: instant) while the current file runs. The
 * last spare of a run is dropped with its template (its name starts with the template's).
 */
export async function copyOfTemplate(name: string, template: string): Promise<string> {
  const ready = spares.get(template);
  spares.delete(template);
  const spare = ready ? await ready.catch(() => null) : null;
  if (spare) await renameDatabase(spare, name);
  else await recreateDatabase(name, template);
  const next = `${template}_spare_${spareCounter++}`;
  const making = recreateDatabase(next, template).then(() => next);
  making.catch(() => undefined);
  spares.set(template, making);
  return serverUrl(name);
}
const spares = new Map<string, Promise<string>>();
let spareCounter = 0;

async function renameDatabase(from: string, to: string): Promise<void> {
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${to}" with (force)`);
    await admin.query(`alter database "${from}" rename to "${to}"`);
  } finally {
    await admin.end();
  }
}

/** Drops the databases whose names start with `prefix` (a template's spares). */
async function dropDatabasesLike(prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}

/** Drops the templates of earlier runs whose process is gone (a run killed before its teardown). */
async function dropStaleTemplates(): Promise<void> {
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'bo\\_test\\_template\\_%'");
    for (const { datname } of rows) {
      const pid = Number(/^bo_test_template_(\d+)/.exec(datname)?.[1]);
      if (Number.isInteger(pid) && !processAlive(pid)) await admin.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await admin.end();
  }
}

/** Removes the embedded-database templates of earlier runs whose process is gone. */
function dropStalePgliteTemplates(): void {
  if (!existsSync(PGLITE_TEMPLATES)) return;
  for (const name of readdirSync(PGLITE_TEMPLATES)) {
    const match = /^pglite-template(?:-(\d+))?(?:-\w+)?$/.exec(name);
    if (match && !(match[1] && processAlive(Number(match[1])))) rmSync(`${PGLITE_TEMPLATES}/${name}`, { recursive: true, force: true });
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Migrates and seeds one template database per run; every test server starts from a copy
 * (CREATE DATABASE ... TEMPLATE on PostgreSQL, a copied folder for the embedded database).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const demoToday = DEMO_TODAY[project.name] ?? businessDay();
  const env = { ...process.env, ADMIN_PASSWORD: TEST_PASSWORD, SECRET_KEY: TEST_SECRET_KEY, REDIS_URL: '', DEMO_TODAY: demoToday };
  project.provide('demoToday', demoToday);
  if (DATABASE_URL) {
    const name = templateDb(project.name);
    await dropStaleTemplates();
    const url = await recreateDatabase(name);
    await closeServices(await createServices(loadConfig({ ...env, DATABASE_URL: url })));
    project.provide('templateDb', name);
    project.provide('pgliteTemplateDir', null);
    return async () => {
      await dropDatabasesLike(`${name}_spare_`);
      await dropDatabase(name);
    };
  }
  const dir = pgliteTemplateDir(project.name);
  dropStalePgliteTemplates();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await closeServices(await createServices(loadConfig({ ...env, DATABASE_URL: '', DATA_DIR: dir })));
  project.provide('templateDb', null);
  project.provide('pgliteTemplateDir', dir);
  return async () => rmSync(dir, { recursive: true, force: true });
}
