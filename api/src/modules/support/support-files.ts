import { registerFileOwner } from '../../files/owners.js';
import { visibleSql } from './support-sql.js';
import { SUPPORT_FILES } from './support-write.service.js';
import { run } from '../../db/sql.js';

/**
 * Screenshots of support requests: any signed-in user uploads one for the request being written;
 * it is read by the uploader and by whoever may see the request that claimed it.
 */
export function registerSupportFileOwner(): void {
  registerFileOwner(SUPPORT_FILES, {
    canWrite: async () => true,
    async canRead(em, user, file) {
      if (file.createdBy !== null && file.createdBy === user.id) return true;
      if (file.ownerId === null) return false;
      const visible = visibleSql(user);
      const rows = await run<{ ok: boolean }>(
        em,
        `select true as ok from tnotificacion f join tnotificacion n on n.not_codigo = coalesce(f.not_respuesta, f.not_codigo) where f.arc_codigo = ? and (${visible.sql}) limit 1`,
        [file.id, ...visible.params],
      );
      return rows.length > 0;
    },
  });
}
