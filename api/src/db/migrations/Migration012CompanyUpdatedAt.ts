import { Migration } from '@mikro-orm/migrations';

/**
 * Incremental sync of companies (companies(updatedSince:)): tempresa.updated_at is the time of
 * the row's last insert or update. A trigger keeps it, so every write path (the API, the REST
 * adapter, company creation, imports, bulk changes, hand-written SQL) moves it without knowing.
 */
export class Migration012CompanyUpdatedAt extends Migration {
  override name = 'Migration012CompanyUpdatedAt';

  override up(): void {
    this.addSql('alter table tempresa add column updated_at timestamptz not null default now()');
    this.addSql(`create or replace function tempresa_touch() returns trigger language plpgsql as $$
      begin
        new.updated_at := now();
        return new;
      end
    $$`);
    this.addSql('create trigger tempresa_touch before insert or update on tempresa for each row execute function tempresa_touch()');
    this.addSql('create index tempresa_updated on tempresa (updated_at, emp_codigo)');
  }
}
