import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Endpoints' signing secrets at rest: the server must read them back to sign, so they are
 * sealed (AES-256-GCM) under a key drawn from the server's own secret, not kept in clear: a
 * copy of the database alone gives none of them.
 */
export class SealedSecrets {
  private readonly key: Buffer;

  constructor(serverSecret: Uint8Array) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, '', 'webhook-secrets', 32));
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64'));
    return ['v1', ...parts].join('.');
  }

  /** The secret; throws when it was sealed under another server's secret, or changed. */
  open(sealed: string): string {
    const [version, iv, tag, text] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !text)
      throw new Error('This endpoint’s secret cannot be read: make the endpoint again.');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(text, 'base64')), decipher.final()]).toString(
      'utf8',
    );
  }
}
