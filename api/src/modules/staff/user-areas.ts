import type { EntityManager } from '@mikro-orm/core';
import { AppError } from '../../shared/app-error.js';
import { STAFF_MSG as M } from './messages.js';
import { run } from './staff-sql.js';
import type { StaffArea, StaffAreaInput } from './staff.types.js';

/** Every work area with the business lines the user (0: none) has in it (empactiv). */
export async function userAreas(em: EntityManager, userId: number): Promise<StaffArea[]> {
  const areas = await run<{ eat_codigo: number; eat_nombre: string }>(em, 'select eat_codigo, eat_nombre from tarea_trabajo order by eat_codigo');
  const lines = await run<{ eat_codigo: number; tac_codigo: number }>(
    em,
    'select eat_codigo, tac_codigo from tusuario_linea where usr_codigo = ? order by tac_codigo',
    [userId],
  );
  return areas.map((a) => {
    const mine = lines.filter((l) => l.eat_codigo === a.eat_codigo).map((l) => l.tac_codigo);
    return { id: a.eat_codigo, name: a.eat_nombre, active: mine.length > 0, lines: mine };
  });
}

/**
 * Replaces the user's business lines per area (null input: unchanged). An active area needs at
 * least one line; an inactive one keeps none. Returns the audit note.
 */
export async function saveAreas(tx: EntityManager, userId: number, input: StaffAreaInput[] | null | undefined): Promise<string> {
  if (!input) return '';
  const areas = await userAreas(tx, 0);
  const known = new Set((await run<{ tac_codigo: number }>(tx, 'select tac_codigo from ttipoactividad')).map((r) => r.tac_codigo));
  const rows: Array<[number, number]> = [];
  for (const entry of input) {
    const area = areas.find((a) => a.id === entry.id);
    if (!area) throw AppError.input('areas', M.areaNotFound(entry.id));
    if (!entry.active) continue;
    const lines = [...new Set(entry.lines)].sort((a, b) => a - b);
    if (!lines.length) throw AppError.input('areas', M.areaWithoutLines(area.name));
    const unknown = lines.find((l) => !known.has(l));
    if (unknown !== undefined) throw AppError.input('areas', M.lineNotFound(unknown));
    for (const line of lines) rows.push([area.id, line]);
  }
  await run(tx, 'delete from tusuario_linea where usr_codigo = ?', [userId]);
  if (rows.length)
    await run(
      tx,
      `insert into tusuario_linea (usr_codigo, eat_codigo, tac_codigo) values ${rows.map(() => '(?, ?, ?)').join(', ')}`,
      rows.flatMap(([a, l]) => [userId, a, l]),
    );
  return `áreas ${rows.length ? rows.map(([a, l]) => `${a}:${l}`).join(', ') : 'ninguna'}`;
}
