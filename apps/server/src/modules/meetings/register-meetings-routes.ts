import type { FastifyInstance } from 'fastify';
import { meetingBookingsRoutes } from './meeting-bookings.routes.ts';
import { meetingRoomsRoutes } from './meeting-rooms.routes.ts';
import type { createMeetings } from './meetings.composition.ts';

/** Meeting rooms' routes (decision 0055): the rooms administration keeps, and the bookings. */
export function registerMeetingsRoutes(
  api: FastifyInstance,
  services: ReturnType<typeof createMeetings>,
): void {
  meetingRoomsRoutes(api, services.meetingRooms);
  meetingBookingsRoutes(api, services);
}
