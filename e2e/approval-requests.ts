import type { App } from '../apps/server/src/app.ts';

/** A stand-in business type until the first domain (leave) uses the engine through its own pages. */
export const E2E_REQUEST_TYPE = 'e2e-request';
export const E2E_REQUESTS = {
  leave: '郭静的年假申请（3天）',
  travel: '郭静的差旅报销',
} as const;

/**
 * Registers the stand-in business type on the journey server, gives it a two-step workflow (the
 * applicant's practice-group head, then finance) and files the applicant's requests, as the
 * leave and expense pages will once they exist.
 */
export async function fileApprovalRequests(app: App): Promise<void> {
  const { services } = app;
  services.approvalBusinessTypes.register({ businessType: E2E_REQUEST_TYPE, onChange: async () => {} });
  const contextOf = async (userName: string) => {
    const row = await services.users.findForSignIn(userName);
    const principal = row && (await services.loadPrincipal(row.userId));
    if (!principal) throw new Error(`no principal for ${userName}`);
    return {
      actor: { ...principal, sessionId: 0 },
      requestId: 'e2e-setup',
      ip: '127.0.0.1',
      userAgent: 'e2e',
      lang: 'cn' as const,
    };
  };
  await services.approvalDefinitions.createVersion(await contextOf('admin'), {
    businessType: E2E_REQUEST_TYPE,
    name: '演示申请',
    nameEn: 'Demo request',
    steps: [
      {
        key: 'head',
        name: '团队负责人审批',
        nameEn: 'Group head',
        taskCode: 31000,
        approvers: { type: 'departmentHead' },
        mode: 'any',
      },
      {
        key: 'finance',
        name: '财务审批',
        nameEn: 'Finance',
        taskCode: 90001,
        approvers: { type: 'finance' },
        mode: 'any',
      },
    ],
  });
  const applicant = await contextOf('guojing');
  let recordId = 1;
  for (const title of Object.values(E2E_REQUESTS)) {
    await services.approvalEngine.submit(applicant, {
      businessType: E2E_REQUEST_TYPE,
      recordId: String(recordId++),
      title,
      facts: {},
    });
  }
}
