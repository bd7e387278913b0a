import type { FormEvent } from 'react';
import type { ClientSearchKind } from '../../generated/graphql';
import { CLIENT_TEXT as T, SEARCH_KINDS } from './messages';
import { Field } from '../../widgets/forms/Field';
import { SelectField } from '../../widgets/forms/SelectField';

export interface ClientSearchFormProps {
  kind: ClientSearchKind;
  text: string;
  busy: boolean;
  onKindChange: (kind: ClientSearchKind) => void;
  onTextChange: (text: string) => void;
  onSubmit: () => void;
}

/**
 * The clients grid's criterion (cparams kinds 1-6) and text. The text input is named `text`,
 * the field the API names when it refuses an empty filter, so the refusal focuses it.
 */
export function ClientSearchForm({ kind, text, busy, onKindChange, onTextChange, onSubmit }: ClientSearchFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form className="clients-search" role="search" aria-label={T.searchLabel} onSubmit={submit}>
      <SelectField
        id="clientKind"
        name="kind"
        label={T.kindLabel}
        fieldClassName="clients-search__kind"
        value={kind}
        options={SEARCH_KINDS.map((k) => ({ value: k.kind, label: `${k.code}. ${k.label}` }))}
        onChange={(value) => onKindChange(value as ClientSearchKind)}
      />
      <Field id="clientText" label={T.textLabel} className="clients-search__text">
        <input
          id="clientText"
          name="text"
          type="search"
          className="input"
          placeholder={T.textPlaceholder}
          value={text}
          autoComplete="off"
          onChange={(e) => onTextChange(e.target.value)}
        />
      </Field>
      <button type="submit" className="btn btn--primary clients-search__submit" disabled={busy}>
        {busy ? T.searching : T.search}
      </button>
    </form>
  );
}
