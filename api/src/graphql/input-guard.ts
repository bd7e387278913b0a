import {
  defaultFieldResolver,
  getNullableType,
  isInputObjectType,
  isListType,
  type GraphQLArgument,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { AppError, type InputProblem } from '../shared/app-error.js';
import { checkItems, checkScalar, InputError, limitOf } from '../shared/input.js';
import { inGraphqlTerms } from './input-errors.js';

/** Runs one check, keeping its refusal among the others instead of stopping at it. */
function collect(problems: InputProblem[], check: () => void): void {
  try {
    check();
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    problems.push({ field: error.field!, message: error.message });
  }
}

/**
 * Walks one argument value by its GraphQL type: each string, number and list against the limit
 * of its field (shared/field-limits.ts). Messages and extensions.field name the argument path
 * (`input.note`, `companyIds.3`). Every refused field is kept, not only the first.
 */
function checkArgument(value: unknown, type: GraphQLInputType, name: string, coordinate: string, path: string, problems: InputProblem[]): void {
  if (value === null || value === undefined) return;
  const inner = getNullableType(type) as GraphQLInputType;
  const limit = limitOf(name, coordinate);
  if (isListType(inner)) {
    const list = value as unknown[];
    collect(problems, () => checkItems(list, limit, path, path));
    list.forEach((item, i) => checkArgument(item, inner.ofType as GraphQLInputType, name, coordinate, `${path}.${i}`, problems));
    return;
  }
  if (isInputObjectType(inner)) {
    const record = value as Record<string, unknown>;
    for (const field of Object.values(inner.getFields()))
      checkArgument(record[field.name], field.type, field.name, `${inner.name}.${field.name}`, `${path}.${field.name}`, problems);
    return;
  }
  if (typeof value === 'string' || typeof value === 'number') collect(problems, () => checkScalar(value, limit, path, path));
}

function checkArguments(args: Record<string, unknown>, definitions: readonly GraphQLArgument[], coordinate: string): void {
  const problems: InputProblem[] = [];
  for (const arg of definitions) checkArgument(args[arg.name], arg.type, arg.name, `${coordinate}.${arg.name}`, arg.name, problems);
  if (problems.length) throw AppError.inputs(problems);
}

/** Calls `run`, answering its error (thrown or rejected) in GraphQL terms. */
function answering<T>(run: () => T, coordinate: string, args: readonly GraphQLArgument[]): T {
  const rename = (error: unknown): never => {
    throw inGraphqlTerms(error, coordinate, args);
  };
  let result: T;
  try {
    result = run();
  } catch (error) {
    return rename(error);
  }
  if (result instanceof Promise) return result.catch(rename) as T;
  return result;
}

/**
 * Applies the input parser to every root field (queries, mutations, subscriptions; public ones
 * too) before its resolver runs, and names the fields of its input errors (the parser's, the
 * services', class-validator's) by GraphQL argument path: one wrapper per root field, nothing
 * per nested field.
 */
export function guardRootInput(schema: GraphQLSchema): GraphQLSchema {
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      const coordinate = `${type.name}.${field.name}`;
      const definitions = field.args;
      const resolve: GraphQLFieldResolver<unknown, unknown> = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) =>
        answering(
          () => {
            if (definitions.length) checkArguments(args, definitions, coordinate);
            return resolve(source, args, context, info);
          },
          coordinate,
          definitions,
        );
      const subscribe = field.subscribe as GraphQLFieldResolver<unknown, unknown> | undefined;
      if (subscribe) {
        field.subscribe = (source, args, context, info) =>
          answering(
            () => {
              if (definitions.length) checkArguments(args, definitions, coordinate);
              return subscribe(source, args, context, info);
            },
            coordinate,
            definitions,
          );
      }
    }
  }
  return schema;
}
