/**
 * A delivery-status notification (RFC 3464) as Postfix writes it: a multipart/report with the
 * human part, the message/delivery-status part (one group per recipient) and the headers of the
 * original message (text/rfc822-headers).
 */
export function dsnMessage(options: {
  id: string;
  subject: string;
  recipients: { email: string; action: 'failed' | 'delayed'; status: string; diagnostic: string }[];
  sender?: string;
}): string {
  const sender = options.sender ?? 'cobranza@isyplus.ec';
  const groups = options.recipients
    .map((r) =>
      [
        `Final-Recipient: rfc822; ${r.email}`,
        `Original-Recipient: rfc822;${r.email}`,
        `Action: ${r.action}`,
        `Status: ${r.status}`,
        'Remote-MTA: dns; mx.andina.ec',
        `Diagnostic-Code: smtp; ${r.diagnostic}`,
      ].join('\r\n'),
    )
    .join('\r\n\r\n');
  return [
    'Return-Path: <>',
    'From: MAILER-DAEMON@mail.isyplus.ec (Mail Delivery System)',
    `To: ${sender}`,
    'Subject: Undelivered Mail Returned to Sender',
    'Date: Thu, 26 Nov 2026 10:00:00 -0500 (-05)',
    `Message-Id: <${options.id}@mail.isyplus.ec>`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status;',
    `\tboundary="${options.id}.B"`,
    'Auto-Submitted: auto-replied',
    '',
    'This is a MIME-encapsulated message.',
    '',
    `--${options.id}.B`,
    'Content-Description: Notification',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'This is the mail system at host mail.isyplus.ec.',
    '',
    "I'm sorry to have to inform you that your message could not",
    'be delivered to one or more recipients.',
    '',
    `--${options.id}.B`,
    'Content-Description: Delivery report',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mail.isyplus.ec',
    'X-Postfix-Queue-ID: 4F1A2B3C4D',
    'Arrival-Date: Thu, 26 Nov 2026 09:59:58 -0500 (-05)',
    '',
    groups,
    '',
    `--${options.id}.B`,
    'Content-Description: Undelivered Message Headers',
    'Content-Type: text/rfc822-headers',
    '',
    `From: Cobranza Isyplus <${sender}>`,
    `To: ${options.recipients.map((r) => r.email).join(', ')}`,
    `Subject: =?UTF-8?Q?${Buffer.from(options.subject, 'utf8')
      .toString('binary')
      .replace(/[^A-Za-z0-9]/g, (c) => (c === ' ' ? '_' : `=${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`))}?=`,
    'Date: Thu, 26 Nov 2026 09:59:57 -0500',
    'Message-ID: <m-original@backoffice.isyplus.ec>',
    '',
    `--${options.id}.B--`,
    '',
  ].join('\r\n');
}
