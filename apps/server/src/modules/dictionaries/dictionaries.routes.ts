import {
  dictDataSchema,
  dictTypeSchema,
  idListSchema,
  idParamSchema,
  updateDictDataSchema,
  updateDictTypeSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import {
  dictDataListQuerySchema,
  dictDataRowSchema,
  dictOptionSchema,
  dictTypeListQuerySchema,
  dictTypeRowSchema,
} from './dictionaries.schemas.ts';
import type { DictionariesService } from './dictionaries.service.ts';

export function dictionariesRoutes(api: FastifyInstance, service: DictionariesService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['dictionaries'];
  const idsParams = z.object({ ids: idListSchema });

  /** Every select in the client loads its options here, so any signed-in user may read them. */
  app.get(
    '/system/dict/data/type/:dictType',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        params: z.object({ dictType: z.string().min(1).max(100) }),
        response: { 200: envelopeOf(z.array(dictOptionSchema)) },
      },
    },
    async (request) => ok(await service.findOptions(request.params.dictType)),
  );

  app.get(
    '/system/dict/type/list',
    {
      config: { permission: 'system:dict:list' },
      schema: { tags, querystring: dictTypeListQuerySchema, response: { 200: pageOf(dictTypeRowSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.findTypes(request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/dict/type/optionselect',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, response: { 200: envelopeOf(z.array(dictTypeRowSchema)) } },
    },
    async () => ok(await service.findAllTypes()),
  );

  app.get(
    '/system/dict/type/:id',
    {
      config: { permission: 'system:dict:query' },
      schema: { tags, params: idParamSchema, response: { 200: envelopeOf(dictTypeRowSchema) } },
    },
    async (request) => ok(await service.getType(request.params.id)),
  );

  app.post(
    '/system/dict/type',
    {
      config: { permission: 'system:dict:add' },
      schema: { tags, body: dictTypeSchema, response: { 200: envelopeOf(dictTypeRowSchema) } },
    },
    async (request) => ok(await service.createType(contextOf(request), request.body)),
  );

  app.put(
    '/system/dict/type',
    {
      config: { permission: 'system:dict:edit' },
      schema: { tags, body: updateDictTypeSchema, response: { 200: envelopeOf(dictTypeRowSchema) } },
    },
    async (request) => {
      const { dictId, ...input } = request.body;
      return ok(await service.updateType(contextOf(request), dictId, input));
    },
  );

  app.delete(
    '/system/dict/type/:ids',
    {
      config: { permission: 'system:dict:remove' },
      schema: { tags, params: idsParams, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await service.deleteTypes(contextOf(request), request.params.ids);
      return ok(null);
    },
  );

  app.get(
    '/system/dict/data/list',
    {
      config: { permission: 'system:dict:list' },
      schema: { tags, querystring: dictDataListQuerySchema, response: { 200: pageOf(dictDataRowSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.findData(request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/dict/data/:id',
    {
      config: { permission: 'system:dict:query' },
      schema: { tags, params: idParamSchema, response: { 200: envelopeOf(dictDataRowSchema) } },
    },
    async (request) => ok(await service.getData(request.params.id)),
  );

  app.post(
    '/system/dict/data',
    {
      config: { permission: 'system:dict:add' },
      schema: { tags, body: dictDataSchema, response: { 200: envelopeOf(dictDataRowSchema) } },
    },
    async (request) => ok(await service.createData(contextOf(request), request.body)),
  );

  app.put(
    '/system/dict/data',
    {
      config: { permission: 'system:dict:edit' },
      schema: { tags, body: updateDictDataSchema, response: { 200: envelopeOf(dictDataRowSchema) } },
    },
    async (request) => ok(await service.updateData(contextOf(request), request.body)),
  );

  app.delete(
    '/system/dict/data/:ids',
    {
      config: { permission: 'system:dict:remove' },
      schema: { tags, params: idsParams, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await service.deleteData(contextOf(request), request.params.ids);
      return ok(null);
    },
  );
}
