/** The figures a steady scenario prints: each beside its reference, with the issue's target where one applies. */
import type { LoadFigures } from './load.ts';
import type { Figure } from './results.ts';
import type { ScenarioPlan } from './scenario-plans.ts';

export function figuresOf(
  plan: ScenarioPlan,
  api: LoadFigures,
  sql: LoadFigures,
  hello: LoadFigures | null,
  like: LoadFigures | null,
  bare: LoadFigures | null = null,
  render: LoadFigures | null = null,
) {
  const f = (
    figure: string,
    value: number,
    reference: number,
    referenceLabel: string,
    target: string | null,
    met: boolean | null,
  ): Figure => ({
    scenario: plan.name,
    figure,
    value,
    reference,
    referenceLabel,
    ratio: value / reference,
    target,
    met,
  });
  const listDetail = plan.targets === 'listDetail';
  const figures: Figure[] = [
    f('req/s', api.rps, sql.rps, 'same SQL via pg', null, null),
    f(
      'p50 ms',
      api.p50,
      sql.p50,
      'same SQL via pg',
      listDetail ? '≤ 1.5× SQL p50' : null,
      listDetail ? api.p50 <= 1.5 * sql.p50 : null,
    ),
    f(
      'p95 ms',
      api.p95,
      sql.p95,
      'same SQL via pg',
      plan.targets === 'conflict' ? '≤ 50 ms' : null,
      plan.targets === 'conflict' ? api.p95 <= 50 : null,
    ),
    f(
      'p99 ms',
      api.p99,
      sql.p99,
      'same SQL via pg',
      listDetail ? '≤ SQL p99 + 5 ms' : null,
      listDetail ? api.p99 <= sql.p99 + 5 : null,
    ),
    f('errors', api.errors, api.requests, 'requests sent', '0', api.errors === 0),
  ];
  if (hello)
    figures.push(
      f(
        'req/s vs hello-world',
        api.rps,
        hello.rps,
        'Fastify hello-world',
        '≥ 0.20',
        api.rps >= 0.2 * hello.rps,
      ),
    );
  if (bare)
    figures.push(
      f(
        'p50 ms vs bare page',
        api.p50,
        bare.p50,
        'same 25 rows by primary key',
        '≤ 10×',
        api.p50 <= 10 * bare.p50,
      ),
      f('req/s vs bare page', api.rps, bare.rps, 'same 25 rows by primary key', null, null),
    );
  if (render)
    figures.push(
      f('p50 ms vs render', api.p50, render.p50, 'same PDF rendered in-process', null, null),
      f('req/s vs render', api.rps, render.rps, 'same PDF rendered in-process', null, null),
    );
  if (like)
    figures.push(
      f(
        'p95 ms vs LIKE scan',
        api.p95,
        like.p95,
        'sequential LIKE scan p95',
        '≤ 0.20',
        api.p95 <= 0.2 * like.p95,
      ),
    );
  return figures;
}

export function print(figures: readonly Figure[]): void {
  for (const f of figures)
    console.info(
      `  ${f.figure.padEnd(22)} ${f.value.toFixed(2).padStart(10)}  ref ${f.reference.toFixed(2).padStart(10)} (${f.referenceLabel})  ×${f.ratio.toFixed(2)}${f.target ? `  target ${f.target}: ${f.met ? 'met' : 'MISSED'}` : ''}`,
    );
}
