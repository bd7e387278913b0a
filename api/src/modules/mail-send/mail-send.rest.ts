import type { RestRequest, RestRoute } from '../../rest/route.js';
import { AppError } from '../../shared/app-error.js';
import { ABSENT_OR_ALL, digitsParam, flag, objectParam, pathId, text } from '../../rest/params.js';
import { addToBlacklist, blacklistEntry, type BlacklistEntry } from './blacklist.service.js';
import { checkBounces } from './bounces.service.js';
import type { SenderAccount } from './accounts.service.js';
import { SEND_MSG } from './messages.js';
import { newMail, SEND_WAIT_MS, sendMail } from './send.service.js';
import { INSERTABLE_COLUMNS, type RenderData } from './template-render.js';
import { defaultTemplate, deleteTemplate, getTemplate, listTemplates, saveTemplate, templateCategories, type MailTemplate } from './templates.service.js';

/** An integer key of a legacy call: empty or -1 is none; anything but an integer is refused naming the key. */
const intOf = (v: unknown, field: string) => digitsParam(v, field, ABSENT_OR_ALL);

const legacyTemplate = (t: MailTemplate) => ({
  mte_codigo: t.id,
  mte_titulo: t.title,
  mte_body: t.body,
  mte_tipo: t.type,
  mte_default: t.isDefault ? 1 : 0,
  mcf_tipo: t.accountType,
  mtc_codigo: t.categoryId,
});
const legacyAccount = (a: SenderAccount) => ({ mcf_codigo: a.id, mcf_correo: a.email, mcf_nombre: a.name, mcf_tipo: a.type, disabled: a.disabled });
const legacyBlacklist = (e: BlacklistEntry) => ({
  lnc_codigo: e.id,
  mai_to: e.email,
  motivo: e.reason,
  origen: e.source,
  usr_nombre: e.userName,
  fecha: e.createdAt,
});
const COLS = INSERTABLE_COLUMNS.map((c) => ({ prop: c.prop, label: c.label, incluir: c.include, tabla: c.kind === 'tabla' }));

/** The recipient's placeholder values from the legacy `ref` (its columns; arrays of rows become tables). */
function renderDataOfRef(ref: Record<string, unknown>): RenderData {
  const data: RenderData = {};
  for (const [key, value] of Object.entries(ref)) {
    if (Array.isArray(value)) {
      const rows = value.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object');
      const columns = Object.keys(rows[0] ?? {}).map((prop) => ({ prop, label: prop }));
      data[key] = { columns, rows };
    } else if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      data[key] = value === null ? '' : String(value);
    }
  }
  return data;
}

const T = '/tmailtemplate/:id';
const M = '/tmail/:id';
const B = '/facte/listanegracorreos/correoslstn';

/** Mail and templates (spec 002 §7 "Mail and templates"), thin adapters over the GraphQL services. */
export const mailSendRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: T,
    action: 'listtemplate',
    handler: async ({ ctx, query }) => {
      const items = await listTemplates(ctx, intOf(query.mte_tipo, 'mte_tipo') ?? 2, intOf(query.mcf_tipo, 'mcf_tipo'), intOf(query.mtc_codigo, 'mtc_codigo'));
      return { items: items.map(legacyTemplate), cols: COLS };
    },
  },
  {
    method: 'GET',
    path: T,
    action: 'tmailtemplate',
    handler: async ({ ctx, params }) => {
      const id = pathId(params.id);
      const template = id ? await getTemplate(ctx, id) : null;
      if (id && !template) throw AppError.notFound(SEND_MSG.templateNotFound(id));
      return {
        form: template
          ? legacyTemplate(template)
          : { mte_codigo: 0, mte_titulo: '', mte_body: '', mte_tipo: 2, mte_default: 0, mcf_tipo: null, mtc_codigo: null },
        cols: COLS,
      };
    },
  },
  {
    method: 'GET',
    path: T,
    action: 'defaulttmailtemplate',
    handler: async ({ ctx, query }) => {
      const template = await defaultTemplate(ctx, intOf(query.mte_tipo, 'mte_tipo') ?? 2, intOf(query.mcf_tipo, 'mcf_tipo'));
      return { form: template ? legacyTemplate(template) : null };
    },
  },
  {
    method: 'POST',
    path: T,
    action: 'guardar',
    handler: async ({ ctx, body, params }) => {
      const form = { ...body, ...objectParam(body.form) };
      const { template, unknown } = await saveTemplate(
        ctx,
        {
          id: intOf(form.mte_codigo, 'mte_codigo') || pathId(params.id),
          title: text(form.mte_titulo),
          body: text(form.mte_body),
          type: intOf(form.mte_tipo, 'mte_tipo') ?? 2,
          isDefault: flag(form.mte_default),
          accountType: intOf(form.mcf_tipo, 'mcf_tipo'),
          categoryId: intOf(form.mtc_codigo, 'mtc_codigo'),
        },
        flag(body.confirmar),
      );
      return { msg: SEND_MSG.templateSaved, form: legacyTemplate(template), desconocidas: unknown };
    },
  },
  {
    method: 'POST',
    path: T,
    action: 'eliminar',
    handler: async ({ ctx, body, params }) => {
      await deleteTemplate(ctx, intOf(body.mte_codigo, 'mte_codigo') ?? Number(params.id));
      return { msg: SEND_MSG.templateDeleted };
    },
  },
  {
    method: 'GET',
    path: '/tmailtemcateg',
    action: 'getcattemplates',
    handler: async ({ ctx }) => {
      const categories = await templateCategories(ctx);
      return Object.fromEntries(categories.map((c) => [c.key, { mtc_codigo: c.id, mtc_nombre: c.name, mcf_tipo: c.accountType }]));
    },
  },
  {
    method: 'GET',
    path: M,
    action: 'tmailnuevo',
    handler: async ({ ctx, query }) => {
      const info = await newMail(ctx, intOf(query.mcf_tipo, 'mcf_tipo'));
      const first = info.accounts[0];
      return {
        tconfigcorreos: info.accounts.map(legacyAccount),
        tmail: { mai_to: '', mai_subject: '', mai_content: '', mcf_codigo: first?.id ?? null },
        ...(info.message ? { msg: info.message, level_code: 100 } : {}),
      };
    },
  },
  {
    method: 'POST',
    path: M,
    action: 'enviar',
    handler: async ({ ctx, body }: RestRequest) => {
      const tmail = objectParam(body.tmail);
      const ref = objectParam(body.ref);
      const to = text(tmail.mai_to ?? ref.clp_email);
      const adjuntos = Array.isArray(body.adjuntos) ? body.adjuntos : [];
      const attachments = adjuntos.map((a) => Number(objectParam(a).id ?? objectParam(a).arc_codigo ?? a)).filter((n) => Number.isInteger(n) && n > 0);
      const logged = flag(body.guardabitacora) || flag(body.guardalog) || flag(body.guardatarea);
      const response = await sendMail(ctx, {
        accountId: intOf(tmail.mcf_codigo, 'mcf_codigo'),
        subject: text(tmail.mai_subject),
        body: text(tmail.mai_content),
        recipients: to
          ? [
              {
                email: to,
                data: renderDataOfRef(ref),
                companyId: intOf(ref.emp_codigo ?? body.emp_codigo, 'emp_codigo'),
                contactId: intOf(ref.clp_codigo, 'clp_codigo'),
              },
            ]
          : [],
        attachments,
        key: text(body.clave_envio) || null,
        log: logged,
        waitMs: SEND_WAIT_MS,
      });
      const outcome = response.results[0]!;
      if (outcome.state === 'fallido') throw AppError.input('mai_to', outcome.message);
      return {
        estado: 200,
        msg: outcome.message,
        lista_negra: outcome.blacklisted,
        bit_codigo: outcome.logId,
        lcp_codigo: intOf(body.lcp_codigo, 'lcp_codigo'),
        enviado: outcome.state === 'enviado',
        mai_codigo: outcome.mailId,
      };
    },
  },
  {
    method: 'GET',
    path: M,
    action: 'verificarrebotado',
    handler: async ({ ctx, query }) => {
      const result = await checkBounces(ctx, text(query.mcf_correo), text(query.mai_subject));
      return {
        msg: result.message,
        rebotados: result.bounces.map((b) => ({ mai_to: b.email, status: b.status, diagnostico: b.diagnostic })),
        agregados: result.added,
      };
    },
  },
  {
    method: 'GET',
    path: B,
    action: 'getEstln',
    handler: async ({ ctx, query }) => {
      const entry = await blacklistEntry(ctx, text(query.mai_to));
      return { existe: !!entry, lista_negra: entry ? legacyBlacklist(entry) : null };
    },
  },
  {
    method: 'POST',
    path: B,
    action: 'save',
    handler: async ({ ctx, body, query }) => {
      const result = await addToBlacklist(ctx, text(body.mai_to ?? query.mai_to), text(body.motivo) || null);
      return { msg: result.message, agregado: result.added };
    },
  },
];
