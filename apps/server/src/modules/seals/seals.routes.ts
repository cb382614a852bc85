import {
  lentSealSchema,
  SEAL_PERMISSIONS,
  sealInputSchema,
  sealQuerySchema,
  sealUpdateSchema,
  sealViewSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import type { SealRegisterService } from './seal-register.service.ts';

/** 用印管理 › 印章管理 and 外借印章 (decision 0057): the register, the seals a request may name, the lent. */
export function sealsRoutes(api: FastifyInstance, register: SealRegisterService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['seals'];
  const base = '/hankun/seal';

  app.get(
    `${base}/list`,
    {
      config: { permission: SEAL_PERMISSIONS.register },
      schema: { tags, querystring: sealQuerySchema, response: { 200: pageOf(sealViewSchema) } },
    },
    async (request) => {
      const { rows, total } = await register.list(signedInContextOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    `${base}/options`,
    {
      config: { permission: SEAL_PERMISSIONS.add },
      schema: { tags, response: { 200: envelopeOf(z.array(sealViewSchema)) } },
    },
    async (request) => ok(await register.options(signedInContextOf(request))),
  );

  app.get(
    `${base}/lent`,
    {
      config: { permission: SEAL_PERMISSIONS.lent },
      schema: { tags, response: { 200: envelopeOf(z.array(lentSealSchema)) } },
    },
    async (request) => ok(await register.lent(signedInContextOf(request))),
  );

  app.post(
    base,
    {
      config: { permission: SEAL_PERMISSIONS.register },
      schema: { tags, body: sealInputSchema, response: { 200: envelopeOf(sealViewSchema) } },
    },
    async (request) => ok(await register.create(signedInContextOf(request), request.body)),
  );

  app.put(
    base,
    {
      config: { permission: SEAL_PERMISSIONS.register },
      schema: { tags, body: sealUpdateSchema, response: { 200: envelopeOf(sealViewSchema) } },
    },
    async (request) => ok(await register.update(signedInContextOf(request), request.body)),
  );
}
