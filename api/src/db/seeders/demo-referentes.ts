import { completeCedula, completeRuc, type DemoCompany } from './demo-data.js';
import { seededRandom, seedOf } from '../../domain/seeded-random.js';

/** One row of tclipro as the demo inserts it. */
export interface DemoReferente {
  idNumber: string;
  idType: '05' | '04';
  name: string;
  surname: string | null;
  address: string;
  phone: string;
  email: string;
  mobile: string;
}

const FIRST_NAMES = [
  'MARÍA JOSÉ',
  'JUAN CARLOS',
  'ANA LUCÍA',
  'LUIS ALBERTO',
  'CARMEN ELENA',
  'JOSÉ ANTONIO',
  'GABRIELA',
  'DIEGO FERNANDO',
  'VERÓNICA',
  'ANDRÉS',
  'PATRICIA',
  'JORGE EDUARDO',
  'DANIELA',
  'SANTIAGO',
  'ROSA AMELIA',
  'FERNANDO',
  'MÓNICA',
  'CRISTIAN',
  'NATALIA',
  'MIGUEL ÁNGEL',
  'SOFÍA',
  'PABLO',
  'IVONNE',
  'RAÚL',
  'JESSICA',
  'HÉCTOR',
  'LORENA',
  'ÓSCAR',
];

const SURNAMES = [
  'JARAMILLO',
  'PEÑAHERRERA',
  'MUÑOZ',
  'NÚÑEZ',
  'ÁLVAREZ',
  'ZAMBRANO',
  'VILLACÍS',
  'ANDRADE',
  'ORDÓÑEZ',
  'CHÁVEZ',
  'GUAMÁN',
  'ÑAUÑAY',
  'SALAZAR',
  'TORRES',
  'ARMIJOS',
  'CEDEÑO',
  'MOREIRA',
  'QUIMÍ',
  'BRIONES',
  'CABRERA',
  'ESPINOSA',
  'YÉPEZ',
  'PAREDES',
  'CASTILLO',
  'VELÁSQUEZ',
  'LEÓN',
  'GUERRERO',
  'BENÍTEZ',
  'OCHOA',
  'RIVADENEIRA',
];

const COMPANY_NAMES = [
  'IMPORTADORA TOMEBAMBA S.A.',
  'AGRÍCOLA SAN JUAN CIA. LTDA.',
  'FERRETERÍA EL MARTILLO S.A.',
  'DISTRIBUIDORA ÑUCANCHIK CIA. LTDA.',
  'CONSTRUCTORA ANDES DEL SUR S.A.',
  'TRANSPORTES PESADOS ORIENTAL S.A.',
  'LABORATORIOS LA SALUD CIA. LTDA.',
  'PAPELERÍA NACIONAL PAPELNAC S.A.',
  'ACEROS DEL LITORAL ACELIT S.A.',
  'CAFÉ DE ALTURA VILCABAMBA CIA. LTDA.',
  'TEXTILES OTAVALO TEXOTA S.A.',
  'EXPORTADORA BANANERA EL ORO S.A.',
];

const STREETS = [
  'Av. 10 de Agosto',
  'Calle Bolívar',
  'Av. Simón Bolívar',
  'Calle Sucre',
  'Av. de las Américas',
  'Calle Rocafuerte',
  'Av. 9 de Octubre',
  'Calle Olmedo',
  'Av. Eloy Alfaro',
  'Calle García Moreno',
  'Av. Juan Montalvo',
  'Calle Mejía',
];

// Seeded: the same company always gets the same referentes.
const random = (seedText: string) => seededRandom(seedOf(seedText));

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/**
 * About forty clients and suppliers for a demo company: people with cédula (05) or personal
 * RUC (04) and companies with RUC (04), every ID passing the SRI check and unique in the company.
 */
export function demoReferentes(company: DemoCompany, count = 40): DemoReferente[] {
  const next = random(company.accessCode);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join('');
  const province = () => String(next() < 0.7 ? company.province : 1 + Math.floor(next() * 24)).padStart(2, '0');
  const areaCode = company.phone.slice(0, 2);
  const seen = new Set<string>();
  const out: DemoReferente[] = [];
  const companies = COMPANY_NAMES.filter(() => next() < 0.7);

  while (out.length < count) {
    const isCompany = companies.length > 0 && out.length % 5 === 4;
    let idNumber: string;
    let idType: '05' | '04';
    if (isCompany) {
      try {
        idNumber = completeRuc(`${province()}9${digits(6)}`);
      } catch {
        continue; // no check digit exists for this prefix: draw another
      }
      idType = '04';
    } else {
      const cedula = completeCedula(`${province()}${Math.floor(next() * 6)}${digits(6)}`);
      const withRuc = next() < 0.15;
      idNumber = withRuc ? `${cedula}001` : cedula;
      idType = withRuc ? '04' : '05';
    }
    if (seen.has(idNumber)) continue;
    seen.add(idNumber);
    const street = `${pick(STREETS)} ${Math.floor(next() * 90) + 1}-${Math.floor(next() * 90) + 10}`;
    const phone = `${areaCode}-${2 + Math.floor(next() * 7)}${digits(6)}`;
    const mobile = `09${digits(8)}`;
    if (isCompany) {
      const name = companies.shift()!;
      out.push({
        idNumber,
        idType,
        name,
        surname: null,
        address: `${street}, ${company.city}`,
        phone,
        mobile,
        email: `contabilidad@${plain(name.split(' ').slice(0, 2).join(''))}.ec`,
      });
    } else {
      const name = pick(FIRST_NAMES);
      const surname = `${pick(SURNAMES)} ${pick(SURNAMES)}`;
      const email = `${plain(name.split(' ')[0]!)}.${plain(surname.split(' ')[0]!)}${digits(2)}@${pick(['gmail.com', 'hotmail.com', 'yahoo.es', 'outlook.com'])}`;
      out.push({ idNumber, idType, name, surname, address: `${street}, ${company.city}`, phone, mobile, email });
    }
  }
  return out;
}
