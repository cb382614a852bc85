import { CONFIG_DEFAULTS, type ConfigKey } from '@venus/shared';
import type { Executor } from '../../platform/db/database.ts';
import { systemConfig } from '../schema.ts';

/** Typed by ConfigKey so a key added to CONFIG_DEFAULTS cannot be left without a name here. */
export const CONFIG_NAMES: Record<ConfigKey, { configName: string; configNameEn: string; remark: string }> = {
  'file-type-limit': {
    configName: '上传文件类型白名单',
    configNameEn: 'Allowed upload file types',
    remark: 'Allowed upload extensions, comma-separated',
  },
  'file-size-limit': {
    configName: '上传文件大小上限（MB）',
    configNameEn: 'Upload size limit (MB)',
    remark: 'Largest upload, in MB',
  },
  'file-count-limit': {
    configName: '单次上传文件数上限',
    configNameEn: 'Files per upload limit',
    remark: 'Most files in one upload',
  },
  file_upload_name_max_length: {
    configName: '上传文件名长度上限（字节）',
    configNameEn: 'Upload file name length limit (bytes)',
    remark: 'Longest file name, in bytes',
  },
  'file-chunk': {
    configName: '分片上传阈值与分片大小（MB）',
    configNameEn: 'Chunked upload threshold and chunk size (MB)',
    remark: 'threshold-chunkSize in MB: larger files upload in chunks of chunkSize',
  },
  'file-chunk-expire-days': {
    configName: '未完成分片上传保留天数',
    configNameEn: 'Days to keep unfinished chunked uploads',
    remark: 'Days the chunks of an unfinished upload are kept untouched before they are removed',
  },
  'custom-filePreview-types': {
    configName: '可在线预览的文件类型',
    configNameEn: 'File types previewed online',
    remark: 'Extra extensions previewed online, comma-separated',
  },
  SystemWatermarkColor: {
    configName: '系统水印颜色',
    configNameEn: 'Watermark colour',
    remark: 'Watermark colour (CSS colour)',
  },
  SystemWatermarkSize: {
    configName: '系统水印大小',
    configNameEn: 'Watermark size',
    remark: 'Watermark size: big, default or small',
  },
  BrowserTabText1: {
    configName: '浏览器标签页标题',
    configNameEn: 'Browser tab title',
    remark: 'Browser tab title',
  },
  BrowserTabLogo1: {
    configName: '浏览器标签页图标',
    configNameEn: 'Browser tab icon',
    remark: 'Browser tab icon URL; empty for the default',
  },
  'system-socket-prod': {
    configName: '实时消息服务地址',
    configNameEn: 'Live message service address',
    remark: 'WebSocket address; empty for the server itself',
  },
  'sys.account.captchaEnabled': {
    configName: '登录始终需要验证码',
    configNameEn: 'Always ask for the captcha at sign-in',
    remark: 'true: every sign-in asks for the captcha, not only after failures',
  },
  'sys.account.mfaRequiredRoles': {
    configName: '必须启用两步验证的角色',
    configNameEn: 'Roles that must use two-step verification',
    remark:
      'Role keys, comma-separated (e.g. admin,finance): their holders must use a TOTP second factor; empty for nobody',
  },
  'sys.session.idleMinutes': {
    configName: '会话空闲超时（分钟）',
    configNameEn: 'Session idle timeout (minutes)',
    remark: 'Minutes a session may stay idle',
  },
  'sys.session.absoluteHours': {
    configName: '会话最长有效期（小时）',
    configNameEn: 'Longest session (hours)',
    remark: 'Hours a session may live at most',
  },
  'sys.security.signRequests': {
    configName: '请求签名（新会话生效）',
    configNameEn: 'Request signing (new sessions)',
    remark:
      'Sign every API request with a per-session key (true/false); applies to sessions opened afterwards',
  },
  'sys.security.encryptBodies': {
    configName: '请求体加密（新会话生效）',
    configNameEn: 'Request body encryption (new sessions)',
    remark: 'AES-GCM encrypt JSON request bodies (true/false); applies to sessions opened afterwards',
  },
  'sys.verificationCode.ttlSeconds': {
    configName: '邮箱验证码有效期（秒）',
    configNameEn: 'Mail verification code lifetime (seconds)',
    remark: 'Seconds an e-mailed verification code stays valid',
  },
  'sys.privacy.unlockMinutes': {
    configName: '隐私密码验证有效期（分钟）',
    configNameEn: 'Privacy password check lifetime (minutes)',
    remark: 'Minutes a correct privacy password unlocks protected pages for',
  },
  'sys.export.maxRows': {
    configName: '导出记录数上限',
    configNameEn: 'Export row limit',
    remark: 'Most rows one spreadsheet export may hold',
  },
  'billing.vat.defaultRate': {
    configName: '默认增值税税率',
    configNameEn: 'Default VAT rate',
    remark: 'VAT on legal services as a ratio (0.06 = 6 %), unless a bill line says otherwise',
  },
  'expense.approval.headLimit': {
    configName: '报销需部门负责人审批的金额（元）',
    configNameEn: 'Expense claims above this also go to the department head (CNY)',
    remark: 'Claims whose total in CNY is above this are approved by the department head too',
  },
  'expense.receipt.requiredAbove': {
    configName: '报销须附票据的金额（元）',
    configNameEn: 'Expense lines above this need a receipt (CNY)',
    remark: 'A claim line above this amount in CNY cannot be submitted without a receipt file',
  },
  'hr.leave.annualDays': {
    configName: '默认年假天数',
    configNameEn: 'Default annual leave days',
    remark: 'Annual leave days a year, unless HR set a person their own',
  },
  'hr.leave.carryOverCap': {
    configName: '年假结转上限（天）',
    configNameEn: 'Annual leave carry-over limit (days)',
    remark: 'Most unused annual leave days passing into the next year',
  },
  'sys.web.url': {
    configName: '系统访问地址',
    configNameEn: 'System address',
    remark: 'Address staff open Venus at, e.g. https://venus.example.cn; approval mails link into it',
  },
  'billing.firm.nameCn': {
    configName: '账单抬头：律所中文名称',
    configNameEn: "Bill header: firm's Chinese name",
    remark: "The firm's Chinese name on bills",
  },
  'billing.firm.nameEn': {
    configName: '账单抬头：律所英文名称',
    configNameEn: "Bill header: firm's English name",
    remark: "The firm's English name on bills",
  },
  'billing.firm.addressCn': {
    configName: '账单抬头：律所中文地址',
    configNameEn: "Bill header: firm's Chinese address",
    remark: "The firm's address on Chinese bills",
  },
  'billing.firm.addressEn': {
    configName: '账单抬头：律所英文地址',
    configNameEn: "Bill header: firm's English address",
    remark: "The firm's address on English bills",
  },
  'billing.firm.taxNumber': {
    configName: '律所统一社会信用代码（纳税人识别号）',
    configNameEn: "Firm's taxpayer number",
    remark: "The firm's taxpayer number printed on bills",
  },
  'billing.bank.nameCn': {
    configName: '收款银行（中文）',
    configNameEn: 'Receiving bank (Chinese)',
    remark: 'Bank the firm is paid into, in Chinese',
  },
  'billing.bank.nameEn': {
    configName: '收款银行（英文）',
    configNameEn: 'Receiving bank (English)',
    remark: 'Bank the firm is paid into, in English',
  },
  'billing.bank.accountName': {
    configName: '收款账户名',
    configNameEn: 'Receiving account name',
    remark: 'Name of the account bills are paid into',
  },
  'billing.bank.account': {
    configName: '收款账号',
    configNameEn: 'Receiving account number',
    remark: 'Account number bills are paid into',
  },
  'billing.bank.swift': {
    configName: '收款银行 SWIFT 代码',
    configNameEn: 'Receiving bank SWIFT code',
    remark: "SWIFT/BIC of the firm's bank, for payments from abroad",
  },
};

/** One built-in ('Y', cannot be deleted) row per known key, holding its default value. */
export async function seedSystemConfig(tx: Executor): Promise<void> {
  const keys = Object.keys(CONFIG_DEFAULTS) as ConfigKey[];
  await tx.insert(systemConfig).values(
    keys.map((configKey) => ({
      configKey,
      configValue: CONFIG_DEFAULTS[configKey],
      configName: CONFIG_NAMES[configKey].configName,
      configNameEn: CONFIG_NAMES[configKey].configNameEn,
      remark: CONFIG_NAMES[configKey].remark,
      configType: 'Y',
    })),
  );
}
