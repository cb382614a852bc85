import {
  loginAnswerSchema,
  loginMfaAnswerSchema,
  loginMfaEnrolSchema,
  loginMfaSchema,
  loginSchema,
  mfaEnrolmentSchema,
} from '@venus/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, signedInContextOf, tokenOf } from '../../platform/auth/auth.plugin.ts';
import { SESSION_COOKIE } from '../../platform/auth/session.service.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import { loginLogQuerySchema, loginLogRowSchema, routeItemSchema, userInfoSchema } from './auth.schemas.ts';
import type { AuthService } from './auth.service.ts';
import type { CaptchaService } from './captcha.service.ts';
import type { LoginLogService } from './login-log.service.ts';

export function authRoutes(
  api: FastifyInstance,
  deps: { auth: AuthService; captcha: CaptchaService; loginLog: LoginLogService; secureCookies: boolean },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['sign-in'];

  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.secureCookies,
      path: '/',
    });

  app.post(
    '/login',
    {
      config: { public: true, noTrim: ['password'] },
      schema: { tags, body: loginSchema, response: { 200: envelopeOf(loginAnswerSchema) } },
    },
    async (request, reply) => {
      const result = await deps.auth.login(contextOf(request), request.body);
      // No session yet when a second factor is asked for: the answer carries the challenge only.
      if (result.token) setSessionCookie(reply, result.token);
      return ok(result);
    },
  );

  app.post(
    '/login/mfa',
    {
      config: { public: true },
      schema: { tags, body: loginMfaSchema, response: { 200: envelopeOf(loginMfaAnswerSchema) } },
    },
    async (request, reply) => {
      const result = await deps.auth.loginWithCode(contextOf(request), request.body);
      setSessionCookie(reply, result.token);
      return ok(result);
    },
  );

  app.post(
    '/login/mfa/enrol',
    {
      config: { public: true },
      schema: { tags, body: loginMfaEnrolSchema, response: { 200: envelopeOf(mfaEnrolmentSchema) } },
    },
    async (request) => ok(await deps.auth.enrolAtSignIn(contextOf(request), request.body)),
  );

  app.post(
    '/logout',
    { config: { public: true }, schema: { tags, response: { 200: emptyEnvelope } } },
    async (request, reply) => {
      if (tokenOf(request)) await deps.auth.logout(contextOf(request));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return ok(null);
    },
  );

  app.get(
    '/needCaptcha',
    {
      config: { public: true },
      schema: { tags, querystring: z.object({ username: z.string().max(64).optional().default('') }) },
    },
    async (request) => ok(await deps.auth.needsCaptcha(request.query.username, request.ip)),
  );

  app.get('/captchaImage', { config: { public: true }, schema: { tags } }, async () =>
    ok({ captchaEnabled: true, ...(await deps.captcha.create()) }),
  );

  app.get(
    '/getInfo',
    { config: { permission: SIGNED_IN }, schema: { tags, response: { 200: envelopeOf(userInfoSchema) } } },
    async (request) => ok(await deps.auth.getInfo(signedInContextOf(request))),
  );

  app.get(
    '/getRouters',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, response: { 200: envelopeOf(z.array(routeItemSchema)) } },
    },
    async (request) => ok(await deps.auth.getRouters(signedInContextOf(request))),
  );

  app.get(
    '/monitor/logininfor/list',
    {
      config: { permission: 'monitor:logininfor:list' },
      schema: {
        tags: ['monitoring'],
        querystring: loginLogQuerySchema,
        response: { 200: pageOf(loginLogRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await deps.loginLog.findEntries(request.query);
      return page(rows, total);
    },
  );
}
