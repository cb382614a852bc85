import {
  translate,
  WORKLOG_PERMISSIONS,
  worklogAdjustSchema,
  worklogConfirmSchema,
  worklogImportResultView,
  worklogSendBackSchema,
  worklogSubmitSchema,
  worklogView,
  worklogWriteOffSchema,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { emptyEnvelope, envelopeOf, ok } from '../../platform/http/envelope.ts';
import { sendWorkbook } from '../../platform/spreadsheet/export-workbook.ts';
import { readSpreadsheetUpload } from '../../platform/spreadsheet/spreadsheet-upload.ts';
import type { WorklogImportService } from './worklog-import.service.ts';
import type { WorklogReminders } from './worklog-reminders.ts';
import type { WorklogReviewService } from './worklog-review.service.ts';

/**
 * The review of time (submit, confirm, send back, adjust, write off) and the spreadsheet import
 * (issue 10, decision 0026); the daily reminder job lives as long as the server.
 */
export function worklogReviewRoutes(
  api: FastifyInstance,
  services: {
    worklogReview: WorklogReviewService;
    worklogImport: WorklogImportService;
    worklogReminders: WorklogReminders;
  },
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['worklogs'];
  const { worklogReview, worklogImport, worklogReminders } = services;
  const review = { permission: WORKLOG_PERMISSIONS.listRelated };

  api.addHook('onReady', async () => worklogReminders.start());
  api.addHook('onClose', async () => worklogReminders.stop());

  app.post(
    '/hankun/worklog/submit',
    {
      config: { permission: WORKLOG_PERMISSIONS.write },
      schema: {
        tags,
        body: worklogSubmitSchema,
        response: { 200: envelopeOf(z.object({ submissionIds: z.array(z.number()) })) },
      },
    },
    async (request) => ok(await worklogReview.submit(signedInContextOf(request), request.body)),
  );

  app.post(
    '/hankun/worklog/confirm',
    { config: review, schema: { tags, body: worklogConfirmSchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await worklogReview.confirm(signedInContextOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/hankun/worklog/sendBack',
    { config: review, schema: { tags, body: worklogSendBackSchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await worklogReview.sendBack(signedInContextOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/hankun/worklog/adjust',
    {
      config: review,
      schema: { tags, body: worklogAdjustSchema, response: { 200: envelopeOf(worklogView) } },
    },
    async (request) => ok(await worklogReview.adjust(signedInContextOf(request), request.body)),
  );

  app.post(
    '/hankun/worklog/writeOff',
    {
      config: { permission: WORKLOG_PERMISSIONS.writeOff },
      schema: { tags, body: worklogWriteOffSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await worklogReview.writeOff(signedInContextOf(request), request.body);
      return ok(null);
    },
  );

  app.get(
    '/hankun/worklog/importTemplate',
    {
      config: {
        permission: WORKLOG_PERMISSIONS.importSheet,
        auditRead: { action: 'download', entity: 'importTemplate' },
      },
      schema: { tags },
    },
    async (request, reply) => sendWorkbook(reply, worklogImport.template(request.lang)),
  );

  app.post(
    '/hankun/worklog/import',
    {
      config: { permission: WORKLOG_PERMISSIONS.importSheet, costly: 'import' },
      schema: { tags, response: { 200: envelopeOf(worklogImportResultView) } },
    },
    async (request) => {
      const file = await readSpreadsheetUpload(request);
      const imported = await worklogImport.importEntries(signedInContextOf(request), file);
      return ok(
        { imported, errors: [] },
        translate(request.lang, 'spreadsheet.imported', { count: imported }),
      );
    },
  );
}
