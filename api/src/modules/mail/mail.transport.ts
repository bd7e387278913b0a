import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';

// One pooled transport per SMTP URL, kept for the process (several servers in one test process
// may use different ones).
const transports = new Map<string, Transporter>();

/** The SMTP transport of SMTP_URL; null when no SMTP server is configured. */
export function mailTransport(config: Config): Transporter | null {
  if (!config.smtpUrl) return null;
  let transport = transports.get(config.smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(config.smtpUrl);
    transports.set(config.smtpUrl, transport);
  }
  return transport;
}
