import type { RestRoute } from '../../rest/route.js';
import { CONTRACT_COLS, legacy, toLegacyContract, toLegacyContractRow, toLegacyInstallment } from './contract-legacy.js';
import { installmentHistory, listContractPayments } from './contract.service.js';
import type { PaymentStateEnum } from './contract-enums.js';
import type { ContractState } from '../packages/package-enums.js';
import { legacyPermisos } from '../../rest/envelope.js';
import { listPaging, optionalCode, textList } from '../../rest/params.js';

// Same path as the packages' routes (spec 000 §7 "Connections"); these two actions are this
// module's, so (method, path, action) stays unique in the table.
const P = '/empresas/conexiones/:id';

// A value that is not a number goes through as NaN so the service refuses it naming the field.
const ints = (v: string | undefined): number[] => textList(v).map(Number);

/** GET revisarPagos and verHistorialCuotas on /rest/empresas/conexiones/{id}. */
export const contractRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: P,
    action: 'revisarPagos',
    handler: ({ ctx, query }) =>
      legacy(async () => {
        const page = await listContractPayments(
          ctx,
          {
            text: query.texto ?? query.filtro,
            paymentStates: textList(query.estado) as PaymentStateEnum[],
            companyStates: ints(query.emp_activa),
            businessLines: ints(query.tac_codigo),
            contractStates: textList(query.estado_contrato) as ContractState[],
            startFrom: query.desde,
            startTo: query.hasta,
          },
          ...listPaging(query),
        );
        return {
          items: page.items.map(toLegacyContractRow),
          cols: CONTRACT_COLS,
          permisos: legacyPermisos(page.permisos),
          total: page.total,
          conteos: Object.fromEntries(page.counts.map((c) => [c.state, c.count])),
        };
      }),
  },
  {
    method: 'GET',
    path: P,
    action: 'verHistorialCuotas',
    handler: ({ ctx, query }) =>
      legacy(async () => {
        const history = await installmentHistory(ctx, optionalCode(query.fol_codigo), query.rucempresa ?? query.emp_ruc);
        return { contrato: toLegacyContract(history.contract), items: history.items.map(toLegacyInstallment) };
      }),
  },
];
