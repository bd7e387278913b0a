import { Field, Int, ObjectType, type ClassType } from 'type-graphql';

/** Descriptions of a page type's fields, as they read in schema.graphql. */
export interface PageTexts {
  /** Description of `items`. */
  items: string;
  /** Description of `totalCount`. */
  totalCount: string;
  /** Description of `page`; the field is only added when given. */
  page?: string;
  /** Description of `pageSize`; the field is only added when given. */
  pageSize?: string;
}

/**
 * Base class of a GraphQL page type: `items` of the given type plus `totalCount` (and `page` /
 * `pageSize` when their descriptions are given). The installed type-graphql (2.0.0-rc.4) has no
 * `isAbstract`, so the base is registered under a private name that no query returns (it never
 * reaches the schema) and the concrete subclass carries `@ObjectType('XPage', …)`:
 *
 *   @ObjectType({ description: 'Una página de backups' })
 *   export class BackupPage extends Page(Backup, { items: '…', totalCount: '…' }) {}
 */
export function Page<T extends object>(Item: ClassType<T>, texts: PageTexts) {
  @ObjectType(`${Item.name}PageBase`)
  abstract class PageBase {
    @Field(() => [Item], { description: texts.items }) items!: T[];
    @Field(() => Int, { description: texts.totalCount }) totalCount!: number;
  }
  if (texts.page !== undefined) Field(() => Int, { description: texts.page })(PageBase.prototype, 'page');
  if (texts.pageSize !== undefined) Field(() => Int, { description: texts.pageSize })(PageBase.prototype, 'pageSize');
  return PageBase as abstract new () => PageBase & { page?: number; pageSize?: number };
}
