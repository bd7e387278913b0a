import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ClientSuggestionsDocument, type ClientSuggestionsQuery } from '../../generated/graphql';

export type ClientSuggestion = ClientSuggestionsQuery['clientSearch']['items'][number];
export interface SuggestionAnswer {
  text: string;
  items: readonly ClientSuggestion[];
  /** The API's no-match warning ('El nombre especificado no coincide con ningún cliente'). */
  message: string | null;
}

/** Suggestions shown under the header box. */
export const SUGGESTION_LIMIT = 8;
/** Shortest text that asks the server. */
export const SUGGESTION_MIN_LENGTH = 2;
/** Pause in typing before asking. */
export const SUGGESTION_DELAY_MS = 250;

/**
 * The header box's suggestions as the user types: the server's search (name, trade name, e-mail,
 * RUC/cédula, legal name, access code), a few at a time, the latest text only.
 */
export function useClientSuggestions(text: string) {
  const apollo = useApolloClient();
  const [answer, setAnswer] = useState<SuggestionAnswer | null>(null);
  const request = useRef(0);

  const ask = useCallback(
    async (value: string): Promise<SuggestionAnswer | null> => {
      const mine = ++request.current;
      const { data } = await apollo
        .query({ query: ClientSuggestionsDocument, variables: { text: value, limit: SUGGESTION_LIMIT }, fetchPolicy: 'network-only' })
        .catch(() => ({ data: undefined }));
      if (!data || mine !== request.current) return null;
      const next = { text: value, items: data.clientSearch.items, message: data.clientSearch.message ?? null };
      setAnswer(next);
      return next;
    },
    [apollo],
  );

  useEffect(() => {
    const value = text.trim();
    if (value.length < SUGGESTION_MIN_LENGTH) {
      request.current++;
      setAnswer(null);
      return;
    }
    const timer = setTimeout(() => void ask(value), SUGGESTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, ask]);

  /** The answer for exactly this text, asking now when the last one was for another. */
  const answerFor = useCallback(async (value: string) => (answer?.text === value ? answer : ask(value)), [answer, ask]);
  const clear = useCallback(() => {
    request.current++;
    setAnswer(null);
  }, []);

  return { answer: answer?.text === text.trim() ? answer : null, answerFor, clear };
}
