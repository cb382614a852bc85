import { gcm } from '@noble/ciphers/aes.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Spec §7 "every request is AES-encrypted and signed (nonce, timestamp, sign)" (decision 0028).
 * One implementation for the web client, the server, the tests and the benches: pure JS
 * (@noble), because a firm's intranet may serve plain HTTP, where browsers hide WebCrypto.
 */
export const SIGNATURE_HEADERS = {
  timestamp: 'x-venus-timestamp',
  nonce: 'x-venus-nonce',
  signature: 'x-venus-signature',
  /** Present when the body is the AES-GCM envelope rather than the JSON itself. */
  encrypted: 'x-venus-encrypted',
} as const;

export const REQUEST_SIGNING_LIMITS = {
  /** A timestamp further than this from the server's clock is stale (issue 8 item 5). */
  maxSkewMs: 5 * 60_000,
  /** Nonces are remembered at least as long as a timestamp stays acceptable, either side. */
  nonceTtlSeconds: 10 * 60,
  nonceMinLength: 16,
  nonceMaxLength: 64,
} as const;

/**
 * A multipart upload's bytes are assembled by the browser and cannot be hashed beforehand; its
 * chunks carry their own MD5, checked by the server (decision 0020).
 */
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
const SCHEME = 'VENUS-HMAC-SHA256';

export interface SignableRequest {
  method: string;
  /** Path and query as sent, e.g. `/venus-api/system/user/list?pageNum=1`. */
  url: string;
  /** The body's exact bytes or text; `UNSIGNED_PAYLOAD` for multipart; absent when empty. */
  body?: string | Uint8Array | typeof UNSIGNED_PAYLOAD;
  timestamp: number;
  nonce: string;
}

function decodePart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

function encodePart(part: string): string {
  try {
    return encodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Each segment decoded, then encoded one way, so client and server agree whatever escaping travelled. */
export function canonicalPath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodePart(decodePart(segment)))
    .join('/');
}

/** Pairs decoded, sorted by name then value, encoded one way. */
export function canonicalQuery(query: string): string {
  const pairs = query
    .split('&')
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('=');
      return at < 0
        ? [decodePart(part), '']
        : [decodePart(part.slice(0, at)), decodePart(part.slice(at + 1))];
    });
  pairs.sort(([ak = '', av = ''], [bk = '', bv = '']) =>
    ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0,
  );
  return pairs.map(([key = '', value = '']) => `${encodePart(key)}=${encodePart(value)}`).join('&');
}

export function bodyHash(body: SignableRequest['body']): string {
  if (body === UNSIGNED_PAYLOAD) return UNSIGNED_PAYLOAD;
  if (body === undefined) return bytesToHex(sha256(new Uint8Array()));
  return bytesToHex(sha256(typeof body === 'string' ? utf8ToBytes(body) : body));
}

export function canonicalRequest(request: SignableRequest): string {
  const at = request.url.indexOf('?');
  const path = at < 0 ? request.url : request.url.slice(0, at);
  const query = at < 0 ? '' : request.url.slice(at + 1);
  return [
    SCHEME,
    request.method.toUpperCase(),
    canonicalPath(path),
    canonicalQuery(query),
    bodyHash(request.body),
    String(request.timestamp),
    request.nonce,
  ].join('\n');
}

/** HMAC-SHA256 of the canonical request with the session's key (hex), as lowercase hex. */
export function requestSignature(keyHex: string, request: SignableRequest): string {
  return bytesToHex(hmac(sha256, hexToBytes(keyHex), utf8ToBytes(canonicalRequest(request))));
}

/** Constant-time comparison of two hex signatures. */
export function sameSignature(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

export const newNonce = (): string => bytesToHex(randomBytes(16));

/** The three headers of a signed request. */
export function signatureHeaders(
  keyHex: string,
  request: Omit<SignableRequest, 'timestamp' | 'nonce'> & Partial<SignableRequest>,
): Record<string, string> {
  const signable = {
    ...request,
    timestamp: request.timestamp ?? Date.now(),
    nonce: request.nonce ?? newNonce(),
  };
  return {
    [SIGNATURE_HEADERS.timestamp]: String(signable.timestamp),
    [SIGNATURE_HEADERS.nonce]: signable.nonce,
    [SIGNATURE_HEADERS.signature]: requestSignature(keyHex, signable),
  };
}

// --- Optional body encryption (system config sys.security.encryptBodies) ---

/** The AES key is derived from the signing key, so one secret is handed out at sign-in. */
function bodyKey(keyHex: string): Uint8Array {
  return hmac(sha256, hexToBytes(keyHex), utf8ToBytes('venus-body-encryption'));
}

/** Binds a ciphertext to its request, so it cannot be replayed on another path or nonce. */
function bodyAad(method: string, path: string, nonce: string): Uint8Array {
  return utf8ToBytes(`${method.toUpperCase()} ${canonicalPath(path)} ${nonce}`);
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(text);
}

function fromBase64(text: string): Uint8Array {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export interface EncryptedBody {
  /** base64 of 12-byte IV followed by the AES-256-GCM ciphertext and tag. */
  payload: string;
}

export function encryptBody(
  keyHex: string,
  method: string,
  path: string,
  nonce: string,
  json: string,
): string {
  const iv = randomBytes(12);
  const sealed = gcm(bodyKey(keyHex), iv, bodyAad(method, path, nonce)).encrypt(utf8ToBytes(json));
  const joined = new Uint8Array(iv.length + sealed.length);
  joined.set(iv);
  joined.set(sealed, iv.length);
  return JSON.stringify({ payload: toBase64(joined) } satisfies EncryptedBody);
}

/** The JSON text inside an encrypted body; throws when it was altered or sealed for another request. */
export function decryptBody(
  keyHex: string,
  method: string,
  path: string,
  nonce: string,
  body: EncryptedBody,
): string {
  const joined = fromBase64(body.payload);
  const opened = gcm(bodyKey(keyHex), joined.subarray(0, 12), bodyAad(method, path, nonce)).decrypt(
    joined.subarray(12),
  );
  return new TextDecoder().decode(opened);
}

export interface OutgoingRequest {
  method: string;
  url: string;
  /** A JSON body, serialised here so the bytes signed are the bytes sent. */
  json?: unknown;
  /** A multipart upload: its body is not hashed. */
  multipart?: boolean;
  encrypt?: boolean;
  /** The server's clock as the client best knows it. */
  timestamp?: number;
}

/** What a client adds to one request: the signature headers and, for JSON, the body to send. */
export function protectRequest(
  keyHex: string,
  request: OutgoingRequest,
): { headers: Record<string, string>; body?: string } {
  const nonce = newNonce();
  const path = request.url.split('?')[0] ?? '';
  const headers: Record<string, string> = {};
  let body = request.json === undefined ? undefined : JSON.stringify(request.json);
  if (body !== undefined && request.encrypt) {
    body = encryptBody(keyHex, request.method, path, nonce, body);
    headers[SIGNATURE_HEADERS.encrypted] = '1';
  }
  Object.assign(
    headers,
    signatureHeaders(keyHex, {
      method: request.method,
      url: request.url,
      body: request.multipart ? UNSIGNED_PAYLOAD : body,
      timestamp: request.timestamp ?? Date.now(),
      nonce,
    }),
  );
  return body === undefined ? { headers } : { headers, body };
}
