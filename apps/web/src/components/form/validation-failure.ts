/**
 * antd's `validateFields` rejects with `{ errorFields, values, outOfDate }` when a field is
 * invalid. The form already shows each message under its field, so that rejection is the end of
 * the story: left unhandled it surfaces as an unhandled promise rejection on every failed submit
 * (issue 27 item 5), which a monitoring tool would count as an error of the page.
 */
export function isValidationFailure(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    Array.isArray((error as { errorFields?: unknown }).errorFields)
  );
}

/**
 * Runs a submit handler and ends a failed validation quietly; any other failure is rethrown,
 * so a real defect still reaches the page's error handling.
 */
export function submitting(action: () => unknown): Promise<void> {
  return Promise.resolve()
    .then(action)
    .then(
      () => undefined,
      (error: unknown) => {
        if (!isValidationFailure(error)) throw error;
      },
    );
}
