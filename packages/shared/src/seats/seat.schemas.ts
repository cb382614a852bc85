import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';

/** A floor of an office's seat plan, as the office map asks for it. */
export const seatFloorQuerySchema = z.object({
  officeId: recordIdSchema,
  floor: z.string().trim().min(1).max(10),
});
export type SeatFloorQuery = z.infer<typeof seatFloorQuerySchema>;

/** Seats a person: a person already seated elsewhere moves, the old seat is freed. */
export const assignSeatSchema = z.strictObject({
  seatId: z.number().int().positive(),
  userId: z.number().int().positive(),
});
export type AssignSeatInput = z.infer<typeof assignSeatSchema>;

export const freeSeatSchema = z.strictObject({
  seatId: z.number().int().positive(),
});
export type FreeSeatInput = z.infer<typeof freeSeatSchema>;

/** Who may assign and free seats (a button under 用户管理, held by HR; administrators hold everything). */
export const SEAT_ASSIGN_PERMISSION = 'system:user:seat';
