import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { pdfOf, pngOf, upload } from '../support/files.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: ApiClient;
let readOnly: ApiClient;
let support: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = new ApiClient(server.url);
  readOnly = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
  await readOnly.login('consulta', TEST_PASSWORD);
  support = new ApiClient(server.url);
  await support.login('soporte', TEST_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

const LIMIT = 15360 * 1024;

describe('files service', () => {
  it('stores an image with the type detected from its bytes and its dimensions, and serves it with type, disposition and ETag', async () => {
    const png = pngOf(30, 20);
    const stored = await upload(server.url, admin.cookie, { clase: 'IMAGE', propietario: 'plantilla', nombre: 'logo empresa.png' }, png);
    expect(stored.status).toBe(201);
    expect(stored.body.archivo).toMatchObject({
      name: 'logo empresa.png',
      type: 'image/png',
      extension: 'png',
      size: png.length,
      width: 30,
      height: 20,
      ownerKind: 'plantilla',
      ownerId: null,
    });
    const id = stored.body.archivo.id as number;
    expect(stored.body.archivo.url).toBe(`/files/${id}`);

    const res = await fetch(`${server.url}/files/${id}`, { headers: { cookie: admin.cookie! } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="logo empresa.png"; filename*=UTF-8''logo%20empresa.png`);
    const etag = res.headers.get('etag');
    expect(etag).toBe(`"${stored.body.archivo.sha256}"`);
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);

    const again = await fetch(`${server.url}/files/${id}`, { headers: { cookie: admin.cookie!, 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    const changed = await fetch(`${server.url}/files/${id}`, { headers: { cookie: admin.cookie!, 'if-none-match': '"otro"' } });
    expect(changed.status).toBe(200);

    // Without a session nothing is served.
    expect((await fetch(`${server.url}/files/${id}`)).status).toBe(401);
    expect((await fetch(`${server.url}/files/999999`, { headers: { cookie: admin.cookie! } })).status).toBe(404);
  });

  it('refuses a PNG renamed as PDF by its bytes, and a non-image as an image', async () => {
    const fake = await upload(server.url, admin.cookie, { clase: 'PDF', propietario: 'plantilla', nombre: 'factura.pdf' }, pngOf(4, 4));
    expect(fake.status).toBe(200);
    expect(fake.body).toMatchObject({ estado: 400, msg: "El archivo 'factura.pdf' es de tipo image/png, que no está permitido aquí; se aceptan: PDF." });
    const text = await upload(
      server.url,
      admin.cookie,
      { clase: 'IMAGE', propietario: 'plantilla', nombre: 'foto.png' },
      Buffer.from('<script>alert(1)</script>'),
    );
    expect(text.body.msg).toBe("El archivo 'foto.png' es de tipo desconocido, que no está permitido aquí; se aceptan: PNG, JPEG, GIF y WEBP.");
    const [row] = await server.services.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>(`select count(*)::int as n from tarchivo where arc_nombre in ('factura.pdf', 'foto.png')`);
    expect(row!.n).toBe(0);
  });

  it('accepts a mail attachment of exactly 15360 KB and refuses one byte more with the actual and maximum size', async () => {
    const atLimit = await upload(server.url, admin.cookie, { clase: 'ATTACHMENT', propietario: 'correo', nombre: 'limite.pdf' }, pdfOf(LIMIT));
    expect(atLimit.status).toBe(201);
    expect(atLimit.body.archivo).toMatchObject({ type: 'application/pdf', size: LIMIT });
    const over = await upload(server.url, admin.cookie, { clase: 'ATTACHMENT', propietario: 'correo', nombre: 'grande.pdf' }, pdfOf(LIMIT + 1));
    expect(over.body).toMatchObject({ estado: 400, msg: "El archivo 'grande.pdf' pesa 15361 KB y supera el tamaño máximo permitido de 15360 KB." });
    const served = await fetch(`${server.url}/files/${atLimit.body.archivo.id}`, { headers: { cookie: admin.cookie! } });
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Number(served.headers.get('content-length'))).toBe(LIMIT);
  });

  it('checks the permission of the owning record for upload and download', async () => {
    // 'consulta' may not edit templates nor send mail.
    const refused = await upload(server.url, readOnly.cookie, { clase: 'IMAGE', propietario: 'plantilla', nombre: 'x.png' }, pngOf(2, 2));
    expect(refused.status).toBe(403);
    const attachment = await upload(
      server.url,
      admin.cookie,
      { clase: 'ATTACHMENT', propietario: 'correo', nombre: 'privado.txt' },
      Buffer.from('saldo: 10\n'),
    );
    expect(attachment.body.archivo).toMatchObject({ type: 'text/plain' });
    // 'soporte' has no access to the accounts screen: another user's attachment is refused; 'consulta' reads it.
    const download = await fetch(`${server.url}/files/${attachment.body.archivo.id}`, { headers: { cookie: support.cookie! } });
    expect(download.status).toBe(403);
    expect((await fetch(`${server.url}/files/${attachment.body.archivo.id}`, { headers: { cookie: readOnly.cookie! } })).status).toBe(200);
    const own = await fetch(`${server.url}/files/${attachment.body.archivo.id}`, { headers: { cookie: admin.cookie! } });
    expect(own.headers.get('content-disposition')).toMatch(/^attachment; filename="privado.txt"/);
    // An unknown owner kind or class is refused before reading the body.
    expect((await upload(server.url, admin.cookie, { clase: 'EXE', propietario: 'correo', nombre: 'a.exe' }, Buffer.from('MZ'))).body.msg).toBe(
      'Indique la clase del archivo: ATTACHMENT, IMAGE o PDF.',
    );
    expect((await upload(server.url, admin.cookie, { clase: 'IMAGE', propietario: 'nada', nombre: 'a.png' }, pngOf(1, 1))).body.msg).toBe(
      'El propietario del archivo no es válido.',
    );
  });
});
