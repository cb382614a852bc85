/**
 * Meeting rooms (decision 0055): the board, one booking and booking for everyone who may book;
 * whether a booking may be changed (its booker or `meeting:booking:manage`) is checked in the
 * service; the rooms are administration's.
 */
export const MEETING_ROUTES: Readonly<Record<string, string>> = {
  'GET /hankun/meeting/room/list': 'meeting:meetingRoomAdd:list',
  'POST /hankun/meeting/room': 'meeting:meetingRoomAdd:list',
  'PUT /hankun/meeting/room': 'meeting:meetingRoomAdd:list',
  'GET /hankun/meeting/board': 'meeting:usemeeting:list',
  'GET /hankun/meeting/booking/mine': 'meeting:myBooking:list',
  'GET /hankun/meeting/booking/:id': 'meeting:usemeeting:list',
  'POST /hankun/meeting/booking': 'meeting:usemeeting:list',
  'PUT /hankun/meeting/booking': 'meeting:usemeeting:list',
  'POST /hankun/meeting/booking/cancel': 'meeting:usemeeting:list',
};
