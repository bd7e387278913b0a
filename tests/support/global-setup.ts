import 'reflect-metadata';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { closeServices, createServices } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { DATABASE_URL, TEST_PASSWORD, TEST_SECRET_KEY } from './env.js';

// One template per test run, so two runs on the same server (two terminals, CI beside a
// developer) never drop each other's template.
export const TEMPLATE_DB = `bo_test_template_${process.pid}`;
const PGLITE_TEMPLATES = resolve('tests/.artifacts');
export const PGLITE_TEMPLATE_DIR = `${PGLITE_TEMPLATES}/pglite-template-${process.pid}`;

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: string | null;
    pgliteTemplateDir: string | null;
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

/** Drops the templates of earlier runs whose process is gone (a run killed before its teardown). */
async function dropStaleTemplates(): Promise<void> {
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'bo\\_test\\_template\\_%'");
    for (const { datname } of rows) {
      const pid = Number(datname.slice('bo_test_template_'.length));
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
    const match = /^pglite-template(?:-(\d+))?$/.exec(name);
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
  const env = { ...process.env, ADMIN_PASSWORD: TEST_PASSWORD, SECRET_KEY: TEST_SECRET_KEY, REDIS_URL: '' };
  if (DATABASE_URL) {
    await dropStaleTemplates();
    const url = await recreateDatabase(TEMPLATE_DB);
    await closeServices(await createServices(loadConfig({ ...env, DATABASE_URL: url })));
    project.provide('templateDb', TEMPLATE_DB);
    project.provide('pgliteTemplateDir', null);
    return async () => dropDatabase(TEMPLATE_DB);
  }
  dropStalePgliteTemplates();
  rmSync(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
  mkdirSync(PGLITE_TEMPLATE_DIR, { recursive: true });
  await closeServices(await createServices(loadConfig({ ...env, DATABASE_URL: '', DATA_DIR: PGLITE_TEMPLATE_DIR })));
  project.provide('templateDb', null);
  project.provide('pgliteTemplateDir', PGLITE_TEMPLATE_DIR);
  return async () => rmSync(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
}
