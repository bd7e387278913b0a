import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

/**
 * The embedded data folder (`DATA_DIR`: PGlite's files, the local secret key, backups) is the
 * user's alone: folders 0700, files 0600. PGlite writes through Node with the default modes
 * (0644 files, 0755 folders), so, as PostgreSQL's own postmaster does with umask(0077), the
 * process's umask drops every permission of group and others from then on. Files written before
 * (by an earlier version, or copied in) are tightened when the database opens (`tighten`).
 */
export function privateDataDir(dir: string, options: { tighten?: boolean } = {}): void {
  // Worker threads cannot change the umask; the API opens its database on the main thread.
  if (isMainThread) process.umask(process.umask(0o077) | 0o077);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (options.tighten) tightenTree(dir);
  else chmodSync(dir, 0o700);
}

/** Every folder under `dir` (itself included) to 0700 and every file to 0600; links are left alone. Walked with a list. */
function tightenTree(dir: string): void {
  const pending = [dir];
  while (pending.length) {
    const path = pending.pop()!;
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) continue;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
      for (const entry of readdirSync(path)) pending.push(join(path, entry));
    } else if ((stat.mode & 0o777) !== 0o600) {
      chmodSync(path, 0o600);
    }
  }
}
