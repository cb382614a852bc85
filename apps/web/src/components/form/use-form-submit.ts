import { App, type FormInstance } from 'antd';
import { useCallback } from 'react';
import { isApiError } from '../../app/api/api-error.ts';
import { applyServerErrors } from './server-field-errors.ts';

/**
 * Sends a form as every dialog of the app does: checks it, sends what was typed, says it worked
 * and runs what follows (closing the dialog); a refusal is shown on the fields the server names,
 * or as a message when it names none. Any other failure is not the form's and is thrown on.
 */
export function useFormSubmit<Values>(form: FormInstance<Values>) {
  const { message } = App.useApp();
  return useCallback(
    async (send: (typed: Values) => Promise<unknown>, success: string, then?: () => void): Promise<void> => {
      const typed = await form.validateFields();
      try {
        await send(typed);
        void message.success(success);
        then?.();
      } catch (error) {
        if (!isApiError(error)) throw error;
        const placed = applyServerErrors(form, error.errors);
        if (placed.fields.length === 0) void message.error(error.msg);
      }
    },
    [form, message],
  );
}
