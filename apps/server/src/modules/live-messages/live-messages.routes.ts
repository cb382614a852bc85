import { LIVE_SOCKET_CLOSE, ResultCode, recordIdSchema, sendNoticeSchema } from '@venus/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, ok } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import type { LiveMessagesService } from './live-messages.service.ts';
import type { LiveSocketHub } from './live-socket-hub.ts';

const socketQuerySchema = z.object({ userId: recordIdSchema });

/** The close code for a socket that may not stay open, or null when it may. */
function refusalOf(request: FastifyRequest): { code: number; reason: string } | null {
  if (request.socketRefusal) {
    return request.socketRefusal.code === ResultCode.FORBIDDEN
      ? { code: LIVE_SOCKET_CLOSE.forbidden, reason: 'forbidden' }
      : { code: LIVE_SOCKET_CLOSE.unauthorized, reason: 'unauthorized' };
  }
  const query = socketQuerySchema.safeParse(request.query);
  if (!query.success) return { code: LIVE_SOCKET_CLOSE.badRequest, reason: 'userId required' };
  // Spec §7: the address names the user; a socket only ever carries its own user's messages.
  if (query.data.userId !== request.actor?.userId)
    return { code: LIVE_SOCKET_CLOSE.forbidden, reason: 'not your userId' };
  return null;
}

/**
 * Spec §7 `system-socket-prod`: the live-message socket, opened with `?userId=`; plus the
 * administrator's notice, so a message can be sent from the app.
 */
export function liveMessagesRoutes(
  api: FastifyInstance,
  deps: { liveMessages: LiveMessagesService; liveSockets: LiveSocketHub },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['live messages'];

  // The socket hub lives as long as the server: it listens to the bus once ready, stops on close.
  api.addHook('onReady', () => deps.liveSockets.start());
  api.addHook('onClose', async () => deps.liveSockets.stop());

  /**
   * The session comes from the cookie (browsers cannot set headers on a WebSocket) or, for other
   * clients, the Authorization header. A refused socket is accepted and closed at once with a
   * LIVE_SOCKET_CLOSE code, which the client can tell from a network failure.
   */
  app.get(
    '/websocket',
    { websocket: true, config: { permission: SIGNED_IN } },
    (socket: WebSocket, request: FastifyRequest) => {
      const refusal = refusalOf(request);
      if (refusal || !request.actor) {
        socket.close(refusal?.code ?? LIVE_SOCKET_CLOSE.unauthorized, refusal?.reason);
        return;
      }
      deps.liveSockets.add(socket, request.actor.userId, request.actor.sessionId);
    },
  );

  app.post(
    '/monitor/message/send',
    {
      config: { permission: 'monitor:message:send' },
      schema: { tags, body: sendNoticeSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await deps.liveMessages.sendNotice(signedInContextOf(request), request.body);
      return ok(null);
    },
  );
}
