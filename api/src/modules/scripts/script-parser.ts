import { parse } from 'libpg-query';
import { SCRIPT_MSG } from './messages.js';

/**
 * Splits a script into its statements with PostgreSQL's own parser (libpg-query, the server's
 * grammar compiled to WebAssembly) and refuses, before anything runs, what would let a script
 * leave its transaction, its role or its schema, or reach the server itself. PostgreSQL's
 * permissions (the company role) are the guarantee; these refusals give a clear message first
 * and stop what permissions alone do not (COMMIT, SET ROLE back to the app's user, a lifted
 * timeout).
 */

export interface ScriptStatement {
  /** 1-based position in the script. */
  number: number;
  /** The statement's own text, without the semicolon. */
  sql: string;
}

export type CheckedScript = { ok: true; statements: ScriptStatement[] } | { ok: false; message: string };

type Node = Record<string, unknown>;

/** Settings a script may not change: its role, its schema, its limits, its transaction. */
const PROTECTED_SETTINGS = new Set([
  'role',
  'session_authorization',
  'search_path',
  'statement_timeout',
  'transaction_read_only',
  'default_transaction_read_only',
  'transaction_isolation',
  'session_replication_role',
]);

/** Statement kinds refused wherever they appear, with the reason shown to the user. */
const REFUSED: Record<string, string> = {
  TransactionStmt: SCRIPT_MSG.refuse.transaction,
  CopyStmt: SCRIPT_MSG.refuse.copy,
  LoadStmt: SCRIPT_MSG.refuse.server,
  DiscardStmt: SCRIPT_MSG.refuse.session,
  AlterSystemStmt: SCRIPT_MSG.refuse.server,
  CheckPointStmt: SCRIPT_MSG.refuse.server,
  CreateRoleStmt: SCRIPT_MSG.refuse.roles,
  AlterRoleStmt: SCRIPT_MSG.refuse.roles,
  AlterRoleSetStmt: SCRIPT_MSG.refuse.roles,
  DropRoleStmt: SCRIPT_MSG.refuse.roles,
  GrantRoleStmt: SCRIPT_MSG.refuse.roles,
  GrantStmt: SCRIPT_MSG.refuse.roles,
  AlterDefaultPrivilegesStmt: SCRIPT_MSG.refuse.roles,
  ReassignOwnedStmt: SCRIPT_MSG.refuse.roles,
  DropOwnedStmt: SCRIPT_MSG.refuse.roles,
  CreatedbStmt: SCRIPT_MSG.refuse.server,
  DropdbStmt: SCRIPT_MSG.refuse.server,
  AlterDatabaseStmt: SCRIPT_MSG.refuse.server,
  AlterDatabaseSetStmt: SCRIPT_MSG.refuse.server,
  AlterDatabaseRefreshCollStmt: SCRIPT_MSG.refuse.server,
  CreateTableSpaceStmt: SCRIPT_MSG.refuse.server,
  DropTableSpaceStmt: SCRIPT_MSG.refuse.server,
  AlterTableSpaceOptionsStmt: SCRIPT_MSG.refuse.server,
  CreateExtensionStmt: SCRIPT_MSG.refuse.server,
  AlterExtensionStmt: SCRIPT_MSG.refuse.server,
  AlterExtensionContentsStmt: SCRIPT_MSG.refuse.server,
  CreateEventTrigStmt: SCRIPT_MSG.refuse.server,
  AlterEventTrigStmt: SCRIPT_MSG.refuse.server,
  CreateFdwStmt: SCRIPT_MSG.refuse.server,
  AlterFdwStmt: SCRIPT_MSG.refuse.server,
  CreateForeignServerStmt: SCRIPT_MSG.refuse.server,
  AlterForeignServerStmt: SCRIPT_MSG.refuse.server,
  CreateUserMappingStmt: SCRIPT_MSG.refuse.server,
  AlterUserMappingStmt: SCRIPT_MSG.refuse.server,
  DropUserMappingStmt: SCRIPT_MSG.refuse.server,
  ImportForeignSchemaStmt: SCRIPT_MSG.refuse.server,
  CreatePublicationStmt: SCRIPT_MSG.refuse.server,
  AlterPublicationStmt: SCRIPT_MSG.refuse.server,
  CreateSubscriptionStmt: SCRIPT_MSG.refuse.server,
  AlterSubscriptionStmt: SCRIPT_MSG.refuse.server,
  DropSubscriptionStmt: SCRIPT_MSG.refuse.server,
  CreateSchemaStmt: SCRIPT_MSG.refuse.schema,
};

/** Why one parse-tree node is refused, or null. */
function refusalOf(kind: string, node: Node): string | null {
  if (REFUSED[kind]) return REFUSED[kind]!;
  if (kind === 'VariableSetStmt') {
    const name = String(node.name ?? '').toLowerCase();
    if (node.kind === 'VAR_RESET' || node.kind === 'VAR_RESET_ALL') return SCRIPT_MSG.refuse.reset;
    if (node.kind === 'VAR_SET_MULTI' || PROTECTED_SETTINGS.has(name))
      return SCRIPT_MSG.refuse.setting(name === 'session_authorization' ? 'session authorization' : name);
  }
  if (kind === 'FuncCall') {
    const names = (node.funcname as Node[] | undefined) ?? [];
    const last = (names.at(-1)?.String as Node | undefined)?.sval;
    if (String(last).toLowerCase() === 'set_config') return SCRIPT_MSG.refuse.setting('set_config');
  }
  if (kind === 'SelectStmt' && node.intoClause) return SCRIPT_MSG.refuse.selectInto;
  const objectType = kind === 'DropStmt' ? node.removeType : kind === 'RenameStmt' ? node.renameType : kind === 'AlterOwnerStmt' ? node.objectType : null;
  if (objectType === 'OBJECT_SCHEMA') return SCRIPT_MSG.refuse.schema;
  if (objectType === 'OBJECT_EXTENSION' || objectType === 'OBJECT_DATABASE' || objectType === 'OBJECT_TABLESPACE' || objectType === 'OBJECT_ROLE')
    return SCRIPT_MSG.refuse.server;
  return null;
}

/** The first refusal anywhere in a parse tree (statements nest: EXPLAIN, CREATE SCHEMA, rules, SET clauses). */
function findRefusal(value: unknown): string | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findRefusal(item);
      if (found) return found;
    }
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value as Node)) {
    if (/^[A-Z]/.test(key) && child && typeof child === 'object' && !Array.isArray(child)) {
      const reason = refusalOf(key, child as Node);
      if (reason) return reason;
    }
    const found = findRefusal(child);
    if (found) return found;
  }
  return null;
}

/** The statement's first words for messages: comments dropped, spaces collapsed, at most 60 characters. */
export function statementHead(sql: string): string {
  let text = sql.trim();
  for (let before = ''; before !== text;) {
    before = text;
    text = text
      .replace(/^--[^\n]*(\n|$)/, '')
      .replace(/^\/\*[\s\S]*?\*\//, '')
      .trim();
  }
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 60 ? `${flat.slice(0, 57)}...` : flat;
}

/** Line (1-based) of a syntax error: libpg-query gives its position in characters (statement locations are in bytes). */
function lineAt(script: string, offset: number): number {
  return script.slice(0, Math.max(0, offset)).split('\n').length;
}

/**
 * Parses the script and answers its statements, or the Spanish refusal naming the first
 * statement that may not run (its number and first words). Locations from the parser are byte
 * offsets of the UTF-8 text.
 */
export async function checkScript(script: string): Promise<CheckedScript> {
  const bytes = Buffer.from(script, 'utf8');
  let tree: { stmts?: { stmt?: Node; stmt_location?: number; stmt_len?: number }[] };
  try {
    tree = (await parse(script)) as typeof tree;
  } catch (error) {
    const details = (error as { sqlDetails?: { message?: string; cursorPosition?: number } }).sqlDetails;
    const message = details?.message ?? (error instanceof Error ? error.message : String(error));
    return { ok: false, message: SCRIPT_MSG.refuse.syntax(lineAt(script, details?.cursorPosition ?? 0), message) };
  }
  const statements: ScriptStatement[] = [];
  for (const [index, entry] of (tree.stmts ?? []).entries()) {
    const start = entry.stmt_location ?? 0;
    const end = entry.stmt_len ? start + entry.stmt_len : bytes.length;
    const sql = bytes.subarray(start, end).toString('utf8').trim();
    const number = index + 1;
    const reason = findRefusal(entry.stmt ?? {});
    if (reason) return { ok: false, message: SCRIPT_MSG.refuse.statement(number, statementHead(sql), reason) };
    statements.push({ number, sql });
  }
  if (statements.length === 0) return { ok: false, message: SCRIPT_MSG.scriptRequired };
  return { ok: true, statements };
}
