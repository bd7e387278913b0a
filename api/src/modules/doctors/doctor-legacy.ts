// Legacy (spec 001 §3 "Doctor", §7 "Doctors") shapes of the doctors administration for the REST adapter.
import type { Doctor, DoctorPlan } from './doctor.types.js';
import { legacyWrapper } from '../../rest/legacy-fields.js';

/** GraphQL field names of refusals -> the legacy names a REST client sent (inputid). */
export const LEGACY_FIELD: Record<string, string> = {
  searchBy: 'filtro',
  text: 'busqueda',
  planType: 'pla_tipo',
  planState: 'pla_estado',
  validity: 'med_valido',
  doctorId: 'ref_codigo',
  days: 'dias',
  plans: 'cods',
};

/** Runs a service call and renames a refused field to the legacy parameter. */
export const legacy = legacyWrapper(LEGACY_FIELD);

/** A doctor with the legacy names (getListaMedicos items, get). */
export function toLegacyDoctor(d: Doctor) {
  return {
    ref_codigo: d.id,
    ref_id: d.idNumber,
    ref_apenom: d.fullName,
    medico: d.specialty,
    ref_movil: d.mobile,
    ref_email: d.email,
    ciudad: d.city,
    pla_codigo: d.planId,
    pla_nombre: d.planName,
    pla_tipo: d.planType,
    pla_tipo_str: d.planTypeLabel,
    pla_estado: d.planState,
    pla_estado_str: d.planStateLabel,
    pla_estado_color: d.planStateColor,
    pla_fecini: d.planStart,
    pla_fecfin: d.planEnd,
    caducaen: d.expiresIn,
    diascaduca: d.daysToExpiry,
    med_valido: d.validity,
    med_valido_str: d.validityLabel,
    med_valido_color: d.validityColor,
    fecha_registro: d.registeredOn,
  };
}

export function toLegacyPlan(p: DoctorPlan) {
  return { pla_codigo: p.id, pla_nombre: p.name, pla_tipo: p.type, pla_tipo_str: p.typeLabel, pla_fecini: p.start, pla_fecfin: p.end };
}

/** The doctors grid's columns (ReportColumn names). */
export const DOCTOR_COLS = [
  { di_column: 'ref_id', di_descri: 'Cédula/RUC', type: 'text' },
  { di_column: 'ref_apenom', di_descri: 'Médico', type: 'text' },
  { di_column: 'medico', di_descri: 'Especialidad', type: 'text', di_grupo: 'F' },
  { di_column: 'ref_movil', di_descri: 'Móvil', type: 'text' },
  { di_column: 'ciudad', di_descri: 'Ciudad', type: 'text', di_grupo: 'F' },
  { di_column: 'pla_nombre', di_descri: 'Plan', type: 'text', di_grupo: 'F' },
  { di_column: 'pla_tipo_str', di_descri: 'Tipo', type: 'text', di_grupo: 'F' },
  { di_column: 'pla_estado_str', di_descri: 'Estado', type: 'text', di_grupo: 'F' },
  { di_column: 'pla_fecini', di_descri: 'Inicio', type: 'date' },
  { di_column: 'pla_fecfin', di_descri: 'Fin', type: 'date' },
  { di_column: 'caducaen', di_descri: 'Caduca en', type: 'text' },
  { di_column: 'diascaduca', di_descri: 'Días', type: 'integer' },
  { di_column: 'med_valido_str', di_descri: 'Validez', type: 'text', di_grupo: 'F' },
  { di_column: 'fecha_registro', di_descri: 'Registro', type: 'date' },
];
