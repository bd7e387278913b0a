import type { Services } from '../../graphql/context.js';
import { SCRIPT_JOB, executeRun, resultsOf } from './script.service.js';

export function registerScriptJobs(services: Services): void {
  services.jobs.register<{ runId: number }>(SCRIPT_JOB, async (data, job) => {
    const run = await executeRun(services, data.runId, (pct, msg) => job.progress(pct, msg));
    return { runId: run.sce_codigo, failed: resultsOf(run).filter((r) => !r.ok).length };
  });
}
