import { isIP } from 'node:net';
import { simpleParser } from 'mailparser';
import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { accountSettings, senderAccount } from './accounts.service.js';
import { blacklist } from './blacklist.service.js';
import { imapFailure, type MailFailureContext } from './mail-errors.js';
import { mailAddress } from './mail-host.js';
import { SEND_MSG } from './messages.js';
import { run } from '../../db/sql.js';

/** A recipient that a delivery-status report (RFC 3464) says failed. */
export interface Bounce {
  email: string;
  status: string;
  diagnostic: string;
}

/** The header groups of a message/delivery-status body: the per-message one first, then one per recipient. */
function statusGroups(text: string): Record<string, string>[] {
  const unfolded = text.replace(/\r\n/g, '\n').replace(/\n[ \t]+/g, ' ');
  return unfolded
    .split(/\n\s*\n/)
    .map((block) => {
      const fields: Record<string, string> = {};
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':');
        if (colon > 0) fields[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      return fields;
    })
    .filter((fields) => Object.keys(fields).length > 0);
}

/** The address of a `Final-Recipient: rfc822; ana@x.ec` field. */
const addressOf = (field: string) => (field.includes(';') ? field.slice(field.indexOf(';') + 1) : field).trim().replace(/^<|>$/g, '');

interface MimePart {
  type: string;
  headers: Record<string, string>;
  body: string;
}

/** Header block → lower-case names with unfolded values (first occurrence wins). */
function headerFields(block: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of block
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]+/g, ' ')
    .split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      const name = line.slice(0, colon).trim().toLowerCase();
      fields[name] ??= line.slice(colon + 1).trim();
    }
  }
  return fields;
}

function decodeBody(body: string, encoding: string): string {
  const e = encoding.toLowerCase();
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (e === 'quoted-printable')
    return Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}

/**
 * The leaf parts of a MIME message (multiparts walked recursively). Small on purpose: mail
 * parsers fold message/delivery-status into the text body, and a DSN needs it apart.
 */
export function mimeParts(source: string): MimePart[] {
  const text = source.replace(/\r\n/g, '\n');
  const split = text.indexOf('\n\n');
  const headers = headerFields(split < 0 ? text : text.slice(0, split));
  const body = split < 0 ? '' : text.slice(split + 2);
  const contentType = headers['content-type'] ?? 'text/plain';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
    if (!boundary) return [];
    const marker = `--${boundary[1] ?? boundary[2]}`;
    const sections = body.split(new RegExp(`^${marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \t]*$`, 'm')).slice(1, -1);
    return sections.flatMap((section) => mimeParts(section.replace(/^\n/, '')));
  }
  return [{ type, headers, body: decodeBody(body, headers['content-transfer-encoding'] ?? '') }];
}

/**
 * The failed recipients of one DSN message whose original subject is `subject` (compared without
 * case or surrounding spaces); [] when the message is not a DSN or is about another message.
 */
export async function bouncesOf(source: Buffer | string, subject: string): Promise<Bounce[]> {
  const parts = mimeParts(typeof source === 'string' ? source : source.toString('utf8'));
  const status = parts.find((p) => p.type === 'message/delivery-status');
  if (!status) return [];
  const original = parts.find((p) => p.type === 'text/rfc822-headers' || p.type === 'message/rfc822' || p.type === 'message/rfc822-headers');
  if (!original) return [];
  const originalSubject = (await simpleParser(original.body)).subject ?? '';
  if (originalSubject.trim().toLowerCase() !== subject.trim().toLowerCase()) return [];
  const [, ...recipients] = statusGroups(status.body);
  return recipients
    .filter((r) => (r.action ?? '').toLowerCase() === 'failed' && r['final-recipient'])
    .map((r) => ({ email: addressOf(r['final-recipient']!), status: r.status ?? '', diagnostic: r['diagnostic-code'] ?? '' }));
}

/**
 * The spec's verificarrebotado: reads the sender account's INBOX over IMAP, finds the delivery
 * reports of messages with that subject, blacklists the failed recipients and answers them.
 */
export async function checkBounces(ctx: AppContext, accountEmail: string, subject: string): Promise<{ bounces: Bounce[]; added: number; message: string }> {
  const [found] = await run<{ mcf_codigo: number }>(ctx.em, 'select mcf_codigo from tconfigcorreos where lower(mcf_correo) = lower(?)', [accountEmail.trim()]);
  const account = await senderAccount(ctx.em, ctx.user!, found?.mcf_codigo ?? null);
  const settings = (await accountSettings(ctx.em, ctx.services.config.secretKey, account.id))!;
  if (!settings.imapHost) throw AppError.input('mcf_correo', SEND_MSG.noImap);
  if (!subject.trim()) throw AppError.input('mai_subject', SEND_MSG.subjectRequired);
  const context: MailFailureContext = { protocol: 'IMAP', accountId: account.id, host: settings.imapHost, port: settings.imapPort };
  let address: string;
  try {
    address = await mailAddress(settings.imapHost, ctx.services.config.allowPrivateMailHosts);
  } catch (error) {
    throw AppError.input('mcf_correo', SEND_MSG.imapFailed(imapFailure(error, false, context)));
  }
  // Loaded on first use: few sends ever check bounces, and every start would pay for it.
  const { ImapFlow } = await import('imapflow');
  const client = new ImapFlow({
    // The checked address, so the name cannot resolve elsewhere now; the name stays the TLS server name.
    host: address,
    ...(isIP(settings.imapHost.trim()) ? {} : { servername: settings.imapHost.trim() }),
    port: settings.imapPort ?? (settings.imapSecure ? 993 : 143),
    secure: settings.imapSecure,
    auth: { user: settings.username ?? settings.email, pass: settings.password ?? '' },
    logger: false,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const bounces: Bounce[] = [];
  let connected = false;
  try {
    await client.connect();
    connected = true;
    const lock = await client.getMailboxLock('INBOX');
    try {
      const uids = await client.search({ header: { 'content-type': 'report' } }, { uid: true });
      if (uids && uids.length) {
        for await (const message of client.fetch(uids, { source: true }, { uid: true })) {
          if (message.source) bounces.push(...(await bouncesOf(message.source, subject)));
        }
      }
    } finally {
      lock.release();
    }
    await client.logout();
  } catch (error) {
    client.close();
    // The user reads why in a fixed sentence; the library's text (host, port, errno) goes to the log.
    throw AppError.input('mcf_correo', SEND_MSG.imapFailed(imapFailure(error, connected, context)));
  }
  const unique = [...new Map(bounces.map((b) => [b.email.toLowerCase(), b])).values()];
  let added = 0;
  await ctx.em.transactional(async (tx) => {
    for (const bounce of unique)
      if (await blacklist(tx, bounce.email, 'rebote', `${bounce.status} ${bounce.diagnostic}`.trim() || 'Rebote', ctx.user!.name)) added++;
  });
  return { bounces: unique, added, message: SEND_MSG.bounces(added) };
}
