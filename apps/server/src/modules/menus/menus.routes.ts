import { menuSchema, menuTreeSchema, recordIdSchema, updateMenuSchema } from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, ok } from '../../platform/http/envelope.ts';
import type { RolesService } from '../roles/roles.service.ts';
import type { MenusService } from './menus.service.ts';

const idParams = z.object({ id: recordIdSchema });

export function menusRoutes(api: FastifyInstance, service: MenusService, roles: RolesService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['menus'];

  app.get(
    '/system/menu/list',
    {
      config: { permission: 'system:menu:list' },
      schema: {
        tags,
        querystring: z.object({
          menuName: z.string().max(50).optional(),
          status: z.enum(['0', '1']).optional(),
        }),
      },
    },
    async (request) => ok(await service.findMenus(request.query)),
  );

  app.get(
    '/system/menu/:id',
    { config: { permission: 'system:menu:query' }, schema: { tags, params: idParams } },
    async (request) => ok(await service.getMenu(request.params.id)),
  );

  app.post(
    '/system/menu',
    { config: { permission: 'system:menu:add' }, schema: { tags, body: menuSchema } },
    async (request) => ok(await service.createMenu(contextOf(request), request.body)),
  );

  app.put(
    '/system/menu',
    { config: { permission: 'system:menu:edit' }, schema: { tags, body: updateMenuSchema } },
    async (request) => {
      const { menuId, ...input } = request.body;
      return ok(await service.updateMenu(contextOf(request), menuId, input));
    },
  );

  app.put(
    '/system/menu/tree',
    {
      config: { permission: 'system:menu:edit' },
      schema: { tags, body: menuTreeSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await service.saveMenuTree(contextOf(request), request.body);
      return ok(null);
    },
  );

  app.delete(
    '/system/menu/:id',
    {
      config: { permission: 'system:menu:remove' },
      schema: { tags, params: idParams, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      const menuId = request.params.id;
      await service.deleteMenu(contextOf(request), menuId, (tx) => roles.unlinkMenu(tx, menuId));
      return ok(null);
    },
  );
}
