// Aplicativo module 4 (restore an electronic document) and module 5 (activate a menu option).
import type { AppContext } from '../../graphql/context.js';
import { ACCESS_KEY_LENGTH_MESSAGE, accessKeyCheckDigit, parseAccessKey } from '../../domain/access-key.js';
import { AppError } from '../../shared/app-error.js';
import { recordAudit } from '../system/audit.service.js';
import { AUDIT, DOCUMENT_STATE_LABEL, ElectronicDocumentState } from './aplicativo-enums.js';
import type { AccessKeyDecoded, ElectronicDocument, MenuOption, MenuOptionResult, MenuOptions, RestoreDocumentResult } from './aplicativo.types.js';
import { inCompany, LEVEL, validDay, type CompanyScope } from './company-scope.js';
import { APLICATIVO_MSG } from './messages.js';

export const CHECK_DIGIT_MESSAGE = (found: string, expected: number) =>
  `El dígito verificador de la clave de acceso no es válido: termina en ${found} y debería terminar en ${expected}`;

/**
 * Decodes an SRI access key (authorization number): exactly 49 digits ('El número de
 * autorización debe tener 49 dígitos') whose last digit is the modulo-11 check digit of the first
 * 48 (else CHECK_DIGIT_MESSAGE); the issue date must be a real day.
 */
export function decodeAccessKey(raw: string | null | undefined): AccessKeyDecoded {
  const key = (raw ?? '').trim();
  if (!/^\d{49}$/.test(key)) throw AppError.input('authorizationNumber', ACCESS_KEY_LENGTH_MESSAGE);
  const expected = accessKeyCheckDigit(key.slice(0, 48));
  const parts = parseAccessKey(key);
  if (!parts) throw AppError.input('authorizationNumber', CHECK_DIGIT_MESSAGE(key[48]!, expected));
  const d = parts.issueDate;
  const issueDate = `${d.slice(4, 8)}-${d.slice(2, 4)}-${d.slice(0, 2)}`;
  if (!validDay(issueDate)) {
    throw AppError.input('authorizationNumber', `La fecha de emisión de la clave de acceso (${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4, 8)}) no es válida`);
  }
  return { ...parts, issueDate };
}

type DocRow = {
  doc_codigo: number;
  doc_numaut: string;
  doc_tipo: string;
  doc_estado: number;
  doc_fecaut: Date | string | null;
  trn_compro: string | null;
  doc_mensaje: string | null;
};
const toDocument = (r: DocRow): ElectronicDocument => ({
  id: r.doc_codigo,
  authorizationNumber: r.doc_numaut,
  documentType: r.doc_tipo,
  state: r.doc_estado as ElectronicDocumentState,
  authorizedAt: r.doc_fecaut === null ? null : new Date(r.doc_fecaut),
  voucher: r.trn_compro,
  message: r.doc_mensaje,
});

/** restaurarDocele: puts the document back to PENDIENTE (re-sendable), clearing its authorization date; audited. */
export async function restoreElectronicDocument(
  ctx: AppContext,
  companyId: number | null | undefined,
  authorizationNumber: string | null | undefined,
): Promise<RestoreDocumentResult> {
  return inCompany(ctx, companyId, 'editar', LEVEL.destructive, async (scope) => {
    const key = decodeAccessKey(authorizationNumber);
    const number = (authorizationNumber ?? '').trim();
    const select = `select d.doc_codigo, d.doc_numaut, d.doc_tipo, d.doc_estado, d.doc_fecaut, t.trn_compro, d.doc_mensaje
                      from tdocelectronico d left join ttransaccion t on t.trn_codigo = d.trn_codigo where d.doc_numaut = ?`;
    const [before] = await scope.run<DocRow>(`${select} for update of d`, [number]);
    if (!before) throw AppError.input('authorizationNumber', APLICATIVO_MSG.documentNotFound);
    if (before.doc_estado === ElectronicDocumentState.PENDING) throw AppError.conflict(APLICATIVO_MSG.documentAlreadyPending, 'authorizationNumber');
    await scope.run(
      "update tdocelectronico set doc_estado = 0, doc_fecaut = null, doc_mensaje = 'Restaurado por el aplicativo para reenvío' where doc_codigo = ?",
      [before.doc_codigo],
    );
    const authorized = before.doc_fecaut ? ` (autorizado ${new Date(before.doc_fecaut).toISOString()})` : '';
    recordAudit(
      scope.tx,
      ctx.user,
      AUDIT.restore,
      `${scope.schema}.tdocelectronico`,
      before.doc_codigo,
      `${number}: ${DOCUMENT_STATE_LABEL[before.doc_estado]}${authorized} -> PENDIENTE`,
    );
    await scope.tx.flush();
    const [after] = await scope.run<DocRow>(select, [number]);
    return { message: APLICATIVO_MSG.documentRestored(after.trn_compro ?? number), document: toDocument(after), key };
  });
}

async function optionsOf(scope: CompanyScope): Promise<MenuOption[]> {
  const rows = await scope.run<{ opm_codigo: number; label: string; proceso: number; habilitado: string }>(
    'select opm_codigo, label, proceso, habilitado from topcionmenu order by proceso, label',
  );
  return rows.map((r) => ({ id: r.opm_codigo, label: r.label, process: r.proceso, enabled: r.habilitado === 'T' }));
}

/** opcionesMenu: the optional menu options and the processes. */
export function menuOptions(ctx: AppContext, companyId: number | null | undefined): Promise<MenuOptions> {
  return inCompany(ctx, companyId, 'ver', LEVEL.read, async (scope) => {
    const processes = await scope.run<{ pro_codigo: number; pro_descri: string }>('select pro_codigo, pro_descri from tproceso order by pro_codigo');
    return { menus: await optionsOf(scope), processes: processes.map((p) => ({ code: p.pro_codigo, description: p.pro_descri })) };
  });
}

/** opcionMenu: activates one option ('Seleccione una opción' / 'La opción ya está activa en la empresa'); answers menus and guia; audited. */
export function activateMenuOption(ctx: AppContext, companyId: number | null | undefined, optionId: number | null | undefined): Promise<MenuOptionResult> {
  return inCompany(ctx, companyId, 'editar', LEVEL.save, async (scope) => {
    if (!optionId) throw AppError.input('optionId', APLICATIVO_MSG.selectOption);
    const [option] = await scope.run<{ label: string; habilitado: string; guia: string }>(
      'select label, habilitado, guia from topcionmenu where opm_codigo = ? for update',
      [optionId],
    );
    if (!option) throw AppError.input('optionId', APLICATIVO_MSG.optionNotFound(optionId));
    if (option.habilitado === 'T') throw AppError.conflict(APLICATIVO_MSG.optionAlreadyActive, 'optionId');
    await scope.run("update topcionmenu set habilitado = 'T' where opm_codigo = ?", [optionId]);
    recordAudit(scope.tx, ctx.user, AUDIT.menu, `${scope.schema}.topcionmenu`, optionId, option.label);
    await scope.tx.flush();
    return { message: APLICATIVO_MSG.optionActivated(option.label), menus: await optionsOf(scope), guide: option.guia };
  });
}
