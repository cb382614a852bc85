import { z } from 'zod';

const buckets = {
  days0to30: z.string(),
  days31to60: z.string(),
  days61to90: z.string(),
  days91to180: z.string(),
  over180: z.string(),
};

/** What one client (case, partner, office) owes in one currency at the chosen date, aged. */
export const receivableRowView = z.object({
  groupId: z.number(),
  name: z.string(),
  currency: z.string(),
  billCount: z.number(),
  outstanding: z.string(),
  ...buckets,
});
export type ReceivableRowView = z.infer<typeof receivableRowView>;

/** The firm's (or one client's) totals per currency at the chosen date. */
export const receivableSummaryView = z.object({
  asOf: z.string(),
  totals: z.array(
    z.object({ currency: z.string(), billCount: z.number(), outstanding: z.string(), ...buckets }),
  ),
});
export type ReceivableSummaryView = z.infer<typeof receivableSummaryView>;
