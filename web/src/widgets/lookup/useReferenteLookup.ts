import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { ReferenteLookupDocument, type ReferenteFieldsFragment } from '../../generated/graphql';
import { showPopup } from '../feedback/dialogs';
import { toast } from '../feedback/toasts';
import { LOOKUP_MSG } from './messages';
import { checkReferenteId, type DocumentType } from '@domain/referente-id';
import { DOCUMENT_TYPE, EMPTY_REFERENTE, formFromReferente, type ReferenteForm } from './referente-form';
import { readSearchMode, saveSearchMode, type ReferenteSearchMode } from './search-mode';

export interface ReferenteLookupOptions {
  /** Company whose referentes are searched (emp_codigo). */
  companyId: number;
  /** When given, the number must be a cédula (1, 10 digits) or a RUC (2, 13 digits). */
  documentType?: DocumentType | null;
  /** Receives the referente fields: filled when found, emptied on invalid input. */
  onChange: (value: ReferenteForm) => void;
  /** Runs with the referente found (estado 1). */
  onFound?: (referente: ReferenteFieldsFragment) => void;
  /** Runs with the typed number or code when it is not registered (estado 2). */
  onNull?: (search: string) => void;
}

/** The referente lookup's rules: mode remembered under TIPO_BUSCA_REF, checks, and the estado 1/2 answer. */
export function useReferenteLookup({ companyId, documentType, onChange, onFound, onNull }: ReferenteLookupOptions) {
  const client = useApolloClient();
  const [mode, setMode] = useState<ReferenteSearchMode>(readSearchMode);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Read synchronously: a second Enter can arrive before the busy state re-renders.
  const asking = useRef(false);

  const changeMode = (next: ReferenteSearchMode) => {
    saveSearchMode(next);
    setMode(next);
    setError(null);
  };

  const changeText = (value: string) => {
    setText(value);
    setError(null);
  };

  const refuse = (message: string) => {
    setError(message);
    onChange(EMPTY_REFERENTE);
  };

  /** Resolves true once the empty-search warning is closed, so the caller can give the focus back. */
  const search = async (): Promise<boolean> => {
    // Enter pressed again while the answer is on its way would ask twice and warn twice.
    if (asking.current) return false;
    const value = text.trim();
    if (!value) {
      await showPopup({ title: LOOKUP_MSG.warningTitle, text: mode === 'byced' ? LOOKUP_MSG.idNumberRequired : LOOKUP_MSG.codeRequired, level: 'warning' });
      return true;
    }
    let newReferente: ReferenteForm = EMPTY_REFERENTE;
    if (mode === 'byced') {
      const check = checkReferenteId(value, documentType);
      if (!check.valid) {
        refuse(check.message);
        return false;
      }
      // Kept if the number is not registered: a valid number for a new referente.
      newReferente = { ...EMPTY_REFERENTE, idNumber: value, idType: check.idType };
    } else if (!/^\d{1,9}$/.test(value)) {
      refuse(LOOKUP_MSG.codeNotNumeric);
      return false;
    }
    setError(null);
    asking.current = true;
    setBusy(true);
    try {
      const { data } = await client.query({
        query: ReferenteLookupDocument,
        variables: { companyId, mode: mode === 'byced' ? 'BYCED' : 'BYID', search: value, documentType: documentType ? DOCUMENT_TYPE[documentType] : null },
        fetchPolicy: 'network-only',
      });
      const answer = data?.referenteLookup;
      if (!answer) return false;
      if (answer.estado === 'FOUND' && answer.ref) {
        onChange(formFromReferente(answer.ref));
        onFound?.(answer.ref);
      } else {
        toast.warning(LOOKUP_MSG.notRegistered);
        onChange(newReferente);
        onNull?.(value);
      }
    } catch {
      // The global response handling has shown the problem already.
    } finally {
      asking.current = false;
      setBusy(false);
    }
    return false;
  };

  return { mode, changeMode, text, changeText, error, busy, search };
}
