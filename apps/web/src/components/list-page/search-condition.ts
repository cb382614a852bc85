import type { ReactNode } from 'react';

/** One search condition of a list page: a form field, shown in simple mode or only in advanced. */
export interface SearchCondition {
  name: string;
  label: string;
  /** The input (antd Input, Select, ...); the panel wraps it in a Form.Item named `name`. */
  input: ReactNode;
  advanced?: boolean;
}
