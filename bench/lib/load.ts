/**
 * Load runs of a fixed duration: autocannon over loopback against a server, and the reference
 * (work done directly, e.g. the same SQL through pg) at the same concurrency, both summarised the
 * same way from every request's latency.
 */
import autocannon from 'autocannon';
import type { PreparedRequest } from './client.ts';

export interface LoadFigures {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Transport errors and timeouts, answers other than 2xx, and envelopes whose code is not 200. */
  errors: number;
  non2xx: number;
  envelopeErrors: number;
  /** The first few error answers, to say what went wrong. */
  samples: string[];
}

export interface LoadOptions {
  connections: number;
  seconds: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function summarise(
  latencies: number[],
  seconds: number,
  counts: { errors: number; non2xx: number; envelopeErrors: number; samples: string[] },
): LoadFigures {
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    ...counts,
    errors: counts.errors + counts.non2xx + counts.envelopeErrors,
  };
}

const ENVELOPE_CODE = /"code":\s*(-?\d+)/;

/**
 * autocannon against `url` for `seconds`, `connections` keep-alive connections; `next` gives each
 * request afresh (a new signature and nonce each time). `checkEnvelope` counts answers whose
 * envelope code is not 200 as errors (the API answers HTTP 200 with the error in the envelope);
 * `checkPdf` counts every answer that is not a PDF file.
 */
export async function loadServer(
  url: string,
  next: () => PreparedRequest,
  options: LoadOptions & { checkEnvelope: boolean; checkPdf?: boolean },
): Promise<LoadFigures> {
  const latencies: number[] = [];
  const counts = { errors: 0, non2xx: 0, envelopeErrors: 0, samples: [] as string[] };
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.seconds,
        timeout: 30,
        requests: [
          {
            setupRequest: (request) => {
              const prepared = next();
              return {
                ...request,
                method: prepared.method as 'GET',
                path: prepared.path,
                headers: prepared.headers,
                ...(prepared.body === undefined ? {} : { body: prepared.body }),
              };
            },
            onResponse: (status, body) => {
              if (status < 200 || status > 299) {
                counts.non2xx += 1;
                if (counts.samples.length < 5) counts.samples.push(`HTTP ${status}: ${body.slice(0, 200)}`);
                return;
              }
              if (options.checkPdf) {
                if (body.startsWith('%PDF')) return;
                counts.envelopeErrors += 1;
                if (counts.samples.length < 5) counts.samples.push(body.slice(0, 200));
                return;
              }
              if (!options.checkEnvelope) return;
              const code = ENVELOPE_CODE.exec(body.slice(0, 40))?.[1];
              if (code !== '200') {
                counts.envelopeErrors += 1;
                if (counts.samples.length < 5) counts.samples.push(body.slice(0, 200));
              }
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance?.on('response', (_client, _status, _bytes, responseTime) => {
    latencies.push(responseTime);
  });
  const result = await finished;
  counts.errors = result.errors + result.timeouts;
  // non2xx as autocannon counts them, in case a response bypassed onResponse.
  counts.non2xx = Math.max(counts.non2xx, result.non2xx);
  return summarise(latencies, options.seconds, counts);
}

/** `work` run by `connections` concurrent loops for `seconds`; each call's latency recorded. */
export async function loadDirect(
  work: (i: number) => Promise<unknown>,
  options: LoadOptions,
): Promise<LoadFigures> {
  const latencies: number[] = [];
  const counts = { errors: 0, non2xx: 0, envelopeErrors: 0, samples: [] as string[] };
  const until = performance.now() + options.seconds * 1000;
  let counter = 0;
  const loop = async () => {
    while (performance.now() < until) {
      const i = counter++;
      const started = performance.now();
      try {
        await work(i);
        latencies.push(performance.now() - started);
      } catch (error) {
        counts.errors += 1;
        if (counts.samples.length < 5) counts.samples.push(String(error).slice(0, 200));
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  return summarise(latencies, options.seconds, counts);
}
