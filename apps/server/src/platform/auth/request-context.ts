import type { Language } from '@venus/shared';

/** The signed-in person behind a request, with what they may do. */
export interface Actor {
  userId: number;
  userName: string;
  nickName: string;
  deptId: number | null;
  officeId: number | null;
  roles: string[];
  permissions: string[];
  sessionId: number;
}

/** What a service needs to know about the caller; services never see the HTTP request. */
export interface RequestContext {
  actor: Actor | null;
  requestId: string;
  ip: string;
  userAgent: string;
  lang: Language;
}

/** A request context that must have a signed-in actor. */
export type SignedInContext = RequestContext & { actor: Actor };
