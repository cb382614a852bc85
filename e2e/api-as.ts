import type { Browser } from 'playwright-core';
import { signInApi } from './signed-api.ts';
import { journeyWorld } from './world.ts';

export interface ApiSession {
  /** One call as this person; a refusal throws with the server's message. Lists answer their rows. */
  call: <T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    params?: Record<string, string>,
  ) => Promise<T>;
  close: () => Promise<void>;
}

/**
 * A person's API session of their own, for the steps a journey sets up rather than watches; on the
 * journey's world, or on another server (the demo year's).
 */
export async function apiAs(
  browser: Browser,
  userName: string,
  baseURL: string = journeyWorld().baseUrl,
): Promise<ApiSession> {
  const context = await browser.newContext({ baseURL });
  const api = await signInApi(context.request, userName);
  return {
    call: async <T>(
      method: 'GET' | 'POST' | 'DELETE',
      path: string,
      body?: unknown,
      params?: Record<string, string>,
    ) => {
      const response = await api.fetch(path, { method, data: body, ...(params ? { params } : {}) });
      const envelope = (await response.json()) as { code: number; msg: string; data: T; rows?: T };
      if (envelope.code !== 200) throw new Error(`${path}: ${envelope.msg}`);
      return (envelope.rows ?? envelope.data) as T;
    },
    close: () => context.close(),
  };
}
