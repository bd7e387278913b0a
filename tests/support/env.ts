/** What the test environment provides, and the rule for tests whose infrastructure is missing. */
export const REQUIRE_ALL = process.env.REQUIRE_ALL === '1';
export const DATABASE_URL = process.env.DATABASE_URL || undefined;
export const REDIS_URL = process.env.REDIS_URL || undefined;
export const TEST_SECRET_KEY = '0f'.repeat(32);
export const TEST_PASSWORD = 'admin';

/**
 * True when the test may run. When something it needs is absent it is skipped with a printed
 * reason, except under REQUIRE_ALL=1 (CI), where the absence is a failure.
 */
export function available(what: string, present: boolean): boolean {
  if (present) return true;
  if (REQUIRE_ALL) throw new Error(`${what} es obligatorio con REQUIRE_ALL=1 y no está disponible`);
  console.warn(`[omitido] ${what} no está disponible en esta máquina`);
  return false;
}
