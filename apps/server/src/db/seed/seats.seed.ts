import { inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { officeSeats, users } from '../schema.ts';
import type { OfficeKey, SeededOrganization } from './organization.seed.ts';

/** The demo seat plans: Beijing and Shanghai, three floors each, a 6 × 7 grid of desks a floor. */
const PLANS: readonly { office: OfficeKey; code: string }[] = [
  { office: 'beijing', code: 'BJ' },
  { office: 'shanghai', code: 'SH' },
];
const FLOORS = ['10F', '11F', '12F'] as const;
const ROWS = 6;
const COLS = 7;

/**
 * Lays out the desks and seats the demo staff of those offices where their seat label (set by
 * users.seed.ts, e.g. "BJ-10F-010") says they sit, so the directory and the map agree.
 */
export async function seedSeats(tx: Executor, organization: SeededOrganization): Promise<number> {
  const officeIds = PLANS.map((plan) => organization.officeIds[plan.office]);
  const staff = await tx
    .select({ userId: users.userId, seat: users.seat, officeId: users.officeId })
    .from(users)
    .where(inArray(users.officeId, officeIds));
  const sitterOf = new Map(staff.map((person) => [`${person.officeId}/${person.seat}`, person.userId]));
  const rows = PLANS.flatMap((plan) => {
    const officeId = organization.officeIds[plan.office];
    return FLOORS.flatMap((floor) =>
      Array.from({ length: ROWS * COLS }, (_, index) => {
        const code = `${plan.code}-${floor}-${String(index + 1).padStart(3, '0')}`;
        return {
          officeId,
          floor,
          code,
          gridRow: Math.floor(index / COLS) + 1,
          gridCol: (index % COLS) + 1,
          userId: sitterOf.get(`${officeId}/${code}`) ?? null,
        };
      }),
    );
  });
  await tx.insert(officeSeats).values(rows);
  return rows.length;
}
