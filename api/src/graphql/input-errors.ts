import { getNamedType, isInputObjectType, type GraphQLArgument, type GraphQLInputField, type GraphQLInputObjectType, type GraphQLNamedType } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { AppError, type InputProblem } from '../shared/app-error.js';
import { graphqlFieldOf } from './field-paths.js';

/**
 * Input errors in GraphQL terms: `field` is the argument path (`input.taxpayer.province`) and
 * `legacyField` the name the service used when it was not a GraphQL name (`infoadc.provcod`).
 * Applied by the root wrapper (input-guard.ts), which knows the arguments of each root field.
 */

const INDEX = /^\d+$/;

function inputObjectOf(arg: GraphQLArgument): GraphQLInputObjectType | undefined {
  const named: GraphQLNamedType = getNamedType(arg.type);
  return isInputObjectType(named) ? named : undefined;
}

/** True when `parts` walk input fields of `type` (list indexes allowed anywhere). */
function isFieldPath(type: GraphQLInputObjectType, parts: readonly string[]): boolean {
  let current: GraphQLNamedType = type;
  for (const part of parts) {
    if (INDEX.test(part)) continue;
    if (!isInputObjectType(current)) return false;
    const field: GraphQLInputField | undefined = current.getFields()[part];
    if (!field) return false;
    current = getNamedType(field.type) as GraphQLNamedType;
  }
  return parts.length > 0;
}

/**
 * The argument path of a field named by a service of the root field `coordinate`
 * (`Mutation.saveCompany`): an argument path as it is; a legacy name registered for the root
 * field or for an argument's input type (field-paths.ts), renamed; an input field of an
 * argument's type, prefixed with the argument. Anything else keeps its name, marked legacy.
 */
export function argumentPath(coordinate: string, args: readonly GraphQLArgument[], name: string): { field: string; legacyField?: string } {
  const registered = graphqlFieldOf(coordinate, name);
  if (registered) return { field: registered, legacyField: name };
  const parts = name.split('.');
  if (args.some((arg) => arg.name === parts[0])) return { field: name };
  const inputs = args.flatMap((arg) => {
    const type = inputObjectOf(arg);
    return type ? [{ arg, type }] : [];
  });
  for (const { arg, type } of inputs) {
    const mapped = graphqlFieldOf(type.name, name);
    if (mapped) return { field: `${arg.name}.${mapped}`, legacyField: name };
  }
  for (const { arg, type } of inputs) if (isFieldPath(type, parts)) return { field: `${arg.name}.${name}` };
  return { field: name, legacyField: name };
}

type ValidationNode = { property: string; constraints?: Record<string, string>; children?: ValidationNode[]; target?: object };

/** Every field class-validator refused, each with its first message, below `prefix`. */
function leaves(nodes: readonly ValidationNode[], prefix: string): InputProblem[] {
  return nodes.flatMap((node) => {
    const path = prefix ? `${prefix}.${node.property}` : node.property;
    const messages = Object.values(node.constraints ?? {});
    if (messages.length) return [{ field: path, message: messages[0]! }];
    return leaves(node.children ?? [], path);
  });
}

/** The argument a class-validator error belongs to: by its input class, by an argument's own name (@ArgsType), or the only input. */
function validatedArgument(nodes: readonly ValidationNode[], args: readonly GraphQLArgument[]): string {
  const className = nodes[0]?.target?.constructor?.name;
  const byClass = args.find((arg) => inputObjectOf(arg)?.name === className);
  if (byClass) return byClass.name;
  if (nodes.every((node) => args.some((arg) => arg.name === node.property))) return '';
  const inputs = args.filter((arg) => inputObjectOf(arg));
  return inputs.length === 1 ? inputs[0]!.name : '';
}

/** The refused fields of a class-validator error (type-graphql's ArgumentValidationError) by argument path. */
export function validationProblems(error: ArgumentValidationError, args: readonly GraphQLArgument[] = []): InputProblem[] {
  const nodes = (error.extensions.validationErrors ?? []) as ValidationNode[];
  return leaves(nodes, validatedArgument(nodes, args));
}

/** The error as GraphQL answers it: input fields renamed to argument paths, class-validator errors as AppError.inputs. */
export function inGraphqlTerms(error: unknown, coordinate: string, args: readonly GraphQLArgument[]): unknown {
  if (error instanceof ArgumentValidationError) {
    const problems = validationProblems(error, args);
    return problems.length ? AppError.inputs(problems) : error;
  }
  if (!(error instanceof AppError)) return error;
  const problems = error.inputProblems();
  if (problems.length === 0 || error.code === 'INTERNAL') return error;
  const renamed = problems.map((problem) => {
    if (problem.legacyField) return problem;
    return { message: problem.message, ...argumentPath(coordinate, args, problem.field) };
  });
  const answer = new AppError(error.code, error.message, renamed[0]!.field, error.level);
  if (renamed[0]!.legacyField) answer.legacyField = renamed[0]!.legacyField;
  if (renamed.length > 1) answer.problems = renamed;
  answer.stack = error.stack;
  return answer;
}
