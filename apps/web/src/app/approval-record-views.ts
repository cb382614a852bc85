import { lazy } from 'react';
import { registerApprovalRecordView } from '../features/approvals/record-views.ts';

registerApprovalRecordView(
  'leave',
  lazy(() => import('../features/leave/leave-summary.tsx').then((m) => ({ default: m.LeaveRecord }))),
);
registerApprovalRecordView(
  'overtime',
  lazy(() => import('../features/leave/leave-summary.tsx').then((m) => ({ default: m.OvertimeRecord }))),
);
// Every custom request form (business type custom:<form key>, decision 0022).
registerApprovalRecordView(
  'custom:*',
  lazy(() =>
    import('../features/custom-requests/request-record.tsx').then((m) => ({
      default: m.CustomRequestRecord,
    })),
  ),
);
