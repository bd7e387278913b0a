/**
 * A small deterministic generator (mulberry32) for demo and benchmark data: the same seed always
 * gives the same sequence of numbers in [0, 1).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A numeric seed from a text (FNV-style), so a name always seeds the same sequence. */
export function seedOf(text: string): number {
  return [...text].reduce((acc, c) => (acc * 31 + c.charCodeAt(0)) >>> 0, 2166136261);
}
