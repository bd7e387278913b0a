import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';

let cached: { url: string; transport: Transporter } | null = null;

/** The SMTP transport of SMTP_URL, built once per URL; null when no SMTP server is configured. */
export function mailTransport(config: Config): Transporter | null {
  if (!config.smtpUrl) return null;
  if (cached?.url !== config.smtpUrl) {
    cached?.transport.close();
    cached = { url: config.smtpUrl, transport: nodemailer.createTransport(config.smtpUrl) };
  }
  return cached.transport;
}
