import { lazy } from 'react';
import type { Page } from '../../app/page-registry.ts';

/** 会议室 (decision 0055): the component strings the server's menus name for its pages (page-registry.ts). */
export const MEETING_PAGES: Record<string, Page> = {
  'meeting/usemeeting/index': lazy(() =>
    import('./meeting-board-page.tsx').then((m) => ({ default: m.MeetingBoardPage })),
  ),
  'meeting/myBooking/index': lazy(() =>
    import('./my-bookings-page.tsx').then((m) => ({ default: m.MyBookingsPage })),
  ),
  'meeting/meetingRoomAdd/index': lazy(() =>
    import('./rooms-page.tsx').then((m) => ({ default: m.RoomsPage })),
  ),
};
