import { HttpResponse } from 'msw';
import {
  DeleteDevelopmentModuleDocument,
  DevelopmentAreaDocument,
  DevelopmentOptionsDocument,
  DevelopmentUsersDocument,
  DevelopmentVersionDocument,
  SaveDevelopmentCycleDocument,
  SaveDevelopmentModuleDocument,
  SaveDevelopmentVersionModulesDocument,
  type DevCycleState,
} from '../../../web/src/generated/graphql';
import { api, server } from '../msw';

const cycle = (state: DevCycleState, stateLabel: string) => ({
  __typename: 'DevCycle' as const,
  id: 7,
  state,
  stateLabel,
  note: 'Primer sprint',
  date: '2026-10-15',
  userName: 'Administrador General',
});

const AREA = {
  __typename: 'DevAreaStructure' as const,
  area: { __typename: 'DevArea' as const, id: 1, name: 'Contabilidad' },
  modules: [
    {
      __typename: 'DevModule' as const,
      id: 10,
      name: 'Plan de cuentas',
      type: 'INCLUDED' as const,
      typeLabel: 'Incluido',
      description: null,
      cycle: null,
      attributes: [
        {
          __typename: 'DevAttribute' as const,
          id: 100,
          name: 'Niveles de cuentas',
          type: 'INCLUDED' as const,
          typeLabel: 'Incluido',
          cycle: null,
          functionals: [{ __typename: 'DevFunctional' as const, id: 1000, description: 'Hasta 9 niveles de cuentas' }],
        },
      ],
    },
    {
      __typename: 'DevModule' as const,
      id: 11,
      name: 'Presupuestos',
      type: 'PURCHASABLE' as const,
      typeLabel: 'Adquirible',
      description: 'Presupuesto anual',
      cycle: cycle('DEVELOPMENT', 'En desarrollo'),
      attributes: [],
    },
  ],
};

export interface DevCalls {
  areas: number[];
  saves: unknown[];
  deletes: unknown[];
  cycles: unknown[];
  versionModules: unknown[];
}

/** Answers the catalogue's operations with level `level` on 'desarrollo' and records what the screen sent. */
export function mockDevelopment(level = 4): DevCalls {
  const calls: DevCalls = { areas: [], saves: [], deletes: [], cycles: [], versionModules: [] };
  const permisos = {
    __typename: 'ScreenPermission' as const,
    resource: 'desarrollo',
    view: level,
    create: level >= 2 ? level : 0,
    edit: level >= 2 ? level : 0,
    delete: level >= 3 ? level : 0,
  };
  server.use(
    api.query(DevelopmentOptionsDocument, () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          developmentOptions: {
            __typename: 'DevOptions',
            areas: [
              { __typename: 'DevArea', id: 1, name: 'Contabilidad', description: 'Plan de cuentas y asientos', moduleCount: 2 },
              { __typename: 'DevArea', id: 2, name: 'Inventario', description: null, moduleCount: 1 },
            ],
            versions: [{ __typename: 'DevVersion', id: 5, name: 'Isyplus Básico', description: 'Esencial', moduleIds: [10] }],
            permisos,
          },
        },
      }),
    ),
    api.query(DevelopmentAreaDocument, ({ variables }) => {
      calls.areas.push(variables.areaId!);
      return HttpResponse.json({ data: { __typename: 'Query', developmentArea: AREA } });
    }),
    api.query(DevelopmentUsersDocument, () =>
      HttpResponse.json({
        data: { __typename: 'Query', developmentUsers: [{ __typename: 'DevUser', id: 3, login: 'consulta', name: 'Diego Armijos Ochoa' }] },
      }),
    ),
    api.query(DevelopmentVersionDocument, () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          developmentVersion: {
            __typename: 'DevVersionDetail',
            version: { __typename: 'DevVersion', id: 5, name: 'Isyplus Básico' },
            modules: [
              { __typename: 'DevVersionModule', id: 10, name: 'Plan de cuentas', areaName: 'Contabilidad', assigned: true },
              { __typename: 'DevVersionModule', id: 11, name: 'Presupuestos', areaName: 'Contabilidad', assigned: false },
            ],
          },
        },
      }),
    ),
    api.mutation(SaveDevelopmentModuleDocument, ({ variables }) => {
      calls.saves.push(variables);
      return HttpResponse.json({
        data: { __typename: 'Mutation', r: { __typename: 'DevSaveResult', message: "Se guardó el módulo 'Centros de costo'", id: 12 } },
      });
    }),
    api.mutation(DeleteDevelopmentModuleDocument, ({ variables }) => {
      calls.deletes.push(variables);
      return HttpResponse.json({
        data: { __typename: 'Mutation', r: { __typename: 'DevSaveResult', message: "Se eliminó el módulo 'Presupuestos'", id: 11 } },
      });
    }),
    api.mutation(SaveDevelopmentCycleDocument, ({ variables }) => {
      calls.cycles.push(variables);
      return HttpResponse.json({ data: { __typename: 'Mutation', r: cycle('im', 'En implementación') } });
    }),
    api.mutation(SaveDevelopmentVersionModulesDocument, ({ variables }) => {
      calls.versionModules.push(variables);
      return HttpResponse.json({
        data: { __typename: 'Mutation', r: { __typename: 'DevSaveResult', message: "La versión 'Isyplus Básico' tiene 2 módulos asignados", id: 5 } },
      });
    }),
  );
  return calls;
}
