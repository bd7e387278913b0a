import type { Services } from '../graphql/context.js';
import { log } from '../shared/log.js';

interface Task {
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
}

const tasks = new WeakMap<Services, Map<string, Task>>();

/**
 * Runs `work` now and every `seconds` (0: only now) in this process, one run at a time; a failed
 * run is logged (once per distinct error per minute) and the next one tries again. Used by the
 * processes that run workers for what must not stay stuck after an outage (imports, mail).
 */
export function startPeriodic(services: Services, name: string, seconds: number, work: () => Promise<unknown>): void {
  const byName = tasks.get(services) ?? new Map<string, Task>();
  tasks.set(services, byName);
  if (byName.has(name)) return;
  const task: Task = {};
  byName.set(name, task);
  const tick = () => {
    task.running ??= work()
      .then(() => undefined)
      .catch((error: unknown) => log.failure({ event: 'proceso', code: 'PERIODICO', route: name, error, throttle: true }))
      .finally(() => (task.running = undefined));
  };
  tick();
  if (seconds > 0) {
    task.timer = setInterval(tick, seconds * 1000);
    task.timer.unref();
  }
}

/** Stops one periodic task (or all of them) and waits for a run under way. */
export async function stopPeriodic(services: Services, name?: string): Promise<void> {
  const byName = tasks.get(services);
  if (!byName) return;
  for (const [key, task] of [...byName]) {
    if (name && key !== name) continue;
    byName.delete(key);
    clearInterval(task.timer);
    await task.running;
  }
}
