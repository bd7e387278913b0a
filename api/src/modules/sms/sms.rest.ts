import { withLegacyFields } from '../../rest/legacy-fields.js';
import type { RestRoute } from '../../rest/route.js';
import { sendSms, type SmsRecipient } from './sms-send.service.js';

/** GraphQL field names of refusals -> the legacy names of the message data body. */
const LEGACY_FIELD: Record<string, string> = { companyId: 'emp_codigo', message: 'mensaje', recipients: 'lista', requestKey: 'clave_envio' };

const recipientsOf = (v: unknown): SmsRecipient[] =>
  (Array.isArray(v) ? v : []).map((r: Record<string, unknown> | null) => ({
    mobile: r?.clp_movil === undefined || r?.clp_movil === null ? null : String(r.clp_movil),
    name: r?.clp_nombre === undefined || r?.clp_nombre === null ? null : String(r.clp_nombre),
    referenteId: r?.clp_codigo === undefined || r?.clp_codigo === null || r?.clp_codigo === '' ? null : Number(r.clp_codigo),
  }));

/** POST /rest/enviosms/lista/0 (spec 002 §7): the message data body, one SMS per recipient of `lista`. */
export const smsRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/enviosms/lista/:id',
    action: null,
    handler: ({ ctx, body }) =>
      withLegacyFields(LEGACY_FIELD, async () => {
        const done = await sendSms(ctx, {
          companyId: Number(body.emp_codigo),
          message: typeof body.mensaje === 'string' ? body.mensaje : '',
          recipients: recipientsOf(body.lista),
          requestKey: typeof body.clave_envio === 'string' ? body.clave_envio : null,
        });
        return {
          msg: done.message,
          enviados: done.queued,
          sen_codigos: done.ids,
          sms_contratados: done.contracted,
          sms_utilizados: done.used,
          sms_disponibles: done.available,
          duplicado: done.duplicate,
        };
      }),
  },
];
