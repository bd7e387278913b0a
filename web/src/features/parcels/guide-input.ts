/** Splits a guide from a deep link (15 digits or 001-001-123) into its three parts. */
export function guideParts(text: string | undefined): [string, string, string] {
  if (!text) return ['', '', ''];
  const dashed = /^(\d{1,3})-(\d{1,3})-(\d{1,9})$/.exec(text);
  if (dashed) return [dashed[1]!, dashed[2]!, dashed[3]!];
  return [text.slice(0, 3), text.slice(3, 6), text.slice(6)];
}

/** The guide sent to the server: establishment + point + sequence padded with zeros to 9 digits. */
export function buildGuide(est: string, pto: string, seq: string): string {
  const sequence = seq.trim();
  return `${est.trim()}${pto.trim()}${sequence ? sequence.padStart(9, '0') : ''}`;
}
