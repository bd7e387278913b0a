import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { HelpHitKind } from './help-enums.js';
import { HELP_MSG } from './help-messages.js';
import { run } from './help-sql.js';
import type { HelpSearchHit, HelpSearchResult } from './help.types.js';

export const SEARCH_TEXT_MAX = 200;
export const SEARCH_LIMIT_DEFAULT = 30;
export const SEARCH_LIMIT_MAX = 100;
const MAX_WORDS = 8;
const SNIPPET = 160;

const FROM = 'áéíóúüñàèìòùâêîôûäëïö';
const TO = 'aeiouunaeiouaeiouaeio';
/** The same accent folding as the SQL function help_fold. */
export function fold(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) {
    const i = FROM.indexOf(ch);
    out += i >= 0 ? TO[i] : ch;
  }
  return out;
}

/** A search word: as typed (lower case, for the Spanish stemmer) and accent-folded (for prefixes). */
export interface SearchWord {
  raw: string;
  folded: string;
}

/** The words of a search text: letters and digits only, at most MAX_WORDS. */
export function searchWords(text: string): SearchWord[] {
  const raw = [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ]
    .slice(0, MAX_WORDS)
    .map((w) => w.slice(0, 60));
  return raw.map((w) => ({ raw: w, folded: fold(w).replace(/[^a-z0-9]/g, '') })).filter((w) => w.folded);
}

/**
 * The tsquery of the words: every word must match, either by its Spanish stem (facturas finds
 * factura, facturación) or as a prefix of a plain word (what the user is still typing). Words
 * are [a-z0-9]+ only, so they go into the tsquery text safely; they still travel as parameters.
 */
export function tsquerySql(words: SearchWord[]): { sql: string; params: string[] } {
  const parts = words.map(() => "(to_tsquery('spanish'::regconfig, ?) || to_tsquery('simple'::regconfig, ? || ':*'))");
  return { sql: parts.join(' && '), params: words.flatMap((w) => [w.raw, w.folded]) };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Escapes `text` and wraps in <mark> every word whose folded form starts with one of `stems`. */
export function highlight(text: string, stems: string[]): string {
  return text
    .split(/([\p{L}\p{N}]+)/u)
    .map((part, i) => {
      if (i % 2 === 0) return esc(part);
      const folded = fold(part);
      return stems.some((s) => folded.startsWith(s)) ? `<mark>${esc(part)}</mark>` : esc(part);
    })
    .join('');
}

/** A window of the body around its first matched word, highlighted. */
function snippet(body: string | null, stems: string[]): string | null {
  if (!body) return null;
  const plain = body.replace(/\s+/g, ' ').trim();
  if (!plain) return null;
  const folded = fold(plain);
  const at = Math.min(...stems.map((s) => folded.search(new RegExp(`(^|[^a-z0-9])${s}`))).filter((i) => i >= 0), Number.MAX_SAFE_INTEGER);
  const start = at === Number.MAX_SAFE_INTEGER ? 0 : Math.max(0, at - 40);
  const cut = plain.slice(start, start + SNIPPET);
  return `${start > 0 ? '…' : ''}${highlight(cut, stems)}${start + SNIPPET < plain.length ? '…' : ''}`;
}

interface HitRow {
  kind: HelpHitKind;
  id: number;
  topic: number | null;
  title: string;
  body: string | null;
  rank: number;
  total: number;
  /** The Spanish stems of the words, on every row (one statement answers both). */
  stems: string[] | string | null;
}

/**
 * The search SQL over topics, documents, visible FAQs and active tutorials, ranked, in one
 * statement that also answers the words' Spanish stems (for the highlighting).
 *
 * Cost notes (tests/bench/help.bench.ts): the tsquery is a NOT MATERIALIZED CTE, so each branch
 * sees it as a constant and the planner uses the GIN index of `busqueda` (a materialized CTE made
 * every search scan every document); documents join their topic only when a business line
 * filters them; the FAQ answer is reduced to plain text only for the rows of the page.
 */
export function searchSql(words: SearchWord[], businessLine: number | null, limit: number): { sql: string; params: unknown[] } {
  const q = tsquerySql(words);
  const line = businessLine && businessLine > 0;
  const lineOf = (alias: string) => (line ? `and (${alias}.tac_cods = '{}' or ?::int = any (${alias}.tac_cods))` : '');
  const lineParams = line ? [businessLine] : [];
  const docs = line
    ? `from thelpdoc d join thelptema t on t.hte_codigo = d.hte_codigo, q where d.busqueda @@ q.tsq ${lineOf('t')}`
    : 'from thelpdoc d, q where d.busqueda @@ q.tsq';
  const sql = `with q as not materialized (select ${q.sql} as tsq)
    select p.kind, p.id, p.topic, p.title, case when p.kind = 'F' then help_plain(p.body) else p.body end as body, p.rank, p.total,
           (select array_agg(lexeme) from unnest(to_tsvector('spanish'::regconfig, ?))) as stems
    from (
      select h.*, count(*) over ()::int as total from (
        select 'T' as kind, t.hte_codigo as id, t.hte_codigo as topic, t.hte_descrip as title, t.hte_subtitle as body, ts_rank_cd(t.busqueda, q.tsq) as rank
          from thelptema t, q where t.busqueda @@ q.tsq ${lineOf('t')}
        union all
        select 'D', d.hdo_codigo, d.hte_codigo, d.hdo_descrip, null, ts_rank_cd(d.busqueda, q.tsq)
          ${docs}
        union all
        select 'F', f.faq_codigo, null, f.faq_title, f.faq_descri, ts_rank_cd(f.busqueda, q.tsq)
          from tfaqs f, q where f.faq_activo = 1 and f.busqueda @@ q.tsq
        union all
        select 'G', g.tut_codigo, null, g.tut_title, g.tut_subtitle, ts_rank_cd(g.busqueda, q.tsq)
          from ttutorial g, q where g.tut_activo = 1 and g.busqueda @@ q.tsq ${lineOf('g')}
      ) h order by h.rank desc, h.kind desc, h.id limit ?
    ) p order by p.rank desc, p.kind desc, p.id`;
  return { sql, params: [...q.params, words.map((w) => w.raw).join(' '), ...lineParams, ...lineParams, ...lineParams, limit] };
}

/** What to highlight: the folded words and their folded Spanish stems, longest first. */
function stemsOf(words: SearchWord[], lexemes: string[] | string | null): string[] {
  const list = Array.isArray(lexemes) ? lexemes : typeof lexemes === 'string' ? lexemes.replace(/^{|}$/g, '').split(',').filter(Boolean) : [];
  const stems = list.map((l) => fold(l.replace(/^"|"$/g, '')).replace(/[^a-z0-9]/g, '')).filter((s) => s.length >= 3);
  return [...new Set([...words.map((w) => w.folded), ...stems])].sort((a, b) => b.length - a.length);
}

/**
 * Public search of the help centre (Spanish full-text, accent-insensitive, stemmed, prefix on
 * every word, ranked with titles first) with the matched words highlighted. No result: the
 * warning 'SIN RESULTADOS'.
 */
export async function searchHelp(
  ctx: AppContext,
  text: string | null | undefined,
  businessLine?: number | null,
  limit?: number | null,
): Promise<HelpSearchResult> {
  const raw = text ?? '';
  if (raw.length > SEARCH_TEXT_MAX) throw AppError.input('text', HELP_MSG.searchTooLong);
  const words = searchWords(raw);
  if (!words.length) return { hits: [], totalCount: 0, warning: HELP_MSG.noResults };
  const size = Math.min(Math.max(Math.trunc(limit ?? SEARCH_LIMIT_DEFAULT) || SEARCH_LIMIT_DEFAULT, 1), SEARCH_LIMIT_MAX);
  const { sql, params } = searchSql(words, businessLine ?? null, size);
  const rows = await run<HitRow>(ctx.em, sql, params);
  if (!rows.length) return { hits: [], totalCount: 0, warning: HELP_MSG.noResults };
  const stems = stemsOf(words, rows[0]!.stems);
  const hits: HelpSearchHit[] = rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    topicId: r.topic,
    title: r.title,
    titleHighlighted: highlight(r.title, stems),
    snippetHighlighted: snippet(r.body, stems),
    rank: Number(r.rank),
  }));
  return { hits, totalCount: Number(rows[0]!.total), warning: null };
}
