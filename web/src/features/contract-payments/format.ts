/** A calendar day 'AAAA-MM-DD' as 'DD/MM/AAAA', read as text so no time zone moves it; '' when empty. */
export function formatIsoDate(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
