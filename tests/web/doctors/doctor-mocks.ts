import { HttpResponse } from 'msw';
import {
  DoctorsDocument,
  ExtendDoctorTrialDocument,
  SetDoctorValidityDocument,
  type DoctorRowFieldsFragment,
  type DoctorsQueryVariables,
  type ExtendDoctorTrialMutationVariables,
  type SetDoctorValidityMutationVariables,
} from '../../../web/src/generated/graphql';
import { api, server } from '../msw';

/** Factory: a doctor as the API answers it (a test plan in force by default). */
export function doctor(id: number, fullName: string, extra: Partial<DoctorRowFieldsFragment> = {}): DoctorRowFieldsFragment {
  return {
    __typename: 'Doctor',
    id,
    idNumber: `17${String(id).padStart(8, '0')}`,
    fullName,
    specialty: 'Pediatría',
    mobile: '0987456123',
    city: 'QUITO',
    planId: 100 + id,
    planName: 'Plan de Prueba',
    planType: 'TRIAL',
    planTypeLabel: 'PRUEBA',
    planState: 'CURRENT',
    planStateLabel: 'VIGENTE',
    planStateColor: 'limegreen',
    planStart: '2026-11-13',
    planEnd: '2026-12-13',
    expiresIn: 'Caduca en 20 días',
    daysToExpiry: 20,
    validity: 'PENDING',
    validityLabel: 'POR VALIDAR',
    validityColor: 'gold',
    registeredOn: '2026-11-13',
    ...extra,
  };
}

export const CEVALLOS = doctor(1, 'CEVALLOS ANDRADE MARÍA BELÉN');
export const TORRES = doctor(2, 'TORRES BENÍTEZ ANA LUCÍA', {
  planState: 'EXPIRED',
  planStateLabel: 'CADUCADO',
  planStateColor: 'crimson',
  expiresIn: 'Caducó hace 30 días',
  daysToExpiry: -30,
  planStart: '2026-09-24',
});
export const ORDONEZ = doctor(3, 'ORDÓÑEZ VINTIMILLA JUAN CARLOS', {
  planType: 'PAID',
  planTypeLabel: 'PAGADO',
  planName: 'Plan Consultorio Anual',
  validity: 'VALID',
  validityLabel: 'VÁLIDO',
  validityColor: 'limegreen',
});

/** Answers the list with the rows and the rights given, recording every request's variables. */
export function mockDoctors(items: DoctorRowFieldsFragment[], calls: DoctorsQueryVariables[] = [], rights = { canChangeValidity: true, canExtendTrial: true }) {
  server.use(
    api.query(DoctorsDocument, ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          doctors: { __typename: 'DoctorPage', totalCount: items.length, page: variables.page ?? 1, pageSize: variables.pageSize ?? 50, items, ...rights },
        },
      });
    }),
  );
}

export function mockSetValidity(calls: SetDoctorValidityMutationVariables[]) {
  server.use(
    api.mutation(SetDoctorValidityDocument, ({ variables }) => {
      calls.push(variables);
      const target = [CEVALLOS, TORRES, ORDONEZ].find((d) => d.id === variables.doctorId)!;
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          setDoctorValidity: {
            __typename: 'DoctorValidityResult',
            message: `Médico ${target.fullName}: VÁLIDO`,
            doctor: { ...target, validity: variables.validity },
          },
        },
      });
    }),
  );
}

export function mockExtend(calls: ExtendDoctorTrialMutationVariables[]) {
  server.use(
    api.mutation(ExtendDoctorTrialDocument, ({ variables }) => {
      calls.push(variables);
      const n = Array.isArray(variables.plans) ? variables.plans.length : 1;
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          extendDoctorTrial: {
            __typename: 'DoctorTrialResult',
            message: `Período de prueba extendido ${variables.days} días para ${n} médicos`,
            count: n,
            doctors: [],
          },
        },
      });
    }),
  );
}
