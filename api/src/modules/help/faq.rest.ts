import type { RestRequest, RestRoute } from '../../rest/route.js';
import { checkPage } from '../../graphql/paging.js';
import { deleteFaq, findFaq, listFaqs, publicFaqs, saveFaq } from './faq.service.js';
import { route, toLegacyFaq } from './help-legacy.js';
import { inputsOf, looseNumber, optionalFlag, pathId, pick } from '../../rest/params.js';
import { AppError } from '../../shared/app-error.js';
import { HELP_MSG } from './help-messages.js';
import type { Faq } from './help.types.js';

const P = '/faqs/tfaqs/:codigo';
const codeOf = (r: RestRequest) => looseNumber(pick(inputsOf(r), 'faq_codigo')) ?? pathId(r.params.codigo);
const groupsOf = (items: Faq[]) =>
  [...new Set(items.map((f) => f.group))].map((g) => ({ faq_parent: g, items: items.filter((f) => f.group === g).map(toLegacyFaq) }));

/** /rest/faqs/tfaqs/{codigo} (spec 001 §7 "FAQ"): lista is public (visible FAQs without a session). */
export const faqRoutes: RestRoute[] = [
  route(
    'GET',
    P,
    'lista',
    async (r) => {
      const activo = pick(inputsOf(r), 'activo');
      const items =
        r.ctx.user && activo !== '1' ? (await listFaqs(r.ctx, 1, checkPage(1, 1000).pageSize, activo === '0' ? false : null)).items : await publicFaqs(r.ctx);
      return { status: 200, lista: items.map(toLegacyFaq), grupos: groupsOf(items) };
    },
    true,
  ),
  route('GET', P, 'get', async (r) => {
    const id = codeOf(r);
    if (!id) throw AppError.input('faq_codigo', HELP_MSG.chooseItem);
    const item = await findFaq(r.ctx, id);
    if (!item) throw AppError.notFound(HELP_MSG.faqNotFound(id));
    return { status: 200, item: toLegacyFaq(item) };
  }),
  route('POST', P, 'guardar', async (r) => {
    const v = inputsOf(r);
    const activo = pick(v, 'faq_activo');
    const done = await saveFaq(r.ctx, {
      id: codeOf(r),
      title: String(pick(v, 'faq_title') ?? ''),
      answerHtml: String(pick(v, 'faq_descri') ?? ''),
      order: looseNumber(pick(v, 'faq_orden')),
      group: looseNumber(pick(v, 'faq_parent')),
      active: optionalFlag(activo, 'one'),
    });
    return { status: 200, msj: done.message, msg: done.message, faq_codigo: done.id };
  }),
  route('DELETE', P, null, async (r) => {
    const done = await deleteFaq(r.ctx, codeOf(r));
    return { status: 200, msj: done.message, msg: done.message };
  }),
];
