/**
 * Spec §2 Workflow routes and /dataForm, /simpleForm: the record travels in the query, the
 * path names the page.
 */
export const MY_REQUESTS_PATH = '/simpleForm/list';
export const REQUEST_FORMS_PATH = '/system/dataForm';
export const fileRequestPath = (formId: number) => `/workflow/commonAdd?formId=${formId}`;
export const amendRequestPath = (requestId: number) => `/workflow/commonEdit?id=${requestId}`;
export const viewRequestPath = (requestId: number) => `/workflow/commonView?id=${requestId}`;
export const viewFormPath = (formId: number) => `/dataForm/view?formId=${formId}`;
export const testFormPath = (formId: number) => `/workflow/commonTest?formId=${formId}`;
export const addFormPath = () => '/dataForm/add';
export const editFormPath = (formId: number) => `/dataForm/edit?id=${formId}`;
