import type { UserAction } from '@venus/shared';
import {
  changeUserStatusSchema,
  recordIdSchema,
  translate,
  USER_TRANSITIONS,
  userActionSchema,
  userSearchQuerySchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok, page, pageOf } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import { sendTemplate, sendWorkbook } from '../../platform/spreadsheet/export-workbook.ts';
import { readSpreadsheetUpload } from '../../platform/spreadsheet/spreadsheet-upload.ts';
import { publicUserSchema, userListQuerySchema } from './users.schemas.ts';
import type { UsersService } from './users.service.ts';
import type { UserLifecycleService } from './users-lifecycle.service.ts';
import {
  addressBookEntrySchema,
  addressBookQuerySchema,
  roleUsersQuerySchema,
  userSuggestionRowSchema,
} from './users-search.schemas.ts';
import type { UserSearchService } from './users-search.service.ts';
import type { UserSheetService } from './users-sheet.service.ts';

export interface UserAdminServices {
  users: UsersService;
  userLifecycle: UserLifecycleService;
  userSearch: UserSearchService;
  userSheet: UserSheetService;
}

const exportFiltersSchema = userListQuerySchema.omit({ pageNum: true, pageSize: true });

/**
 * The users page beyond CRUD: lifecycle actions, export and import, and the colleague lookups
 * every signed-in person uses (autocomplete, user by id, directory).
 */
export function userAdminRoutes(api: FastifyInstance, services: UserAdminServices): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  for (const action of Object.keys(USER_TRANSITIONS) as UserAction[]) {
    app.put(
      `/system/user/${action}`,
      {
        config: { permission: USER_TRANSITIONS[action].permission },
        schema: { tags, body: userActionSchema, response: { 200: emptyEnvelope } },
      },
      async (request) => {
        await services.userLifecycle.apply(contextOf(request), request.body.userId, action);
        return ok(null);
      },
    );
  }

  app.put(
    '/system/user/changeStatus',
    {
      config: { permission: 'system:user:edit' },
      schema: { tags, body: changeUserStatusSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await services.userLifecycle.changeStatus(contextOf(request), request.body.userId, request.body.status);
      return ok(null);
    },
  );

  const searchResponse = { 200: envelopeOf(z.array(userSuggestionRowSchema)) };
  app.get(
    '/system/user/search',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, querystring: userSearchQuerySchema, response: searchResponse },
    },
    async (request) => ok(await services.userSearch.searchUsers(request.query)),
  );
  app.post(
    '/system/user/search',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, body: userSearchQuerySchema, response: searchResponse },
    },
    async (request) => ok(await services.userSearch.searchUsers(request.body)),
  );

  app.get(
    '/system/user/brief/:id',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        params: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(userSuggestionRowSchema) },
      },
    },
    async (request) => ok(await services.userSearch.getSuggestion(request.params.id)),
  );

  app.get(
    '/system/user/addressBook',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        querystring: addressBookQuerySchema,
        response: { 200: pageOf(addressBookEntrySchema) },
      },
    },
    async (request) => {
      const { rows, total } = await services.userSearch.findAddressBook(request.query);
      return page(rows, total);
    },
  );

  app.get(
    '/system/role/authUser/allocatedList',
    {
      config: { permission: 'system:role:list' },
      schema: { tags, querystring: roleUsersQuerySchema, response: { 200: pageOf(publicUserSchema) } },
    },
    async (request) => {
      const { rows, total } = await services.users.findUsers(request.query);
      return page(rows, total);
    },
  );

  app.post(
    '/system/user/export',
    {
      config: {
        permission: 'system:user:export',
        costly: 'export',
        auditRead: { action: 'export', entity: 'user' },
      },
      schema: { tags, body: exportFiltersSchema.optional() },
    },
    async (request, reply) =>
      sendWorkbook(reply, await services.userSheet.exportUsers(request.lang, request.body ?? {})),
  );

  app.post(
    '/system/user/importTemplate',
    {
      config: {
        permission: 'system:user:import',
        auditRead: { action: 'download', entity: 'importTemplate' },
      },
      schema: { tags },
    },
    async (request, reply) => sendTemplate(reply, await services.userSheet.template(request.lang)),
  );

  app.post(
    '/system/user/import',
    {
      config: { permission: 'system:user:import', costly: 'import' },
      schema: {
        tags,
        // updateSupport=true: rows naming an account in service update it (the export reads back in).
        querystring: z.object({ updateSupport: z.enum(['true', 'false']).default('false') }),
        response: { 200: envelopeOf(z.object({ imported: z.number() })) },
      },
    },
    async (request) => {
      const file = await readSpreadsheetUpload(request);
      const update = request.query.updateSupport === 'true';
      const imported = await services.userSheet.importUsers(contextOf(request), file, update);
      return ok({ imported }, translate(request.lang, 'spreadsheet.imported', { count: imported }));
    },
  );
}
