/** Spec /lawyerfee/lawyerDetail: one lawyer-fee agreement, by id. */
export const feeAgreementPath = (agreementId: number) => `/lawyerfee/lawyerDetail?id=${agreementId}`;
