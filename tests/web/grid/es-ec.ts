/** The test's own es-EC writer ('.' groups, ',' decimals), so expectations do not reuse the code under test. */
export function esEC(n: number, decimals: number): string {
  const [integer, fraction] = Math.abs(n).toFixed(decimals).split('.');
  const grouped = integer!.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${n < 0 && Number(Math.abs(n).toFixed(decimals)) !== 0 ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** Sum rounded to cents the plain way. */
export function sumCents(values: number[]): number {
  return Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
}
