import type { RestRoute } from '../../rest/route.js';
import { checkIdentity } from './general.service.js';

/** GET /rest/general/0?opc=validcedruc&cedruc=N */
export const generalRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/general/:id',
    action: 'validcedruc',
    public: true,
    handler({ query }) {
      const result = checkIdentity(query.cedruc);
      return { valido: result.valid, tipo: result.kind, msg: result.message, msj: result.message, level_code: result.valid ? 100 : 101 };
    },
  },
];
