import type { Parcel, ParcelArticle, ParcelHistoryEntry } from './parcel.types.js';

/** What a masked name or ID number reads as inside a history detail. */
export const MASK = '***';

/** The people of a parcel as stored: their ID numbers (never answered) and names. */
export interface ParcelPeople {
  senderId: string;
  senderName: string;
  receiverId: string;
  receiverName: string;
}

/**
 * Whether an answer may carry the parcel's personal data (names, item values, the total):
 * signed-in staff always; a visitor only with the sender's or the recipient's ID number, which
 * proves they are one of the two (a guide number alone is printed on the parcel's label and is
 * guessable, since guides are consecutive).
 */
export function mayShowPersonalData(signedIn: boolean, people: ParcelPeople, idNumber: string | null | undefined): boolean {
  if (signedIn) return true;
  const given = (idNumber ?? '').trim();
  return given !== '' && (given === people.senderId.trim() || given === people.receiverId.trim());
}

/** The parcel without names and total. */
export function maskParcel(parcel: Parcel): Parcel {
  return { ...parcel, senderName: null, receiverName: null, total: null };
}

/** The articles without their values (description, quantity and weight stay: they tell what to pick up). */
export function maskArticles(articles: ParcelArticle[]): ParcelArticle[] {
  return articles.map((a) => ({ ...a, value: null }));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The history with the parcel's names and ID numbers taken out of each free-text detail (an
 * office may write «Retira JUAN PÉREZ, CI 1100…»); the state, place and date stay as they are.
 */
export function maskHistory(history: ParcelHistoryEntry[], people: ParcelPeople): ParcelHistoryEntry[] {
  const words = [people.senderName, people.receiverName, people.senderId, people.receiverId]
    .map((w) => w.trim())
    .filter((w) => w.length >= 3)
    .sort((a, b) => b.length - a.length);
  if (!words.length) return history;
  const pattern = new RegExp(words.map(escape).join('|'), 'giu');
  return history.map((h) => (h.detail ? { ...h, detail: h.detail.replace(pattern, MASK) } : h));
}
