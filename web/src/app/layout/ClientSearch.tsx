import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../widgets/feedback/toasts';
import { SearchIcon } from '../../widgets/icons';
import { useClientSuggestions, type ClientSuggestion } from './useClientSuggestions';

export const EMPTY_CLIENT_SEARCH_MESSAGE = 'Ingrese el email o nombre del cliente a buscar.';
export const CLIENT_SEARCH_PLACEHOLDER = 'Buscar cliente por nombre, RUC, email o acceso';

/** Second line of a suggestion: cédula/RUC, e-mail and the first company's access code. */
function detail(client: ClientSuggestion): string {
  const company = client.companies[0];
  return [client.idNumber, client.email, company ? `${company.accessCode} · ${company.legalName}` : null].filter(Boolean).join(' · ');
}

/**
 * Header box: suggestions as the user types (name, trade name, e-mail, RUC/cédula, legal name or
 * access code); arrows pick one and Enter opens /clientes on it, Enter on the text opens the
 * client list searched by it. A text that matches nobody is a non-blocking warning and the
 * focus stays in the box.
 */
export function ClientSearch() {
  const id = useId();
  const listId = `${id}-sugerencias`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { answer, answerFor, clear } = useClientSuggestions(text);
  const items = open && answer ? answer.items : [];
  const expanded = items.length > 0;

  function close() {
    setOpen(false);
    setHighlight(-1);
  }

  function go(query: string) {
    close();
    clear();
    setText('');
    void navigate(`/clientes?q=${encodeURIComponent(query)}`);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    if (!query) {
      toast.info(EMPTY_CLIENT_SEARCH_MESSAGE);
      return;
    }
    const picked = expanded && highlight >= 0 ? items[highlight] : undefined;
    if (picked) return go(picked.idNumber);
    const found = await answerFor(query);
    if (found && found.items.length === 0 && found.message) {
      // Non-blocking: the warning shows as a toast and the user keeps typing in the box.
      toast.warning(found.message);
      input.current?.focus();
      return;
    }
    go(query);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((current) => (current === -1 && step === -1 ? items.length - 1 : (current + step + items.length) % items.length));
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      close();
    }
  }

  const noMatch = open && answer !== null && answer.items.length === 0 ? answer.message : null;

  return (
    <form className="client-search" role="search" onSubmit={(e) => void onSubmit(e)}>
      <SearchIcon className="client-search__icon" size={16} />
      <input
        ref={input}
        type="search"
        name="clientSearch"
        role="combobox"
        className="client-search__input"
        aria-label="Buscar cliente"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && highlight >= 0 ? `${listId}-${highlight}` : undefined}
        aria-invalid={noMatch ? true : undefined}
        placeholder={CLIENT_SEARCH_PLACEHOLDER}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setHighlight(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(close, 200)}
        autoComplete="off"
      />
      <ul id={listId} role="listbox" aria-label="Clientes sugeridos" className="client-search__list" hidden={!expanded}>
        {items.map((client, index) => (
          <li
            key={client.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === highlight}
            className={index === highlight ? 'client-search__option client-search__option--active' : 'client-search__option'}
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setHighlight(index)}
            onClick={() => go(client.idNumber)}
          >
            <span className="client-search__name">{client.name}</span>
            <span className="client-search__detail">{detail(client)}</span>
          </li>
        ))}
      </ul>
      {noMatch && (
        <p className="client-search__nomatch" role="status">
          {noMatch}
        </p>
      )}
    </form>
  );
}
