import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Encrypts a secret at rest with AES-256-GCM; the result is 'v1:' + base64(iv|tag|data). */
export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
}

/** Decrypts what encryptSecret produced; throws when the key is wrong or the value was altered. */
export function decryptSecret(key: Buffer, stored: string): string {
  if (!stored.startsWith('v1:')) throw new Error('Formato de secreto desconocido');
  const raw = Buffer.from(stored.slice(3), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
