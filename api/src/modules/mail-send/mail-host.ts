import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * Where a sender account's SMTP or IMAP server may be. Its host and port are free text, so
 * without a check an account could reach the server's own loopback or the internal network and
 * tell open ports from closed ones by the answer. Only public unicast addresses are allowed,
 * unless ALLOW_PRIVATE_MAIL_HOSTS says otherwise (a mail server inside the network, the tests).
 */

/** Why a host is refused: it resolves to a loopback, link-local, private or otherwise non-public address. */
export class MailHostBlocked extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`El servidor de correo ${host} resuelve a ${address}, una dirección no pública`);
    this.name = 'MailHostBlocked';
  }
}

/**
 * Whether an address (as the resolver answers it) is public unicast. IPv4-mapped IPv6 counts as
 * its IPv4; anything ipaddr.js cannot read (a zone id…) is not public.
 */
export function isPublicAddress(address: string): boolean {
  try {
    return ipaddr.process(address).range() === 'unicast';
  } catch {
    return false;
  }
}

/** A host written as an address (not a name) that is not public: refused when the account is saved. */
export function isNonPublicLiteral(host: string): boolean {
  const bare = host.trim().replace(/^\[(.*)\]$/, '$1');
  return ipaddr.isValid(bare) && !isPublicAddress(bare);
}

/**
 * The address to connect to for `host`: resolved once here and used as is, so that the name
 * cannot resolve to another address between the check and the connection. Every address of the
 * name must be public (unless allowed); a name that does not resolve rejects with the resolver's
 * error, which the caller answers as "could not connect".
 */
export async function mailAddress(host: string, allowPrivate: boolean): Promise<string> {
  const name = host.trim();
  const key = `${allowPrivate ? 1 : 0}|${name.toLowerCase()}`;
  const cached = resolved.get(key);
  if (cached && Date.now() - cached.at < RESOLVED_MS) return cached.address;
  const addresses = await lookup(name, { all: true, verbatim: true });
  if (!addresses.length) throw Object.assign(new Error(`${name} no resuelve`), { code: 'ENOTFOUND' });
  if (!allowPrivate) for (const { address } of addresses) if (!isPublicAddress(address)) throw new MailHostBlocked(name, address);
  const address = addresses[0]!.address;
  if (resolved.size >= 1000) resolved.clear();
  resolved.set(key, { at: Date.now(), address });
  return address;
}

/** How long a checked address is reused: a fan-out resolves its account's host once, not per message. */
const RESOLVED_MS = 5000;
const resolved = new Map<string, { at: number; address: string }>();
