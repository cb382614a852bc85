import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { sessions } from './session.tables.ts';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
  /** Hand out a request-signing key at sign-in (system config, decision 0028). */
  signRequests: boolean;
  encryptBodies: boolean;
}

/** How a session's requests must be protected; null for a session opened while signing was off. */
export interface RequestProtection {
  signKey: string;
  encryptBodies: boolean;
}

export interface ResolvedSession {
  sessionId: number;
  userId: number;
  protection: RequestProtection | null;
}

export interface OpenedSession {
  token: string;
  protection: RequestProtection | null;
}

/** A session made but not saved yet: `save` stores it in the sign-in's transaction. */
export interface IssuedSession extends OpenedSession {
  row: typeof sessions.$inferInsert;
}

export const SESSION_COOKIE = 'venus_token';
/** Event-bus topic announcing ended sessions, so live sockets riding on them close at once. */
export const SESSION_ENDED_TOPIC = 'session.ended';
export type SessionEnded = { sessionId: number } | { userId: number; exceptSessionId?: number };
/** Refresh last-seen at most this often, so reads do not turn into a write per request. */
const TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const sessionByToken = (db: Database) =>
  db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .prepare('venus_session_by_token');

export class SessionService {
  constructor(
    private readonly db: Database,
    private readonly policy: () => Promise<SessionPolicy>,
    /** Told of every revocation (live sockets close); may fire for a change later rolled back. */
    private readonly onEnded: (ended: SessionEnded) => void = () => {},
  ) {
    this.sessionByToken = sessionByToken(db);
  }

  /** Every request runs it, so it is prepared: neither drizzle nor PostgreSQL plans it again. */
  private readonly sessionByToken: ReturnType<typeof sessionByToken>;

  /**
   * A fresh random token at every sign-in; the caller gets it once, the database keeps its hash.
   * With signing on, a fresh signing key too, which the client keeps and never sends back. Reads
   * the session policy, so it runs before the transaction that saves the session: a policy read
   * inside it would wait for a second connection while holding one.
   */
  async issue(userId: number, ip: string, userAgent: string): Promise<IssuedSession> {
    const token = randomBytes(32).toString('base64url');
    const { absoluteHours, signRequests, encryptBodies } = await this.policy();
    const protection = signRequests ? { signKey: randomBytes(32).toString('hex'), encryptBodies } : null;
    return {
      token,
      protection,
      row: {
        tokenHash: hashToken(token),
        userId,
        ip,
        userAgent: userAgent.slice(0, 500),
        expiresAt: new Date(Date.now() + absoluteHours * 3_600_000),
        signKey: protection?.signKey ?? null,
        encryptBodies: protection?.encryptBodies ?? false,
      },
    };
  }

  /** Saves an issued session, in the transaction of the sign-in that opens it. */
  async save(tx: Executor, issued: IssuedSession): Promise<OpenedSession> {
    await tx.insert(sessions).values(issued.row);
    return { token: issued.token, protection: issued.protection };
  }

  /** The live session of a token, or null when unknown, revoked, idle too long or past its end. */
  async resolve(token: string): Promise<ResolvedSession | null> {
    const [row] = await this.sessionByToken.execute({ tokenHash: hashToken(token) });
    if (!row) return null;
    const now = Date.now();
    const { idleMinutes } = await this.policy();
    if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + idleMinutes * 60_000 <= now) {
      await this.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.sessionId, row.sessionId));
      return null;
    }
    if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date() })
        .where(eq(sessions.sessionId, row.sessionId));
    }
    const protection = row.signKey ? { signKey: row.signKey, encryptBodies: row.encryptBodies } : null;
    return { sessionId: row.sessionId, userId: row.userId, protection };
  }

  /**
   * Whether a session is still live, without counting the question as activity: a socket left
   * open must not keep an idle session alive.
   */
  async isLive(sessionId: number): Promise<boolean> {
    const [row] = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.sessionId, sessionId), isNull(sessions.revokedAt)));
    if (!row) return false;
    const now = Date.now();
    const { idleMinutes } = await this.policy();
    return row.expiresAt.getTime() > now && row.lastSeenAt.getTime() + idleMinutes * 60_000 > now;
  }

  async revoke(tx: Executor, sessionId: number): Promise<void> {
    await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.sessionId, sessionId));
    this.onEnded({ sessionId });
  }

  /**
   * Ends every session of a user: on disabling the account or changing the password. A user
   * changing their own password keeps the session they did it from (`exceptSessionId`).
   */
  async revokeAllForUser(tx: Executor, userId: number, exceptSessionId?: number): Promise<void> {
    const filters = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
    if (exceptSessionId !== undefined) filters.push(ne(sessions.sessionId, exceptSessionId));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(...filters));
    this.onEnded({ userId, exceptSessionId });
  }
}
