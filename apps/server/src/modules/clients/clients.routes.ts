import {
  CLIENT_PERMISSIONS,
  clientDuplicateQuerySchema,
  clientListQuerySchema,
  clientMergeSchema,
  clientSchema,
  clientSelectQuerySchema,
  clientUpdateSchema,
  recordIdSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import { workbookExportRoute } from '../../platform/spreadsheet/workbook-export-route.ts';
import type { DictionariesService } from '../dictionaries/dictionaries.service.ts';
import type { SystemConfigService } from '../system-config/system-config.service.ts';
import type { ClientDuplicates } from './client-duplicates.ts';
import { clientExport } from './client-export.ts';
import type { ClientMergeService } from './client-merge.service.ts';
import type { ClientsService } from './clients.service.ts';
import {
  clientChoiceView,
  clientDetailView,
  clientDuplicateView,
  clientMergeView,
  clientRowView,
} from './clients.views.ts';

/** Clients (decision 0025 "Calls"; spec /custom/list, /clientInfo/myclient, /merge/list). */
export function clientsRoutes(
  api: FastifyInstance,
  services: {
    clients: ClientsService;
    clientDuplicates: ClientDuplicates;
    clientMerge: ClientMergeService;
    dictionaries: Pick<DictionariesService, 'findOptions'>;
    config: Pick<SystemConfigService, 'getNumber'>;
  },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { clients, clientDuplicates, clientMerge } = services;
  const tags = ['clients'];

  app.get(
    '/hankun/client/list',
    {
      config: { permission: CLIENT_PERMISSIONS.list },
      schema: { tags, querystring: clientListQuerySchema, response: { 200: pageOf(clientRowView) } },
    },
    async (request) => {
      const { rows, total } = await clients.findClients(request.query);
      return page(rows, total);
    },
  );

  workbookExportRoute(api, {
    url: '/hankun/client/export',
    permission: CLIENT_PERMISSIONS.export,
    entity: 'client',
    tags,
    body: clientListQuerySchema.omit({ pageNum: true, pageSize: true }),
    maxRows: () => services.config.getNumber('sys.export.maxRows'),
    workbook: async (ctx, filters, maxRows) => {
      const [industry, countryRegion] = await Promise.all([
        services.dictionaries.findOptions('hk_industry'),
        services.dictionaries.findOptions('hk_country_region'),
      ]);
      return clientExport(clients, ctx, filters, { industry, countryRegion }, maxRows);
    },
  });

  app.get(
    '/hankun/client/myList',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, querystring: clientListQuerySchema, response: { 200: pageOf(clientRowView) } },
    },
    async (request) => {
      const { rows, total } = await clients.findMyClients(signedInContextOf(request), request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/hankun/client/selectList',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        querystring: clientSelectQuerySchema,
        response: { 200: envelopeOf(z.array(clientChoiceView)) },
      },
    },
    async (request) => ok(await clients.selectList(contextOf(request), request.query)),
  );

  app.post(
    '/hankun/client/duplicates',
    {
      config: { permission: CLIENT_PERMISSIONS.add },
      schema: {
        tags,
        body: clientDuplicateQuerySchema,
        response: { 200: envelopeOf(z.array(clientDuplicateView)) },
      },
    },
    async (request) => ok(await clientDuplicates.findDuplicates(request.body)),
  );

  app.post(
    '/hankun/client/merge',
    {
      config: { permission: CLIENT_PERMISSIONS.merge },
      schema: { tags, body: clientMergeSchema, response: { 200: envelopeOf(clientMergeView) } },
    },
    async (request) => ok(await clientMerge.merge(signedInContextOf(request), request.body)),
  );

  // Also open to the originating partner and the client's case teams: the service decides.
  app.get(
    '/hankun/client/:clientId',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        params: z.object({ clientId: recordIdSchema }),
        response: { 200: envelopeOf(clientDetailView) },
      },
    },
    async (request) => ok(await clients.getClient(signedInContextOf(request), request.params.clientId)),
  );

  app.post(
    '/hankun/client',
    {
      config: { permission: CLIENT_PERMISSIONS.add },
      schema: { tags, body: clientSchema, response: { 200: envelopeOf(clientDetailView) } },
    },
    async (request) => ok(await clients.createClient(signedInContextOf(request), request.body)),
  );

  app.put(
    '/hankun/client',
    {
      config: { permission: CLIENT_PERMISSIONS.edit },
      schema: { tags, body: clientUpdateSchema, response: { 200: envelopeOf(clientDetailView) } },
    },
    async (request) => ok(await clients.updateClient(signedInContextOf(request), request.body)),
  );
}
