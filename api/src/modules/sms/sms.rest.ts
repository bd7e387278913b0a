import { legacyWrapper } from '../../rest/legacy-fields.js';
import { looseNumber, optionalText } from '../../rest/params.js';
import type { RestRoute } from '../../rest/route.js';
import { sendSms, type SmsRecipient } from './sms-send.service.js';

/** GraphQL field names of refusals -> the legacy names of the message data body. */
const legacy = legacyWrapper({ companyId: 'emp_codigo', message: 'mensaje', recipients: 'lista', requestKey: 'clave_envio' });

const recipientsOf = (v: unknown): SmsRecipient[] =>
  (Array.isArray(v) ? v : []).map((r: Record<string, unknown> | null) => ({
    mobile: optionalText(r?.clp_movil),
    name: optionalText(r?.clp_nombre),
    referenteId: looseNumber(r?.clp_codigo),
  }));

/** POST /rest/enviosms/lista/0 (spec 002 §7): the message data body, one SMS per recipient of `lista`. */
export const smsRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/enviosms/lista/:id',
    action: null,
    handler: ({ ctx, body }) =>
      legacy(async () => {
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
