/**
 * The states the applicant's and the approvers' actions start from, for every record that goes
 * through an approval the same way (expense claims, daily expenses, loans): edited, submitted or
 * cancelled while a draft or sent back; withdrawn or decided while in approval. Each domain adds
 * its own (finance's pay, repay) and refuses an action from any other state (409).
 */
export const APPROVAL_RECORD_ACTION_FROM = {
  edit: ['draft', 'sentBack'],
  submit: ['draft', 'sentBack'],
  cancel: ['draft', 'sentBack'],
  withdraw: ['approving'],
  audit: ['approving'],
  back: ['approving'],
  reject: ['approving'],
} as const;
