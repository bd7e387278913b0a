import { Migration } from '@mikro-orm/migrations';

/**
 * Incremental sync of packages (GraphQL `updatedSince`): every package keeps `updated_at`, the
 * time of its last change, maintained by triggers so every write path keeps it: an update of the
 * package itself, and a usage record or a balance notice of it (they change its used, saldo and
 * notification state, which the package list shows). Money columns of this area are already
 * numeric(12,2); nothing to convert.
 */
export class Migration013PackageSync extends Migration {
  override name = 'Migration013PackageSync';

  override up(): void {
    this.addSql('alter table tconexiones add column updated_at timestamptz not null default now()');
    this.addSql('update tconexiones set updated_at = greatest(con_registro, coalesce(con_anulado, con_registro))');
    this.addSql(`create or replace function tconexiones_touch() returns trigger language plpgsql as $$
      begin
        new.updated_at := now();
        return new;
      end $$`);
    this.addSql(`create trigger tconexiones_updated_at before update on tconexiones
      for each row when (old.* is distinct from new.*) execute function tconexiones_touch()`);
    this.addSql(`create or replace function tconexiones_touch_parent() returns trigger language plpgsql as $$
      begin
        if new.con_codigo is not null then
          update tconexiones set updated_at = now() where con_codigo = new.con_codigo and updated_at < now();
        end if;
        return null;
      end $$`);
    this.addSql('create trigger tconexion_uso_updated_at after insert or update on tconexion_uso for each row execute function tconexiones_touch_parent()');
    this.addSql(
      'create trigger tconexion_notificacion_updated_at after insert or update on tconexion_notificacion for each row execute function tconexiones_touch_parent()',
    );
    this.addSql('create index tconexiones_updated_at on tconexiones (updated_at)');
    this.addSql('create index tconexiones_ruc_updated_at on tconexiones (rucempresa, updated_at)');
  }
}
