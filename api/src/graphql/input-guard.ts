import { defaultFieldResolver, getNullableType, isInputObjectType, isListType, type GraphQLFieldResolver, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import { checkItems, checkScalar, limitOf } from '../shared/input.js';

/**
 * Walks one argument value by its GraphQL type: each string, number and list against the limit
 * of its field (shared/field-limits.ts). Messages name the argument path (`input.note`),
 * extensions.field the field itself (`note`), as the services' own refusals do.
 */
function checkArgument(value: unknown, type: GraphQLInputType, name: string, coordinate: string, path: string): void {
  if (value === null || value === undefined) return;
  const inner = getNullableType(type) as GraphQLInputType;
  const limit = limitOf(name, coordinate);
  if (isListType(inner)) {
    const list = value as unknown[];
    checkItems(list, limit, path, name);
    list.forEach((item, i) => checkArgument(item, inner.ofType as GraphQLInputType, name, coordinate, `${path}.${i}`));
    return;
  }
  if (isInputObjectType(inner)) {
    const record = value as Record<string, unknown>;
    for (const field of Object.values(inner.getFields())) checkArgument(record[field.name], field.type, field.name, `${inner.name}.${field.name}`, `${path}.${field.name}`);
    return;
  }
  if (typeof value === 'string' || typeof value === 'number') checkScalar(value, limit, path, name);
}

/**
 * Applies the input parser to every root field (queries, mutations, subscriptions; public ones
 * too) before its resolver runs: one wrapper per root field, nothing per nested field.
 */
export function guardRootInput(schema: GraphQLSchema): GraphQLSchema {
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.args.length) continue;
      const check = (args: Record<string, unknown>) => {
        for (const arg of field.args) checkArgument(args[arg.name], arg.type, arg.name, `${type.name}.${field.name}.${arg.name}`, arg.name);
      };
      const resolve: GraphQLFieldResolver<unknown, unknown> = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        check(args);
        return resolve(source, args, context, info);
      };
      const subscribe = field.subscribe as GraphQLFieldResolver<unknown, unknown> | undefined;
      if (subscribe) {
        field.subscribe = (source, args, context, info) => {
          check(args);
          return subscribe(source, args, context, info);
        };
      }
    }
  }
  return schema;
}
