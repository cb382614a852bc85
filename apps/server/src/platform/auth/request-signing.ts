import {
  decryptBody,
  REQUEST_SIGNING_LIMITS,
  ResultCode,
  requestSignature,
  SIGNATURE_HEADERS,
  sameSignature,
  UNSIGNED_PAYLOAD,
} from '@venus/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Cache } from '../cache/cache.ts';
import { AppError } from '../http/app-error.ts';
import { type JsonParser, limitJsonDepth } from '../http/json-depth.ts';
import type { RequestProtection } from './session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** How the session's requests must be protected; set by the auth hook. */
    protection: RequestProtection | null;
    /** A JSON body's bytes as they arrived: the signature covers them, not the parsed value. */
    rawBody: Buffer | null;
    signatureClaim: SignatureClaim | null;
  }
}

interface SignatureClaim {
  timestamp: number;
  nonce: string;
  signature: string;
  encrypted: boolean;
}

const NONCE_PATTERN = /^[0-9A-Za-z_-]+$/;
const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;

function refuse(reason: keyof typeof REASON_KEYS, data?: unknown): AppError {
  return new AppError(ResultCode.UNAUTHORIZED, REASON_KEYS[reason], {}, undefined, {
    reason,
    ...(data ?? {}),
  });
}

const REASON_KEYS = {
  missing: 'requestSignature.missing',
  stale: 'requestSignature.stale',
  invalid: 'requestSignature.invalid',
  replayed: 'requestSignature.replayed',
  encryptionRequired: 'requestSignature.encryptionRequired',
  undecryptable: 'requestSignature.undecryptable',
} as const;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The claim a request makes in its headers, checked for shape and age before its body is read. */
function readClaim(request: FastifyRequest): SignatureClaim | null {
  const timestamp = header(request, SIGNATURE_HEADERS.timestamp);
  const nonce = header(request, SIGNATURE_HEADERS.nonce);
  const signature = header(request, SIGNATURE_HEADERS.signature);
  if (timestamp === undefined && nonce === undefined && signature === undefined) return null;
  if (
    !timestamp ||
    !/^\d{1,15}$/.test(timestamp) ||
    !nonce ||
    nonce.length < REQUEST_SIGNING_LIMITS.nonceMinLength ||
    nonce.length > REQUEST_SIGNING_LIMITS.nonceMaxLength ||
    !NONCE_PATTERN.test(nonce) ||
    !signature ||
    !SIGNATURE_PATTERN.test(signature)
  ) {
    throw refuse('invalid');
  }
  return {
    timestamp: Number(timestamp),
    nonce,
    signature,
    encrypted: header(request, SIGNATURE_HEADERS.encrypted) === '1',
  };
}

/** Browser-made loads (a download link, an image, a preview frame, the socket) cannot add headers. */
const isBrowserLoad = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !request.headers.authorization;

/**
 * Spec §7: every request of a session is signed with the key handed out at its sign-in
 * (decision 0028). Checked in two steps: the claim's shape and age before the body is read, the
 * signature over the exact body bytes and the single use of the nonce once it has been read.
 * JSON bodies are AES-GCM encrypted too when the session was opened with encryption on.
 */
export function registerRequestSigning(app: FastifyInstance, cache: Cache): void {
  app.decorateRequest('protection', null);
  app.decorateRequest('rawBody', null);
  app.decorateRequest('signatureClaim', null);

  // JSON is parsed as Fastify always does, with the bytes kept for the signature, once its depth
  // is known to be sane: nothing after the parser (trimming, validation) meets a deeper body.
  const parseJson = limitJsonDepth(app.getDefaultJsonParser('error', 'error'));
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    request.rawBody = body as Buffer;
    parseJson(request, (body as Buffer).toString('utf8'), done);
  });

  app.addHook('onRequest', async (request) => {
    const protection = request.protection;
    if (!protection || !request.actor || request.routeOptions.config.public || request.ws) return;
    const claim = readClaim(request);
    if (!claim) {
      if (isBrowserLoad(request)) return;
      throw refuse('missing');
    }
    const now = Date.now();
    if (Math.abs(now - claim.timestamp) > REQUEST_SIGNING_LIMITS.maxSkewMs) {
      // The client sets its clock by the server's and tries once more.
      throw refuse('stale', { serverTime: now });
    }
    request.signatureClaim = claim;
  });

  app.addHook('preValidation', async (request) => {
    const claim = request.signatureClaim;
    const protection = request.protection;
    if (!claim || !protection || !request.actor) return;
    const body = request.rawBody ?? (request.isMultipart() ? UNSIGNED_PAYLOAD : undefined);
    const expected = requestSignature(protection.signKey, {
      method: request.method,
      url: request.url,
      body,
      timestamp: claim.timestamp,
      nonce: claim.nonce,
    });
    if (!sameSignature(expected, claim.signature)) throw refuse('invalid');
    // Only a correctly signed request may use a nonce up, so nobody can spend another's nonces.
    const fresh = await cache.claim(
      `request-nonce:${request.actor.sessionId}:${claim.nonce}`,
      REQUEST_SIGNING_LIMITS.nonceTtlSeconds,
    );
    if (!fresh) throw refuse('replayed');
    if (!request.rawBody) return;
    if (!claim.encrypted) {
      if (protection.encryptBodies) throw refuse('encryptionRequired');
      return;
    }
    request.body = openBody(request, protection.signKey, claim.nonce, parseJson);
  });
}

function openBody(request: FastifyRequest, signKey: string, nonce: string, parseJson: JsonParser): unknown {
  const sealed = request.body as { payload?: unknown } | null;
  let text: string;
  try {
    if (typeof sealed?.payload !== 'string') throw new Error('no payload');
    text = decryptBody(signKey, request.method, request.url.split('?')[0] ?? '', nonce, {
      payload: sealed.payload,
    });
  } catch {
    throw refuse('undecryptable');
  }
  let opened: unknown;
  let failure = null as Error | null;
  // The default parser answers through a callback, synchronously.
  parseJson(request, text, (error, value) => {
    failure = error;
    opened = value;
  });
  if (failure) throw failure instanceof AppError ? failure : refuse('undecryptable');
  return opened;
}
