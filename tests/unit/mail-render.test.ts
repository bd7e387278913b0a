import { describe, expect, it } from 'vitest';
import { bouncesOf } from '../../api/src/modules/mail-send/bounces.service.js';
import { placeholdersOf, renderTemplate, unknownPlaceholders } from '../../api/src/modules/mail-send/template-render.js';
import { classifySmtpError } from '../../api/src/send/email-channel.js';
import { RateLimiter } from '../../api/src/send/rate-limit.js';
import { dsnMessage } from '../support/dsn.js';

describe('template placeholders', () => {
  const table = {
    columns: [
      { prop: 'num', label: 'Número' },
      { prop: 'valor', label: 'Valor' },
    ],
    rows: [
      { num: '001-<1>', valor: '5.00' },
      { num: '002', valor: '7.25' },
    ],
  };

  it('fills ${prop} with the escaped value and $[prop] with a table; unknown keys stay as written', () => {
    const html = renderTemplate('<p>Hola ${clp_nombre} (${emp_ruc}) ${nada}</p>$[documentos]$[otra]', {
      clp_nombre: 'Ana "<b>"',
      emp_ruc: 1790012345001,
      documentos: table,
    });
    expect(html).toBe(
      '<p>Hola Ana &quot;&lt;b&gt;&quot; (1790012345001) ${nada}</p>' +
        '<table border="1" cellpadding="4" cellspacing="0"><thead><tr><th>Número</th><th>Valor</th></tr></thead><tbody><tr><td>001-&lt;1&gt;</td><td>5.00</td></tr><tr><td>002</td><td>7.25</td></tr></tbody></table>$[otra]',
    );
    expect(renderTemplate('Sr. ${clp_nombre}: $[documentos]', { clp_nombre: 'A&B', documentos: table }, { html: false })).toBe(
      'Sr. A&B: Número | Valor\n001-<1> | 5.00\n002 | 7.25',
    );
  });

  it('lists placeholders and warns about the unknown ones (a table key used as a value is unknown)', () => {
    const text = 'x ${clp_nombre} ${saldo} $[documentos] $[clp_nombre] ${documentos} ${clp_nombre}';
    expect(placeholdersOf(text)).toEqual(['${clp_nombre}', '${saldo}', '$[documentos]', '$[clp_nombre]', '${documentos}']);
    expect(unknownPlaceholders(text)).toEqual(['${saldo}', '$[clp_nombre]', '${documentos}']);
  });
});

describe('SMTP outcomes', () => {
  it('5xx at RCPT rejects the recipient, other 5xx fail the send, 4xx and network errors are temporary', () => {
    expect(classifySmtpError({ responseCode: 550, command: 'RCPT TO', response: '550 5.1.1 User unknown' })).toEqual({
      status: 'rejected',
      reason: '550 5.1.1 User unknown',
    });
    expect(classifySmtpError({ responseCode: 550, code: 'EENVELOPE', message: 'No recipients' }).status).toBe('rejected');
    expect(classifySmtpError({ responseCode: 535, command: 'AUTH PLAIN', code: 'EAUTH', response: '535 auth' }).status).toBe('failed');
    expect(classifySmtpError({ responseCode: 451, command: 'RCPT TO', response: '451 later' }).status).toBe('temporary');
    expect(classifySmtpError({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' }).status).toBe('temporary');
  });
});

describe('per-account rate limit', () => {
  it('lets N per window through and makes the next one wait for the next window', async () => {
    const limiter = new RateLimiter(null, 'prueba', 300);
    const waits = [];
    for (let i = 0; i < 3; i++) waits.push(await limiter.acquire('cuenta-1', 2));
    expect(waits[0]).toBeLessThan(50);
    expect(waits[1]).toBeLessThan(50);
    expect(waits[2]).toBeGreaterThan(0);
    // Another account has its own slots.
    expect(await limiter.acquire('cuenta-2', 2)).toBeLessThan(50);
  });
});

describe('delivery-status reports (RFC 3464)', () => {
  const dsn = dsnMessage({
    id: 'x1',
    subject: 'Estado de cuenta – noviembre',
    recipients: [
      { email: 'perdido@andina.ec', action: 'failed', status: '5.1.1', diagnostic: '550 5.1.1 <perdido@andina.ec>: Recipient address rejected: User unknown' },
      { email: 'lento@andina.ec', action: 'delayed', status: '4.4.1', diagnostic: 'connect timed out' },
    ],
  });

  it('gives the failed recipients of a report about that subject (encoded subject, case and spaces ignored)', async () => {
    expect(await bouncesOf(dsn, ' estado de cuenta – NOVIEMBRE')).toEqual([
      { email: 'perdido@andina.ec', status: '5.1.1', diagnostic: 'smtp; 550 5.1.1 <perdido@andina.ec>: Recipient address rejected: User unknown' },
    ]);
    expect(await bouncesOf(dsn, 'Otro asunto')).toEqual([]);
    expect(await bouncesOf('From: a@b.ec\r\nSubject: Estado de cuenta – noviembre\r\n\r\nhola\r\n', 'Estado de cuenta – noviembre')).toEqual([]);
  });
});
