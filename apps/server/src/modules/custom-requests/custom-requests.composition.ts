import type { Database } from '../../platform/db/database.ts';
import type { ApprovalBusinessTypes } from '../approvals/approval-business-types.ts';
import { customRequestApprovals } from './custom-request-approvals.ts';
import { type CustomRequestCollaborators, CustomRequestsService } from './custom-requests.service.ts';
import { RequestFormsService } from './request-forms.service.ts';

/** Builds the custom requests module and makes every form's business type known to the engine. */
export function createCustomRequests(
  db: Database,
  deps: Omit<CustomRequestCollaborators, 'forms'> & { businessTypes: ApprovalBusinessTypes },
) {
  const { businessTypes, ...collaborators } = deps;
  businessTypes.registerFamily(customRequestApprovals.prefix, customRequestApprovals.type);
  const requestForms = new RequestFormsService(db, collaborators.definitions);
  return {
    requestForms,
    customRequests: new CustomRequestsService(db, { ...collaborators, forms: requestForms }),
  };
}
