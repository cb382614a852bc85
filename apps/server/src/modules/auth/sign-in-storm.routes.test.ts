import { isInService } from '@venus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, createTestApp, json, type TestApp } from '../../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-firm.ts';
import { users } from '../users/users.tables.ts';

/**
 * Issue 25 item 4: everyone signing in at the same moment (the morning, a restart). Ten
 * simultaneous sign-ins on a pool of five once answered "system busy": each held a connection for
 * its transaction and asked the pool for a second one (the session policy). This app refuses any
 * such second connection outright, so the test fails on the cause, not only on its symptom.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { nestedCheckout: 'refuse' });
});
afterAll(() => t?.close());

describe('a storm of sign-ins', () => {
  it('signs every person of the firm in at once, each a different person, with no error', async () => {
    const people = (await t.db.select({ userName: users.userName, status: users.status }).from(users))
      .filter((person) => isInService(person.status))
      .map((person) => person.userName);
    expect(people.length).toBeGreaterThanOrEqual(30);
    // Each from an address of its own, as colleagues at their own desks.
    const answers = await Promise.all(
      people.map(async (username, i) =>
        json(
          await t.app.inject({
            method: 'POST',
            url: `${API}/login`,
            payload: { username, password: DEMO_PASSWORD },
            remoteAddress: `10.25.${Math.floor(i / 200)}.${i % 200}`,
          }),
        ),
      ),
    );
    const failed = answers.filter((answer) => answer.code !== 200).map((answer) => answer.msg);
    expect(failed).toEqual([]);
    // A session each (or, for a person whose role asks for it, the second step's challenge).
    const opened = answers.map((answer) => answer.data as { token?: string; challenge?: string });
    for (const answer of opened) expect(answer.token ?? answer.challenge).toEqual(expect.any(String));
    expect(new Set(opened.map((answer) => answer.token ?? answer.challenge)).size).toBe(people.length);
  });

  it('signs thirty people in at once from one office address (one share of the pool), with no error', async () => {
    const people = (await t.db.select({ userName: users.userName, status: users.status }).from(users))
      .filter((person) => isInService(person.status))
      .map((person) => person.userName)
      .slice(0, 30);
    const answers = await Promise.all(
      people.map(async (username) =>
        json(
          await t.app.inject({
            method: 'POST',
            url: `${API}/login`,
            payload: { username, password: DEMO_PASSWORD },
            remoteAddress: '10.26.0.1',
          }),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.code !== 200).map((answer) => answer.msg)).toEqual([]);
  });
});
