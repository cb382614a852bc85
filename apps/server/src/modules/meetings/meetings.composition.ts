import type { Database } from '../../platform/db/database.ts';
import type { OrganizationService } from '../organization/organization.service.ts';
import type { UserApprovers } from '../users/users-approvers.ts';
import { MeetingBoardService } from './meeting-board.service.ts';
import { MeetingBookingsService } from './meeting-bookings.service.ts';
import { MeetingRoomsService } from './meeting-rooms.service.ts';
import type { MeetingCollaborators } from './meetings.collaborators.ts';

/** The offices from organization, the people from users: what meeting rooms ask of them. */
export function meetingCollaborators(
  organization: Pick<OrganizationService, 'getDept'>,
  people: Pick<UserApprovers, 'activeUserIds' | 'peopleByIds'>,
): MeetingCollaborators {
  return {
    isOffice: async (officeId, tx) => {
      try {
        return (await organization.getDept(officeId, tx)).kind === 'office';
      } catch {
        return false;
      }
    },
    activeUserIds: (ids, tx) => people.activeUserIds(ids, tx),
    peopleByIds: (ids, tx) => people.peopleByIds(ids, tx),
  };
}

/** Builds meeting rooms (decision 0055): the rooms, the bookings and the board that reads both. */
export function createMeetings(
  db: Database,
  collaborators: MeetingCollaborators,
  now: () => Date = () => new Date(),
) {
  const meetingRooms = new MeetingRoomsService(db, collaborators, now);
  return {
    meetingRooms,
    meetingBookings: new MeetingBookingsService(db, meetingRooms, collaborators, now),
    meetingBoard: new MeetingBoardService(db, collaborators, now),
  };
}
