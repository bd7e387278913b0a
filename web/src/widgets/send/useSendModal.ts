import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RecipientState, SendContact } from './RecipientList';

interface Template {
  id: number;
  body: string;
  title: string;
  isDefault: boolean;
}

/**
 * The chosen template of the send modal: the given one, else the default one once the templates
 * load; each template is applied (`apply`) once when chosen. Choosing 'no template' keeps the
 * default from being applied afterwards.
 */
export function useTemplateChoice<T extends Template>(templates: readonly T[], templateId: number | null, apply: (template: T) => void) {
  const [template, setTemplate] = useState<number | null>(templateId);
  const loadedTemplate = useRef<number | null>(null);
  const applyRef = useRef(apply);
  useLayoutEffect(() => {
    applyRef.current = apply;
  });
  useEffect(() => {
    const chosen =
      templates.find((t) => t.id === template) ?? (template === null && loadedTemplate.current === null ? templates.find((t) => t.isDefault) : undefined);
    if (!chosen || loadedTemplate.current === chosen.id) return;
    loadedTemplate.current = chosen.id;
    setTemplate(chosen.id);
    applyRef.current(chosen);
  }, [templates, template]);
  const choose = (id: number | null) => {
    setTemplate(id);
    if (id === null) loadedTemplate.current = -1;
  };
  return [template, choose] as const;
}

/** The recipients of the send modal with their select flags; `selectable` tells which start selected. */
export function useRecipients(initial: readonly SendContact[], selectable: (contact: SendContact) => boolean) {
  const [contacts, setContacts] = useState<SendContact[]>([...initial]);
  const [states, setStates] = useState<RecipientState[]>(initial.map((c) => ({ selected: selectable(c) })));
  const toggle = (i: number) => setStates((s) => s.map((x, j) => (j === i ? { ...x, selected: !x.selected } : x)));
  const add = (c: SendContact) => {
    setContacts((list) => [...list, c]);
    setStates((s) => [...s, { selected: true }]);
  };
  return { contacts, states, setStates, toggle, add };
}
