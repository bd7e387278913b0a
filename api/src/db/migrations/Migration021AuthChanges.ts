import { Migration } from '@mikro-orm/migrations';

/**
 * Every API instance keeps recently checked sessions for a few seconds (auth/session-cache.ts).
 * Whatever can end a session or change what its user may do — a session revoked or deleted, a
 * user (or profile) updated or deleted, by this application or by hand in SQL — notifies the
 * channel `bo_auth_changes` when it commits, and every instance forgets its cached sessions.
 * Statement-level triggers: one notification per statement. The sliding expiry of a session
 * (`ses_ultimo`, `ses_expira`) is not such a change and notifies nothing.
 */
export class Migration021AuthChanges extends Migration {
  override name = 'Migration021AuthChanges';

  override up(): void {
    this.addSql(`create or replace function bo_auth_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('bo_auth_changes', tg_table_name);
        return null;
      end $$`);
    this.addSql(`create trigger tusuarios_auth_changed after update or delete on tusuarios
      for each statement execute function bo_auth_changed()`);
    this.addSql(`create trigger tsesion_auth_changed after update of ses_revocada, usr_codigo or delete on tsesion
      for each statement execute function bo_auth_changed()`);
  }
}
