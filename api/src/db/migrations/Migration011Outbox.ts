import { Migration } from '@mikro-orm/migrations';

/**
 * Outbox of live events (company state, job progress...): written in the same transaction as
 * the change they announce, published to subscribers from here (through Redis when there is
 * one), so that an event committed while Redis is down is delivered once it is back. A
 * subscriber that reconnects asks for the events after the last id it saw.
 */
export class Migration011Outbox extends Migration {
  override name = 'Migration011Outbox';

  override up(): void {
    this.addSql(`create table tevento (
      id bigserial primary key,
      topic varchar(60) not null,
      key varchar(200) null,
      payload jsonb not null,
      created_at timestamptz not null default now(),
      published_at timestamptz null)`);
    this.addSql('create index tevento_pendiente on tevento (id) where published_at is null');
    this.addSql('create index tevento_tema on tevento (topic, key, id)');
  }
}
