import {
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationRule,
} from 'graphql';
import { PARSE_OPTIONS } from './validation.js';
import { scanDocument } from './document-scan.js';
import { ANONYMOUS_MAX_TOKENS } from './limits.js';
import type { CompiledQuery } from 'graphql-jit';
import { compileOperation } from './jit-executor.js';

/** A query the fast path can run: parsed, valid, one operation of kind `query`, compiled. */
export interface FastOperation {
  operation: OperationDefinitionNode;
  compiled: CompiledQuery;
  /** The operation declares variables: they are checked with graphql-js before running. */
  hasVariables: boolean;
}

interface DocumentEntry {
  document: DocumentNode;
  /** By operation name ('' for none); null: Apollo's path answers it (its own message or graphql-js). */
  operations: Map<string, FastOperation | null>;
}

/** Documents remembered (least recently used out first): the web client sends a few dozen. */
const DOCUMENTS = 500;
/** Longer texts are not remembered (each key holds its text); Apollo's path answers them. */
const MAX_TEXT = 16_384;
/** Operations remembered per document (a document names them; a caller could name many that do not exist). */
const OPERATIONS = 20;

/**
 * Parsed, validated and compiled documents by text, for the fast path (fast-http.ts). A text
 * that does not parse or validate is remembered as null: Apollo's path answers it, with its own
 * messages. Validation is the same as Apollo's (graphql's rules plus the project's limits) and
 * depends only on the document and the schema, never on the caller; only documents within the
 * anonymous caller's token limit are read here.
 */
export class FastDocuments {
  private readonly documents = new Map<string, DocumentEntry | null>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly rules: readonly ValidationRule[],
    private readonly size = DOCUMENTS,
  ) {}

  /** The compiled operation, or null when Apollo's path must answer the request. */
  operation(text: string, operationName: string | undefined): FastOperation | null {
    if (text.length > MAX_TEXT) return null;
    let entry = this.documents.get(text);
    if (entry === undefined) {
      entry = this.load(text);
      if (this.documents.size >= this.size) this.documents.delete(this.documents.keys().next().value!);
    } else {
      // Most recently used last, so the first key is the one to drop.
      this.documents.delete(text);
    }
    this.documents.set(text, entry);
    if (!entry) return null;
    const name = operationName ?? '';
    let found = entry.operations.get(name);
    if (found === undefined) {
      found = this.compile(entry.document, operationName);
      if (entry.operations.size < OPERATIONS) entry.operations.set(name, found);
    }
    return found;
  }

  private load(text: string): DocumentEntry | null {
    // The anonymous caller's limits, whoever calls: a longer or deeper text goes to Apollo's
    // path, which refuses it by caller (document-guard.ts) before anything parses it.
    if (scanDocument(text, ANONYMOUS_MAX_TOKENS)) return null;
    let document: DocumentNode;
    try {
      // The same token limit as Apollo's parse: a refused document goes to Apollo, which answers it.
      document = parse(text, PARSE_OPTIONS);
    } catch {
      return null;
    }
    if (validate(this.schema, document, [...specifiedRules, ...this.rules]).length) return null;
    return { document, operations: new Map() };
  }

  private compile(document: DocumentNode, operationName: string | undefined): FastOperation | null {
    const operation = getOperationAST(document, operationName);
    if (!operation || operation.operation !== 'query') return null;
    const compiled = compileOperation(this.schema, document, operationName);
    if (!compiled) return null;
    return { operation, compiled, hasVariables: !!operation.variableDefinitions?.length };
  }
}
