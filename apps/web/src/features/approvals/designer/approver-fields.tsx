import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select/select.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { ConditionFields } from './condition-fields.tsx';
import { UserMultiSelect } from './user-multi-select.tsx';
import { useRoleKeys } from './workflow-definitions-api.ts';

const DIRECT_TYPES = [
  'departmentHead',
  'casePartner',
  'role',
  'user',
  'finance',
  'hr',
  'sealCustodian',
] as const;
type Path = (string | number)[];

/**
 * Names here are relative to the step list the fields sit in (`path`); watching a value needs its
 * place in the whole form (`watch`).
 */
interface Placed {
  path: Path;
  watch: Path;
}

/** The role or the people a kind of approver needs, under the kind chosen above it. */
function ApproverExtras({ path, watch }: Placed) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const roles = useRoleKeys().data?.rows ?? [];
  const type = Form.useWatch([...watch, 'type'], Form.useFormInstance()) as string | undefined;
  if (type === 'role') {
    return (
      <Form.Item
        name={[...path, 'roleKey']}
        label={t('workflowDesigner.role')}
        rules={[{ required: true, message: t('workflowDesigner.roleRequired') }]}
      >
        <Select
          options={roles.map((role) => ({
            value: role.roleKey,
            label: language === 'en' && role.roleNameEn ? role.roleNameEn : role.roleName,
          }))}
        />
      </Form.Item>
    );
  }
  if (type === 'user') {
    return (
      <Form.Item
        name={[...path, 'userIds']}
        label={t('workflowDesigner.people')}
        rules={[{ required: true, type: 'array', min: 1, message: t('workflowDesigner.peopleRequired') }]}
      >
        <UserMultiSelect />
      </Form.Item>
    );
  }
  return null;
}

function ApproverKind({
  path,
  watch,
  withRule,
  optional,
}: Placed & { withRule?: boolean; optional?: boolean }) {
  const { t } = useTranslation();
  const kinds: string[] = withRule ? [...DIRECT_TYPES, 'rule'] : [...DIRECT_TYPES];
  return (
    <>
      <Form.Item
        name={[...path, 'type']}
        label={t('workflowDesigner.approverType')}
        rules={optional ? [] : [{ required: true, message: t('workflowDesigner.approverRequired') }]}
      >
        <Select
          allowClear={optional}
          options={kinds.map((value) => ({ value, label: t(`workflowDesigner.approver.${value}`) }))}
        />
      </Form.Item>
      <ApproverExtras path={path} watch={watch} />
    </>
  );
}

/** A step's approvers: a direct kind, or a rule choosing between two kinds on the record. */
export function ApproverFields({ path, watch }: Placed) {
  const { t } = useTranslation();
  const type = Form.useWatch([...watch, 'type'], Form.useFormInstance()) as string | undefined;
  return (
    <div className="venus-approver">
      <ApproverKind path={path} watch={watch} withRule />
      {type === 'rule' ? (
        <div className="venus-approver__rule">
          <Form.Item label={t('workflowDesigner.when')} required>
            <ConditionFields name={[...path, 'when']} />
          </Form.Item>
          <div className="venus-approver__branch">
            <span className="venus-approver__branch-label">{t('workflowDesigner.ifTrue')}</span>
            <ApproverKind path={[...path, 'ifTrue']} watch={[...watch, 'ifTrue']} />
          </div>
          <div className="venus-approver__branch">
            <span className="venus-approver__branch-label">{t('workflowDesigner.ifFalse')}</span>
            <ApproverKind path={[...path, 'ifFalse']} watch={[...watch, 'ifFalse']} optional />
          </div>
        </div>
      ) : null}
    </div>
  );
}
