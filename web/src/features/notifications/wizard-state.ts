import type { NotificationChannel, NotificationRecipientKind, NotificationRecipientsQuery, PlanFrequency } from '../../generated/graphql';
import { NOTIF_TEXT as T, SMS_LIMIT } from './messages';

export type Recipient = NotificationRecipientsQuery['notificationRecipients'][number];

export interface PlanFields {
  id: number | null;
  title: string;
  frequency: PlanFrequency;
  expiresOn: string;
  firstDate: string;
  time: string;
  weekdays: number[];
  months: number[];
}

export interface WizardState {
  channel: NotificationChannel;
  message: string;
  functionIds: number[];
  from: string;
  to: string;
  kind: NotificationRecipientKind;
  recipients: Recipient[];
  companyIds: number[];
  plan: PlanFields | null;
}

export const recipientKey = (r: Pick<Recipient, 'companyId' | 'referenteId' | 'userId'>) => (r.userId ? `u${r.userId}` : `r${r.companyId}-${r.referenteId}`);

/** Text of an HTML message (empty when it only has tags and spaces). */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim();

/** Step 1's requirement (spec 002 §5); null when met. */
export function stepOneProblem(s: WizardState): string | null {
  if (s.plan && !s.plan.title.trim()) return 'Ingrese el título de la planificación';
  const empty = s.channel === 'SMS' ? !s.message.trim() : !textOf(s.message) && !/<img/i.test(s.message);
  if (empty && s.channel === 'EMAIL' && s.functionIds.length === 0) return T.messageOrFunction;
  if (empty && s.channel !== 'EMAIL') return T.messageRequired;
  return null;
}

/** Step 2's requirement; null when met. */
export function stepTwoProblem(s: WizardState): string | null {
  if (s.kind === 'COMPANIES') return s.companyIds.length ? null : T.companyRequired;
  return s.recipients.length ? null : T.recipientsRequired;
}

/** The SMS text cut to the limit, and whether it had to be cut. */
export function cutSms(text: string): { text: string; cut: boolean } {
  const chars = [...text];
  return chars.length > SMS_LIMIT ? { text: chars.slice(0, SMS_LIMIT).join(''), cut: true } : { text, cut: false };
}

/** Days of each month for the plan detail: February's from the server (dias_febrero). */
export const monthDays = (februaryDays: number) => [31, februaryDays, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
