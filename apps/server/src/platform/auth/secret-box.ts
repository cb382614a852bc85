import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;

/**
 * Encrypts small secrets kept in the database (TOTP seeds) with AES-256-GCM, so a database dump
 * or backup alone does not yield them. The key lives outside the database, in a file under the
 * data directory created on first use (`keys/secret-box.key`, readable by the server only).
 * `context` is bound in as associated data: a value sealed for one user cannot be copied onto
 * another user's row and opened there.
 */
export class SecretBox {
  private key: Promise<Buffer> | null = null;

  constructor(private readonly keyFile: string) {}

  static inDataDir(dataDir: string): SecretBox {
    return new SecretBox(path.join(dataDir, 'keys', 'secret-box.key'));
  }

  async seal(plain: string, context: string): Promise<string> {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, await this.keyOnce(), iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, ...[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))].join('.');
  }

  /** The plain text; throws when the value was altered, moved to another context or sealed with another key. */
  async open(sealed: string, context: string): Promise<string> {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed value');
    const decipher = createDecipheriv(ALGORITHM, await this.keyOnce(), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }

  private keyOnce(): Promise<Buffer> {
    this.key ??= this.loadOrCreateKey().catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    return this.key;
  }

  /**
   * Reads the key, or writes a new one. The new key is written whole to a temporary file and
   * then linked into place, which fails when another process got there first: every instance
   * and test run sharing the directory ends up with the same key.
   */
  private async loadOrCreateKey(): Promise<Buffer> {
    try {
      return decodeKey(await fs.readFile(this.keyFile, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    await fs.mkdir(path.dirname(this.keyFile), { recursive: true, mode: 0o700 });
    const temporary = `${this.keyFile}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temporary, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600 });
    try {
      await fs.link(temporary, this.keyFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await fs.rm(temporary, { force: true });
    }
    return decodeKey(await fs.readFile(this.keyFile, 'utf8'));
  }
}

function decodeKey(text: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new Error('the secret-box key file does not hold a 256-bit key');
  return key;
}
