import { isObjectType, type GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

/**
 * type-graphql gives every plain `@Field` property a resolver of its own that allocates its
 * arguments object and runs the (empty) middleware chain: on a list page that is a closure and
 * an object per field per row. Fields with no middleware, no roles and no field resolver read
 * the property directly instead — graphql's default resolver when the property has the field's
 * name — so answers are the same and the per-field work is graphql's alone.
 */
export function usePlainFieldResolvers(schema: GraphQLSchema): GraphQLSchema {
  const storage = getMetadataStorage();
  const computed = new Set(storage.fieldResolvers.map((r) => `${r.getObjectType?.()?.name ?? ''}.${r.schemaName}`));
  for (const objectType of storage.objectTypes) {
    const type = schema.getType(objectType.name);
    if (!isObjectType(type)) continue;
    const fields = type.getFields();
    for (const meta of objectType.fields ?? []) {
      const field = fields[meta.schemaName];
      if (!field || meta.middlewares?.length || meta.roles || computed.has(`${objectType.target.name}.${meta.schemaName}`)) continue;
      const property = meta.name;
      field.resolve = property === meta.schemaName ? undefined : (source: Record<string, unknown>) => source[property];
    }
  }
  return schema;
}
