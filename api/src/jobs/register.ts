import type { Services } from '../graphql/context.js';
import { registerCreationJobs } from '../modules/company-creation/creation.jobs.js';
import { registerSmsJobs } from '../modules/sms/sms.jobs.js';
import { registerBackupJobs } from '../modules/backups/backup.jobs.js';
import { registerScriptJobs } from '../modules/scripts/script.jobs.js';
import { registerSendJobs } from '../send/mail-queue.js';
import { registerPlanJobs } from '../modules/notifications/plan.jobs.js';
import { run } from '../db/sql.js';

/** Registers every job processor; areas add theirs here. */
export function registerJobs(services: Services): void {
  // Housekeeping: removes sessions that expired more than a day ago. Idempotent by nature.
  services.jobs.register('sesiones.limpiar', async (_data, job) => {
    const removed = await run<{ n: number }>(
      services.orm.em.fork(),
      `with d as (delete from tsesion where ses_expira < now() - interval '1 day' returning 1) select count(*)::int as n from d`,
    );
    // Live events delivered more than a day ago: no reconnecting subscriber asks for them (replay: 1 hour).
    const events = await run<{ n: number }>(
      services.orm.em.fork(),
      `with d as (delete from tevento where published_at < now() - interval '1 day' returning 1) select count(*)::int as n from d`,
    );
    await job.progress(100, `${removed[0].n} sesiones eliminadas, ${events[0].n} eventos publicados eliminados`);
    return { removed: removed[0].n, events: events[0].n };
  });
  registerCreationJobs(services);
  registerSmsJobs(services);
  registerBackupJobs(services);
  registerScriptJobs(services);
  registerSendJobs(services);
  registerPlanJobs(services);
}
