import { DELEGATE_USER_HEADER } from '@venus/shared';
import type { FastifyRequest } from 'fastify';

/** The person a delegate acts for (spec §6 delegateUser header), when sent. */
export function delegateUserOf(request: FastifyRequest): string | undefined {
  const value = request.headers[DELEGATE_USER_HEADER];
  return Array.isArray(value) ? value[0] : value;
}
