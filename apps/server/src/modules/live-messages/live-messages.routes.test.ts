import { LIVE_SOCKET_CLOSE } from '@venus/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closedWithin, connectLive, type LiveClient } from '../../../test/live-socket.ts';
import { signInjectedRequests } from '../../../test/signed-inject.ts';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../test/test-app.ts';
import { type App, buildApp } from '../../app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { hashToken } from '../../platform/auth/session.service.ts';
import { sessions } from '../../platform/auth/session.tables.ts';
import { createCache } from '../../platform/cache/create-cache.ts';
import { loadConfig } from '../../platform/config.ts';
import { createEventBus } from '../../platform/events/create-event-bus.ts';

let t: TestApp;
let admin: string;
let lawyer: string;
let partner: string;
let lawyerId: number;
let partnerId: number;
const open: LiveClient[] = [];

const call = (method: Method, url: string, token?: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, token, payload, lang);

async function userIdOf(token: string): Promise<number> {
  const body = await call('GET', '/getInfo', token);
  return (body.data as { user: { userId: number } }).user.userId;
}

async function connect(...args: Parameters<typeof connectLive>): Promise<LiveClient> {
  const client = await connectLive(...args);
  open.push(client);
  return client;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, lawyer, partner] = await Promise.all([
    signIn(t.app, 'admin'),
    signIn(t.app, 'sunyue'),
    signIn(t.app, 'wangjianguo'),
  ]);
  [lawyerId, partnerId] = await Promise.all([userIdOf(lawyer), userIdOf(partner)]);
});
afterEach(() => {
  for (const client of open.splice(0)) client.socket.terminate();
});
afterAll(() => t.close());

const notice = (payload: object, token = admin) => call('POST', '/monitor/message/send', token, payload);

describe('live-message socket', () => {
  it('gives any signed-in user the socket address config, empty meaning this server', async () => {
    const body = await call('GET', '/system/config/configKey/system-socket-prod', lawyer);
    expect(body).toMatchObject({ code: 200, msg: '' });
    expect((await call('GET', '/system/config/configKey/system-socket-prod')).code).toBe(401);
  });

  it('delivers a notice to every socket of its user and to no one else', async () => {
    const [first, second] = [
      await connect(t.app, `?userId=${lawyerId}`, lawyer),
      await connect(t.app, `?userId=${lawyerId}`, lawyer),
    ];
    const other = await connect(t.app, `?userId=${partnerId}`, partner);

    const sent = await notice({
      recipient: 'user',
      userId: lawyerId,
      msgTitle: '开庭提醒',
      msgContent: '明天九点',
    });
    expect(sent.code, sent.msg).toBe(200);
    const expected = { event: 'msg', msgTitle: '开庭提醒', msgContent: '明天九点', eventBus: '' };
    expect(await first.next()).toEqual(expected);
    expect(await second.next()).toEqual(expected);

    // Deliveries keep their order, so the partner's first message being the broadcast proves
    // the lawyer's notice never reached them.
    expect((await notice({ recipient: 'all', msgTitle: 'All', msgContent: 'hands' })).code).toBe(200);
    expect(await other.next()).toMatchObject({ event: 'allUserMsg', msgTitle: 'All' });
    expect(other.messages).toHaveLength(1);
  });

  it('delivers a notice to everyone as allUserMsg', async () => {
    const clients = [
      await connect(t.app, `?userId=${lawyerId}`, lawyer),
      await connect(t.app, `?userId=${partnerId}`, partner, { auth: 'bearer' }),
    ];
    expect((await notice({ recipient: 'all', msgTitle: '系统维护', msgContent: '今晚十点' })).code).toBe(200);
    for (const client of clients) {
      expect(await client.next()).toEqual({
        event: 'allUserMsg',
        msgTitle: '系统维护',
        msgContent: '今晚十点',
        eventBus: '',
      });
    }
  });

  it('delivers the eventBus names a service puts on a message', async () => {
    const client = await connect(t.app, `?userId=${lawyerId}`, lawyer);
    await t.app.services.liveMessages.sendToUser(lawyerId, {
      event: 'eciProgressMsg',
      msgTitle: '',
      msgContent: '40',
      eventBus: 'refreshCaseList,refreshTodo',
    });
    expect(await client.next()).toMatchObject({
      event: 'eciProgressMsg',
      eventBus: 'refreshCaseList,refreshTodo',
    });
  });

  it('refuses a socket without a session with close code 4401', async () => {
    const client = await connect(t.app, `?userId=${lawyerId}`);
    expect((await closedWithin(client)).code).toBe(LIVE_SOCKET_CLOSE.unauthorized);
  });

  it('refuses a socket with an unknown token with close code 4401', async () => {
    const client = await connect(t.app, `?userId=${lawyerId}`, 'not-a-token');
    expect((await closedWithin(client)).code).toBe(LIVE_SOCKET_CLOSE.unauthorized);
  });

  it("refuses another user's userId with close code 4403", async () => {
    const client = await connect(t.app, `?userId=${partnerId}`, lawyer);
    expect((await closedWithin(client)).code).toBe(LIVE_SOCKET_CLOSE.forbidden);
  });

  it('refuses an address without userId with close code 4400', async () => {
    const client = await connect(t.app, '', lawyer);
    expect((await closedWithin(client)).code).toBe(LIVE_SOCKET_CLOSE.badRequest);
  });

  it('closes the socket when its user signs out', async () => {
    const token = await signIn(t.app, 'xuqing');
    const client = await connect(t.app, `?userId=${await userIdOf(token)}`, token);
    expect((await call('POST', '/logout', token)).code).toBe(200);
    expect((await closedWithin(client)).code).toBe(LIVE_SOCKET_CLOSE.unauthorized);
  });

  it("closes a user's sockets when an administrator resets their password", async () => {
    const token = await signIn(t.app, 'chengpeng');
    const userId = await userIdOf(token);
    const client = await connect(t.app, `?userId=${userId}`, token);
    const reset = await call('PUT', '/system/user/resetPwd', admin, { userId, password: 'Venus@2027!x' });
    expect(reset.code, reset.msg).toBe(200);
    expect((await closedWithin(client)).code).toBe(LIVE_SOCKET_CLOSE.unauthorized);
  });

  it('keeps the socket of the session a user changed their own password from', async () => {
    const [kept, ended] = [await signIn(t.app, 'panling'), await signIn(t.app, 'panling')];
    const userId = await userIdOf(kept);
    const keptClient = await connect(t.app, `?userId=${userId}`, kept);
    const endedClient = await connect(t.app, `?userId=${userId}`, ended);
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(kept)));
    await t.db.transaction((tx) => t.app.services.sessions.revokeAllForUser(tx, userId, session!.sessionId));
    expect((await closedWithin(endedClient)).code).toBe(LIVE_SOCKET_CLOSE.unauthorized);
    expect(keptClient.socket.readyState).toBe(keptClient.socket.OPEN);
  });

  it('closes a socket at the heartbeat once its session has gone idle too long', async () => {
    const token = await signIn(t.app, 'xuqing');
    const client = await connect(t.app, `?userId=${await userIdOf(token)}`, token);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 24 * 3_600_000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    await t.app.services.liveSockets.heartbeat();
    expect((await closedWithin(client)).code).toBe(LIVE_SOCKET_CLOSE.unauthorized);
  });

  it('keeps an answering socket and drops one that stops answering pings', async () => {
    const alive = await connect(t.app, `?userId=${lawyerId}`, lawyer);
    const silent = await connect(t.app, `?userId=${lawyerId}`, lawyer, { autoPong: false });
    await t.app.services.liveSockets.heartbeat();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await t.app.services.liveSockets.heartbeat();
    expect((await closedWithin(silent)).code).toBe(1006);
    expect(alive.socket.readyState).toBe(alive.socket.OPEN);
  });
});

describe('sending a notice', () => {
  it('records who sent what to whom in the audit trail', async () => {
    const sent = await notice({
      recipient: 'user',
      userId: lawyerId,
      msgTitle: 'Audit me',
      msgContent: 'body',
    });
    expect(sent.code, sent.msg).toBe(200);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'notice'), eq(auditLog.entityId, String(lawyerId))))
      .orderBy(desc(auditLog.auditId))
      .limit(1);
    expect(row).toMatchObject({ action: 'send', userName: 'admin' });
    expect(row?.after).toMatchObject({ event: 'msg', msgTitle: 'Audit me', userName: 'sunyue' });
  });

  it('refuses a user without monitor:message:send', async () => {
    const body = await notice({ recipient: 'all', msgTitle: 'x', msgContent: 'y' }, lawyer);
    expect(body.code).toBe(403);
  });

  it('requires the user when the notice goes to one user, naming the field in the caller language', async () => {
    const body = await call(
      'POST',
      '/monitor/message/send',
      admin,
      { recipient: 'user', msgTitle: 'x', msgContent: 'y' },
      'en',
    );
    expect(body.code).toBe(400);
    expect(body.errors?.[0]).toMatchObject({ field: 'userId', key: 'validation.required' });
  });

  it('refuses an empty title and an unknown user', async () => {
    const empty = await notice({ recipient: 'all', msgTitle: '  ', msgContent: 'y' });
    expect(empty.code).toBe(400);
    expect(empty.errors?.[0]?.field).toBe('msgTitle');
    const unknown = await notice({ recipient: 'user', userId: 999_999, msgTitle: 'x', msgContent: 'y' });
    expect(unknown.code).toBe(404);
  });
});

describe.skipIf(!process.env.REDIS_URL)(
  'across two instances (needs REDIS_URL: skipped without Redis)',
  () => {
    let second: App;

    beforeAll(async () => {
      // A second server of the same firm: same database, same Redis prefix, its own connections.
      const redisUrl = process.env.REDIS_URL!;
      second = await buildApp({
        config: loadConfig({ ...process.env, LOG_LEVEL: 'silent' }),
        db: t.db,
        cache: createCache(redisUrl, t.redisPrefix),
        events: createEventBus(redisUrl, t.redisPrefix),
        logger: false,
      });
      await second.ready();
      signInjectedRequests(second, t.db);
    });
    afterAll(() => second.close());

    it('delivers a notice sent through one instance to a socket held by the other', async () => {
      const onSecond = await connect(second, `?userId=${lawyerId}`, lawyer);
      const sent = await notice({
        recipient: 'user',
        userId: lawyerId,
        msgTitle: 'Cross',
        msgContent: 'instance',
      });
      expect(sent.code, sent.msg).toBe(200);
      expect(await onSecond.next()).toMatchObject({
        event: 'msg',
        msgTitle: 'Cross',
        msgContent: 'instance',
      });
    });

    it('closes a socket on the other instance when its session signs out here', async () => {
      const token = await signIn(t.app, 'lvjianhua');
      const onSecond = await connect(second, `?userId=${await userIdOf(token)}`, token);
      expect((await call('POST', '/logout', token)).code).toBe(200);
      expect((await closedWithin(onSecond)).code).toBe(LIVE_SOCKET_CLOSE.unauthorized);
    });
  },
);
