import type { DynamicFormItem } from '@venus/shared';
import { useCallback, useRef, useState } from 'react';
import { changeDynamicForm, checkDynamicForm, type FormIssues } from './dynamic-form-logic.ts';

/** The state of one dynamic form: its items (with their values), their issues, and a submit check. */
export function useDynamicForm(initialItems: readonly DynamicFormItem[]) {
  const [form, setForm] = useState<{ items: DynamicFormItem[]; issues: FormIssues }>(() => ({
    items: [...initialItems],
    issues: {},
  }));
  const latest = useRef(form);
  latest.current = form;

  const setValue = useCallback((id: string | number, value: unknown) => {
    setForm((before) => changeDynamicForm(before.items, before.issues, id, value));
  }, []);

  /** The values to submit, or null after showing every issue. */
  const validate = useCallback((): Record<string, unknown> | null => {
    const check = checkDynamicForm(latest.current.items);
    if (check.ok) return check.values;
    setForm((before) => ({ ...before, issues: check.issues }));
    return null;
  }, []);

  return { items: form.items, issues: form.issues, setValue, validate };
}
