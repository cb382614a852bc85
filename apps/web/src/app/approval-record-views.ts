import {
  BILL_BUSINESS_TYPE,
  CASE_APPLICATION_BUSINESS_TYPE,
  CASE_CLOSING_BUSINESS_TYPE,
  CASE_PARTIES_BUSINESS_TYPE,
} from '@venus/shared';
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
// Cases (decision 0025): the application with its conflict hits and answers, and the closing.
registerApprovalRecordView(
  CASE_APPLICATION_BUSINESS_TYPE,
  lazy(() => import('../features/cases/case-record.tsx').then((m) => ({ default: m.CaseApplicationRecord }))),
);
registerApprovalRecordView(
  CASE_CLOSING_BUSINESS_TYPE,
  lazy(() => import('../features/cases/case-record.tsx').then((m) => ({ default: m.CaseClosingRecord }))),
);
registerApprovalRecordView(
  CASE_PARTIES_BUSINESS_TYPE,
  lazy(() => import('../features/cases/case-record.tsx').then((m) => ({ default: m.CasePartiesRecord }))),
);
// Bills (decision 0030): the partner and finance read the whole bill before deciding.
registerApprovalRecordView(
  BILL_BUSINESS_TYPE,
  lazy(() => import('../features/billing/bill-record.tsx').then((m) => ({ default: m.BillRecord }))),
);
