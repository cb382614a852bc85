import type { FastifyInstance } from 'fastify';
import { trimStrings } from './trim-strings.ts';

/** Trims request strings before validation, except where the route opts out (spec §5). */
export function registerTrimming(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const noTrim = request.routeOptions.config?.noTrim;
    if (noTrim === true) return;
    const keep = new Set(noTrim ?? []);
    if (request.body !== undefined) request.body = trimStrings(request.body, keep);
    if (request.query !== undefined) request.query = trimStrings(request.query, keep) as typeof request.query;
  });
}
