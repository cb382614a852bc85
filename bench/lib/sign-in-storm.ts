/**
 * sign-in-storm (issue 25 item 4): `people` different people sign in within `seconds` (Poisson
 * arrivals), each on a connection of its own. Expected: no error; the reference is one argon2id
 * verify of the same password, timed in this process.
 */
import { hash, verify } from '@node-rs/argon2';
import { type Answer, figure, percentile, print, send } from './burst-client.ts';
import { DEMO_PASSWORD, loginRequest } from './client.ts';
import type { SizeKey } from './firm-data.ts';
import { type Figure, record } from './results.ts';

export interface SignInStormOptions {
  size: SizeKey;
  people: number;
  seconds: number;
}

/** One argon2id verify of the demo password, the floor of a sign-in: median of 20 in this process. */
async function argon2Verify(): Promise<number> {
  const stored = await hash(DEMO_PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const times: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const started = performance.now();
    await verify(stored, DEMO_PASSWORD);
    times.push(performance.now() - started);
  }
  return percentile(times, 50);
}

export async function signInStorm(
  baseUrl: string,
  names: string[],
  { size, people: STORM_PEOPLE, seconds: STORM_SECONDS }: SignInStormOptions,
): Promise<Figure[]> {
  const scenario = `sign-in-storm (${STORM_PEOPLE} people, ${STORM_SECONDS} s)`;
  console.info(`\n${scenario}`);
  if (names.length < STORM_PEOPLE) throw new Error(`only ${names.length} people to sign in`);
  const floor = await argon2Verify();
  const rate = STORM_PEOPLE / STORM_SECONDS;
  const answers: Promise<Answer>[] = [];
  const started = performance.now();
  for (let i = 0; i < STORM_PEOPLE; i += 1) {
    answers.push(
      send(baseUrl, {
        method: 'POST',
        path: '/venus-api/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(loginRequest(names[i] as string).json),
      }),
    );
    // Poisson arrivals: exponential gaps around the mean rate.
    if (STORM_SECONDS > 0)
      await new Promise((resolve) => setTimeout(resolve, (-Math.log(1 - Math.random()) / rate) * 1000));
  }
  const done = await Promise.all(answers);
  const wall = (performance.now() - started) / 1000;
  const errors = done.filter((answer) => answer.code !== 200);
  if (errors.length > 0)
    console.info(
      `  errors: ${errors
        .slice(0, 5)
        .map((e) => `${e.status} ${e.code} ${e.msg}`)
        .join(' | ')}`,
    );
  const ms = done.map((answer) => answer.ms);
  const figures = [
    figure(scenario, 'errors', errors.length, STORM_PEOPLE, 'sign-ins', '0', errors.length === 0),
    figure(scenario, 'sign-in p50 ms', percentile(ms, 50), floor, 'one argon2id verify', null, null),
    figure(scenario, 'sign-in p95 ms', percentile(ms, 95), floor, 'one argon2id verify', null, null),
    figure(scenario, 'sign-in p99 ms', percentile(ms, 99), floor, 'one argon2id verify', null, null),
    figure(scenario, 'seconds to the last answer', wall, STORM_SECONDS, 'arrival window', null, null),
  ];
  print(figures);
  await record(size, 'sign-in-storm', figures, {
    people: STORM_PEOPLE,
    seconds: STORM_SECONDS,
    argon2VerifyMs: floor,
  });
  return figures;
}
