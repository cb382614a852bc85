import {
  idParamSchema,
  PEOPLE_PERMISSIONS,
  staffGroupInputSchema,
  staffGroupUpdateSchema,
  staffGroupViewSchema,
  staffLevelInputSchema,
  staffLevelQuerySchema,
  staffLevelUpdateSchema,
  staffLevelViewSchema,
  userTypeInputSchema,
  userTypeUpdateSchema,
  userTypeViewSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok } from '../../platform/http/envelope.ts';
import { SIGNED_IN } from '../../platform/http/route-access.ts';
import type { createPeople } from './people.composition.ts';

/**
 * Levels (editLevel), user types (editUserType) and staff groups (editGroup), decision 0059. A
 * person reads their own levels; HR everyone's. Types and groups are read by everyone signed in
 * (a name and a description, nothing about anyone) and kept by HR.
 */
export function staffLevelsRoutes(api: FastifyInstance, services: ReturnType<typeof createPeople>): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['people'];
  const base = '/hankun/people';
  const edit = PEOPLE_PERMISSIONS.edit;
  const { staffLevels, staffGroups } = services;

  app.get(
    `${base}/level/list`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        querystring: staffLevelQuerySchema,
        response: { 200: envelopeOf(z.array(staffLevelViewSchema)) },
      },
    },
    async (request) => ok(await staffLevels.list(signedInContextOf(request), request.query.userId)),
  );
  app.post(
    `${base}/level`,
    {
      config: { permission: edit },
      schema: { tags, body: staffLevelInputSchema, response: { 200: envelopeOf(staffLevelViewSchema) } },
    },
    async (request) => ok(await staffLevels.create(signedInContextOf(request), request.body)),
  );
  app.put(
    `${base}/level`,
    {
      config: { permission: edit },
      schema: { tags, body: staffLevelUpdateSchema, response: { 200: envelopeOf(staffLevelViewSchema) } },
    },
    async (request) => ok(await staffLevels.update(signedInContextOf(request), request.body)),
  );
  app.delete(
    `${base}/level/:id`,
    {
      config: { permission: edit },
      schema: { tags, params: idParamSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await staffLevels.remove(signedInContextOf(request), request.params.id);
      return ok(null);
    },
  );

  app.get(
    `${base}/userType/list`,
    {
      config: { permission: SIGNED_IN },
      schema: { tags, response: { 200: envelopeOf(z.array(userTypeViewSchema)) } },
    },
    async () => ok(await staffGroups.userTypes()),
  );
  app.post(
    `${base}/userType`,
    {
      config: { permission: edit },
      schema: { tags, body: userTypeInputSchema, response: { 200: envelopeOf(userTypeViewSchema) } },
    },
    async (request) => ok(await staffGroups.saveUserType(signedInContextOf(request), request.body)),
  );
  app.put(
    `${base}/userType`,
    {
      config: { permission: edit },
      schema: { tags, body: userTypeUpdateSchema, response: { 200: envelopeOf(userTypeViewSchema) } },
    },
    async (request) => ok(await staffGroups.saveUserType(signedInContextOf(request), request.body)),
  );

  app.get(
    `${base}/group/list`,
    {
      config: { permission: SIGNED_IN },
      schema: { tags, response: { 200: envelopeOf(z.array(staffGroupViewSchema)) } },
    },
    async () => ok(await staffGroups.groups()),
  );
  app.post(
    `${base}/group`,
    {
      config: { permission: edit },
      schema: { tags, body: staffGroupInputSchema, response: { 200: envelopeOf(staffGroupViewSchema) } },
    },
    async (request) => ok(await staffGroups.saveGroup(signedInContextOf(request), request.body)),
  );
  app.put(
    `${base}/group`,
    {
      config: { permission: edit },
      schema: { tags, body: staffGroupUpdateSchema, response: { 200: envelopeOf(staffGroupViewSchema) } },
    },
    async (request) => ok(await staffGroups.saveGroup(signedInContextOf(request), request.body)),
  );
}
