import { randomBytes } from 'node:crypto';
import { ident, lit, verifySql, type TableCounts } from './schema-counts.js';

/** What a restore does: the schema the backup holds, where it goes and the counts it must reproduce. */
export interface RestorePlan {
  /** Schema inside the backup (the one it was taken from). */
  source: string;
  /** Schema to restore into. */
  target: string;
  /** Drop the target first when it exists. */
  replace: boolean;
  counts: TableCounts;
}

/**
 * The statements around the dump's own script, all in one transaction: drop the target when
 * replacing; move a live schema of the backup's name aside while the dump recreates it, then
 * rename the restored schema to the target and put the live one back; finally raise unless the
 * target has the backup's tables and row counts (so a short restore leaves nothing behind).
 */
export function restoreWrapping(plan: RestorePlan): { before: string; after: string } {
  const aside = `bkp_aparte_${randomBytes(6).toString('hex')}`;
  const moved = plan.source !== plan.target;
  const before = [
    plan.replace ? `drop schema if exists ${ident(plan.target)} cascade;` : '',
    moved
      ? `do $aparte$ begin if exists (select 1 from pg_namespace where nspname = ${lit(plan.source)}) then alter schema ${ident(plan.source)} rename to ${ident(aside)}; end if; end $aparte$;`
      : '',
  ].join('\n');
  const after = [
    moved ? `alter schema ${ident(plan.source)} rename to ${ident(plan.target)};` : '',
    moved
      ? `do $vuelve$ begin if exists (select 1 from pg_namespace where nspname = ${lit(aside)}) then alter schema ${ident(aside)} rename to ${ident(plan.source)}; end if; end $vuelve$;`
      : '',
    verifySql(plan.target, plan.counts),
  ].join('\n');
  return { before: `${before}\n`, after: `\n${after}` };
}
