import dayjs, { type Dayjs } from 'dayjs';

/** Form.Item props for a DatePicker whose form value is ISO text (YYYY-MM-DD), as the API takes it. */
export const isoDateField = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null),
};
