import { isValidCedula, isValidRuc } from '../../domain/identity.js';

/** Completes a RUC prefix (without check digit) so it passes the SRI check; '001' suffix. */
export function completeRuc(prefix: string): string {
  for (let d = 0; d <= 9; d++) {
    const candidate = prefix.length === 9 ? `${prefix}${d}001` : `${prefix}${d}0001`;
    if (isValidRuc(candidate)) return candidate;
  }
  throw new Error(`No hay dígito verificador para ${prefix}`);
}

/** Completes the first nine digits of a cédula with its check digit. */
export function completeCedula(prefix: string): string {
  for (let d = 0; d <= 9; d++) if (isValidCedula(`${prefix}${d}`)) return `${prefix}${d}`;
  throw new Error(`No hay dígito verificador para ${prefix}`);
}

export interface DemoCompany {
  accessCode: string;
  legalName: string;
  tradeName: string;
  /** Nine digits for a company RUC (third digit 9), or a cédula prefix for a natural person. */
  rucPrefix: string;
  naturalPerson?: boolean;
  province: number;
  city: string;
  address: string;
  phone: string;
  email: string;
  businessLine: number;
  accessType: 1 | 2;
  state: 0 | 1 | 2 | 3;
  services: Record<string, 'T' | 'F'>;
}

const services = (fe: 'T' | 'F', sms: 'T' | 'F' = 'F') => ({
  fe,
  sms,
  ced: 'T' as const,
  email: 'T' as const,
  bk: 'T' as const,
  bka: 'F' as const,
  bloq_aut: 'F' as const,
});

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    accessCode: 'andina',
    legalName: 'COMERCIAL ANDINA S.A.',
    tradeName: 'Comercial Andina',
    rucPrefix: '179245613',
    province: 17,
    city: 'Quito',
    address: 'Av. Amazonas N34-120 y Av. Atahualpa',
    phone: '02-2456789',
    email: 'facturacion@comercialandina.ec',
    businessLine: 1,
    accessType: 1,
    state: 1,
    services: services('T', 'T'),
  },
  {
    accessCode: 'pacifico',
    legalName: 'DISTRIBUIDORA DEL PACIFICO CIA. LTDA.',
    tradeName: 'Distribuidora del Pacífico',
    rucPrefix: '099187452',
    province: 9,
    city: 'Guayaquil',
    address: 'Av. Francisco de Orellana 234, Edif. Centrum',
    phone: '04-2687450',
    email: 'contabilidad@dispacifico.com.ec',
    businessLine: 13,
    accessType: 1,
    state: 1,
    services: services('T'),
  },
  {
    accessCode: 'farmaustro',
    legalName: 'FARMACIAS DEL AUSTRO FARMAUSTRO S.A.',
    tradeName: 'Farmaustro',
    rucPrefix: '019035871',
    province: 1,
    city: 'Cuenca',
    address: 'Gran Colombia 10-45 y Padre Aguirre',
    phone: '07-2834561',
    email: 'admin@farmaustro.ec',
    businessLine: 5,
    accessType: 1,
    state: 1,
    services: services('T', 'T'),
  },
  {
    accessCode: 'lojaexpress',
    legalName: 'COOPERATIVA DE TRANSPORTE LOJA EXPRESS',
    tradeName: 'Loja Express',
    rucPrefix: '119001562',
    province: 11,
    city: 'Loja',
    address: 'Terminal Terrestre Reina del Cisne, oficina 12',
    phone: '07-2579014',
    email: 'encomiendas@lojaexpress.ec',
    businessLine: 7,
    accessType: 2,
    state: 1,
    services: services('T', 'T'),
  },
  {
    accessCode: 'mitadmundo',
    legalName: 'COOPERATIVA DE TRANSPORTES MITAD DEL MUNDO',
    tradeName: 'Trans Mitad del Mundo',
    rucPrefix: '179301245',
    province: 17,
    city: 'Quito',
    address: 'Terminal Terrestre Quitumbe, oficina 21',
    phone: '02-2394820',
    email: 'encomiendas@transmitaddelmundo.ec',
    businessLine: 7,
    accessType: 2,
    state: 1,
    services: services('T'),
  },
  {
    accessCode: 'sanmarcos',
    legalName: 'COOPERATIVA DE TRANSPORTE SAN MARCOS',
    tradeName: 'Trans San Marcos',
    rucPrefix: '109176530',
    province: 10,
    city: 'Ibarra',
    address: 'Terminal Terrestre de Ibarra, oficina 4',
    phone: '06-2951478',
    email: 'encomiendas@transanmarcos.ec',
    businessLine: 7,
    accessType: 2,
    state: 2,
    services: services('F'),
  },
  {
    accessCode: 'elconstructor',
    legalName: 'PAREDES SANCHEZ LUIS ALBERTO',
    tradeName: 'Ferretería El Constructor',
    rucPrefix: '180245671',
    naturalPerson: true,
    province: 18,
    city: 'Ambato',
    address: 'Av. Cevallos 07-34 y Montalvo',
    phone: '03-2821346',
    email: 'ferreteriaelconstructor@gmail.com',
    businessLine: 12,
    accessType: 1,
    state: 3,
    services: services('T'),
  },
  {
    accessCode: 'costena',
    legalName: 'RESTAURANTE LA COSTEÑA COSTERES S.A.',
    tradeName: 'La Costeña',
    rucPrefix: '139105827',
    province: 13,
    city: 'Manta',
    address: 'Malecón Escénico, local 5',
    phone: '05-2623190',
    email: 'gerencia@lacostena.ec',
    businessLine: 14,
    accessType: 1,
    state: 0,
    services: services('F'),
  },
];

export function demoRuc(company: DemoCompany): string {
  return company.naturalPerson ? `${completeCedula(company.rucPrefix)}001` : completeRuc(company.rucPrefix);
}
