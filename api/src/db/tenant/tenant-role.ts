import { createHash } from 'node:crypto';
import { assertSchemaName } from './tenant-registry.js';

/**
 * The least-privilege role of a company schema.
 *
 * Every company schema belongs to its own role (NOLOGIN): the role owns the schema and every
 * table, view, sequence, function and type in it, and has nothing else: no access to `public`
 * beyond what PostgreSQL gives every role (USAGE on the schema, no table), none to the other
 * companies' schemas, no CREATEROLE, no server files. Scripts (script administrator) and report
 * functions run under `SET LOCAL ROLE <role>`, so PostgreSQL itself keeps them in their schema
 * even when the app connects as a superuser. The app's own user is made a member of each role
 * (to `SET ROLE` to it and keep its own access to the tenant data it owned before).
 *
 * Tenant objects reference nothing in `public` (the templates and migrations are unqualified and
 * run with search_path = the schema), so the role needs no grant there.
 */

/** A script or migration step that runs SQL inside the caller's transaction. */
export type RunSql = (sql: string, params?: unknown[]) => Promise<unknown>;

/** Identifier quoting: double quotes, inner quotes doubled. */
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
/** String literal quoting (standard_conforming_strings is on in every supported version). */
const quoteLiteral = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * The role of a schema: `rol_<schema>`. Schema names are `[a-z][a-z0-9_]{2,62}`, so a name of
 * up to 59 characters gives a role of at most 63 (PostgreSQL's limit); a longer one becomes
 * `rol__<first 49>_<8 hex of its sha-256>`, which the short form can never produce (a schema
 * starts with a letter, never with `_`).
 */
export function tenantRoleName(schema: string): string {
  assertSchemaName(schema);
  if (schema.length <= 59) return `rol_${schema}`;
  return `rol__${schema.slice(0, 49)}_${createHash('sha256').update(schema).digest('hex').slice(0, 8)}`;
}

/** Role creation and the app user's membership; both tolerate a concurrent process doing the same. */
function roleSql(role: string): string {
  const ident = quoteIdent(role);
  const literal = quoteLiteral(role);
  return `do $isy$
begin
  if not exists (select from pg_roles where rolname = ${literal}) then
    begin
      create role ${ident} nologin noinherit;
    exception when duplicate_object or unique_violation then null;
    end;
  end if;
  if not exists (select from pg_auth_members m join pg_roles r on r.oid = m.roleid where r.rolname = ${literal} and m.member = (select oid from pg_roles where rolname = current_user)) then
    begin
      grant ${ident} to current_user;
    exception when duplicate_object or unique_violation then null;
    end;
  end if;
end $isy$`;
}

/**
 * Hands the schema and every object in it to the role (only those owned by someone else, so a
 * current schema takes no lock). Sequences owned by a column follow their table.
 */
function ownershipSql(schema: string, role: string): string {
  const literalRole = quoteLiteral(role);
  const literalSchema = quoteLiteral(schema);
  return `do $isy$
declare
  target oid := (select oid from pg_roles where rolname = ${literalRole});
  ns oid := (select oid from pg_namespace where nspname = ${literalSchema});
  item record;
begin
  if (select nspowner from pg_namespace where oid = ns) <> target then
    execute format('alter schema %I owner to %I', ${literalSchema}, ${literalRole});
  end if;
  for item in
    select format('alter %s %s owner to %I',
             case c.relkind when 'S' then 'sequence' when 'v' then 'view' when 'm' then 'materialized view'
                            when 'f' then 'foreign table' when 'c' then 'type' else 'table' end,
             c.oid::regclass, ${literalRole}) as sql
      from pg_class c
     where c.relnamespace = ns and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f', 'c') and c.relowner <> target
       and not (c.relkind = 'S' and exists (select from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype in ('a', 'i')))
    union all
    select format('alter %s %s owner to %I', case p.prokind when 'p' then 'procedure' when 'a' then 'aggregate' else 'function' end,
             p.oid::regprocedure, ${literalRole})
      from pg_proc p where p.pronamespace = ns and p.proowner <> target
    union all
    select format('alter %s %s owner to %I', case t.typtype when 'd' then 'domain' else 'type' end, t.oid::regtype, ${literalRole})
      from pg_type t
     where t.typnamespace = ns and t.typowner <> target and t.typtype in ('d', 'e', 'r')
  loop
    execute item.sql;
  end loop;
end $isy$`;
}

/**
 * Gives the schema its role, makes the app user a member and hands every object of the schema
 * to the role. Idempotent; runs inside the caller's transaction as the app user (before any
 * `SET ROLE`). Needs CREATEROLE, or the role created and granted beforehand by an administrator.
 */
export async function confineSchema(run: RunSql, schema: string): Promise<string> {
  const role = tenantRoleName(schema);
  await run(roleSql(role));
  await run(ownershipSql(schema, role));
  return role;
}

/**
 * Whether the schema is confined: its role exists, the app user is a member, and the role owns
 * the schema and everything in it. One catalog query; true means nothing to do.
 */
export async function isConfined(run: (sql: string, params?: unknown[]) => Promise<{ ok: boolean }[]>, schema: string): Promise<boolean> {
  const role = tenantRoleName(schema);
  const [row] = await run(
    `select coalesce((
       select n.nspowner = r.oid
          and exists (select from pg_auth_members m where m.roleid = r.oid and m.member = (select oid from pg_roles where rolname = current_user))
          and not exists (select from pg_class c where c.relnamespace = n.oid and c.relkind in ('r', 'p', 'v', 'm', 'f') and c.relowner <> r.oid)
          and not exists (select from pg_proc p where p.pronamespace = n.oid and p.proowner <> r.oid)
         from pg_namespace n, pg_roles r where n.nspname = ? and r.rolname = ?), false) as ok`,
    [schema, role],
  );
  return Boolean(row?.ok);
}
