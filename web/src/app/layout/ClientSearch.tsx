import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../widgets/feedback/toasts';
import { SearchIcon } from '../../widgets/icons';

export const EMPTY_CLIENT_SEARCH_MESSAGE = 'Ingrese el email o nombre del cliente a buscar.';

/** Header box: Enter opens the client list filtered by the text. */
export function ClientSearch() {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    if (!query) {
      toast.info(EMPTY_CLIENT_SEARCH_MESSAGE);
      return;
    }
    void navigate(`/clientes?q=${encodeURIComponent(query)}`);
  }

  return (
    <form className="client-search" role="search" onSubmit={onSubmit}>
      <SearchIcon className="client-search__icon" size={16} />
      <input
        type="search"
        name="clientSearch"
        className="client-search__input"
        aria-label="Buscar cliente"
        placeholder="Buscar cliente por email o nombre"
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
      />
    </form>
  );
}
