/** Row counts of every table of a schema: what a backup records and a restore must reproduce. */
export type TableCounts = Record<string, number>;

/** Runs one statement without parameters and answers its rows. */
export type Exec = (sql: string) => Promise<Record<string, unknown>[]>;

/** A single-quoted SQL literal. */
export const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** A double-quoted SQL identifier (names come from the catalog or are checked schema names). */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every base table of the schema (whatever tenant migrations added) with its row count. */
export async function countRows(exec: Exec, schema: string): Promise<TableCounts> {
  const tables = await exec(
    `select table_name as t from information_schema.tables where table_schema = ${lit(schema)} and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: TableCounts = {};
  if (!tables.length) return counts;
  const sql = tables.map((r, i) => `select ${i}::int as i, count(*)::bigint as n from ${ident(schema)}.${ident(String(r.t))}`).join(' union all ');
  for (const row of await exec(sql)) counts[String(tables[Number(row.i)]!.t)] = Number(row.n);
  return counts;
}

/** The first difference between the counts of the backup and those found, in Spanish; null when equal. */
export function compareCounts(expected: TableCounts, found: TableCounts): string | null {
  const want = Object.keys(expected);
  const got = Object.keys(found);
  if (want.length !== got.length) return `el esquema restaurado tiene ${got.length} tablas y el backup ${want.length}`;
  for (const table of want) {
    if (found[table] !== expected[table]) return `la tabla ${table} tiene ${found[table] ?? 0} filas y el backup ${expected[table]}`;
  }
  return null;
}

/** A DO block that raises unless `schema` has exactly the tables and row counts given (runs inside the restore's transaction). */
export function verifySql(schema: string, counts: TableCounts): string {
  const checks = Object.entries(counts)
    .map(
      ([table, n]) =>
        `  select count(*) into n from ${ident(schema)}.${ident(table)};\n  if n <> ${Number(n)} then raise exception 'la tabla % tiene % filas y el backup %', ${lit(table)}, n, ${Number(n)}; end if;`,
    )
    .join('\n');
  return `do $verificar$ declare n bigint; begin
  select count(*) into n from information_schema.tables where table_schema = ${lit(schema)} and table_type = 'BASE TABLE';
  if n <> ${Object.keys(counts).length} then raise exception 'el esquema restaurado tiene % tablas y el backup %', n, ${Object.keys(counts).length}; end if;
${checks}
end $verificar$;\n`;
}
