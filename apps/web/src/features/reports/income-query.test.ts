import { describe, expect, it } from 'vitest';
import { incomeQuery } from './income-query.ts';

const statistics = { start: '2026-01-01', end: '2026-11-27' };

describe('incomeQuery', () => {
  it('takes the statistics period for the ends left open', () => {
    expect(incomeQuery({}, statistics)).toEqual({ from: '2026-01-01', to: '2026-11-27' });
    expect(incomeQuery({ period: { start: '2026-03-01', end: null } }, statistics)).toEqual({
      from: '2026-03-01',
      to: '2026-11-27',
    });
  });

  it('passes the chosen period and filters as the report query', () => {
    expect(
      incomeQuery(
        { period: { start: '2025-01-01', end: '2025-03-31' }, partnerId: 7, officeId: 2 },
        statistics,
      ),
    ).toEqual({ from: '2025-01-01', to: '2025-03-31', partnerId: 7, officeId: 2 });
  });
});
