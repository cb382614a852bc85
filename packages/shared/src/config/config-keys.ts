/**
 * System-config keys the client looks up (spec §7 Configuration) and the value used when an
 * entry is missing; the seed writes these defaults, admins edit them.
 */
export const CONFIG_DEFAULTS = {
  'file-type-limit': 'docx,doc,xlsx,xls,pptx,ppt,pdf,jpg,jpeg,png,gif,msg',
  'file-size-limit': '10240',
  'file-count-limit': '100',
  file_upload_name_max_length: '255',
  /** threshold-chunkSize, both in MB. */
  'file-chunk': '1000-10',
  /** Days an unfinished chunked upload is kept untouched before its chunks are removed (decision 0020). */
  'file-chunk-expire-days': '7',
  'custom-filePreview-types': '',
  SystemWatermarkColor: 'rgba(180, 180, 180, 0.15)',
  /** big, default or small (spec §9 Shell). */
  SystemWatermarkSize: 'default',
  BrowserTabText1: 'Venus',
  BrowserTabLogo1: '',
  'system-socket-prod': '',
  /** Always require the login captcha, not only after failures. */
  'sys.account.captchaEnabled': 'false',
  /**
   * Role keys (comma-separated) whose holders must use the TOTP second factor; they enrol at
   * their next sign-in before getting a session. Empty: nobody is made to (decision 0002).
   */
  'sys.account.mfaRequiredRoles': '',
  /** Minutes a session may stay idle. */
  'sys.session.idleMinutes': '30',
  /** Hours a session may live at most, however active. */
  'sys.session.absoluteHours': '12',
  /**
   * Sign every API request with a per-session key (spec §7, decision 0028); 'false' turns it off
   * for sessions opened afterwards.
   */
  'sys.security.signRequests': 'true',
  /** Also AES-GCM encrypt JSON request bodies, for sessions opened afterwards. */
  'sys.security.encryptBodies': 'false',
  /** Seconds an e-mailed verification code stays valid (decision 0006). */
  'sys.verificationCode.ttlSeconds': '600',
  /** Minutes a correct privacy password unlocks protected pages for (decision 0006). */
  'sys.privacy.unlockMinutes': '30',
  /** Most rows one spreadsheet export may hold; the client states it when asking to confirm. */
  'sys.export.maxRows': '10000',
  /** Annual leave days a person has each year unless HR set their own (decision 0018). */
  'hr.leave.annualDays': '10',
  /** Most unused annual leave days that pass into the next year (decision 0018). */
  'hr.leave.carryOverCap': '5',
  /** VAT on legal services, a ratio, unless a bill line says otherwise (decision 0030). */
  'billing.vat.defaultRate': '0.06',
  /** Claims above this total in CNY also go to the applicant's department head (decision 0032). */
  'expense.approval.headLimit': '5000.00',
  /** A claim line above this amount in CNY needs a receipt file (decision 0032). */
  'expense.receipt.requiredAbove': '200.00',
  /** The address staff open Venus at (https://venus.example.cn): approval mails link into it. */
  'sys.web.url': '',
  /** The firm's letterhead and bank details printed on every bill (decision 0030, BillDocument). */
  'billing.firm.nameCn': '汉坤律师事务所',
  'billing.firm.nameEn': 'Hankun Law Offices',
  'billing.firm.addressCn': '',
  'billing.firm.addressEn': '',
  /** 统一社会信用代码, the taxpayer number the client's invoices carry. */
  'billing.firm.taxNumber': '',
  'billing.bank.nameCn': '',
  'billing.bank.nameEn': '',
  'billing.bank.accountName': '',
  'billing.bank.account': '',
  'billing.bank.swift': '',
} as const;
export type ConfigKey = keyof typeof CONFIG_DEFAULTS;

/**
 * The keys every signed-in person's client reads by key (spec §7 Configuration: upload limits,
 * watermark, tab text and logo, the socket address, the export cap). Every other setting (session
 * policy, second-factor roles, the firm's address, leave rules, an administrator's own keys) is
 * read only with the config permission.
 */
const PUBLIC_CONFIG_KEYS: ReadonlySet<string> = new Set<ConfigKey>([
  'file-type-limit',
  'file-size-limit',
  'file-count-limit',
  'file_upload_name_max_length',
  'file-chunk',
  'custom-filePreview-types',
  'SystemWatermarkColor',
  'SystemWatermarkSize',
  'system-socket-prod',
  'sys.export.maxRows',
]);
/** The numbered tab texts and logos (`BrowserTabText1`, `SystemTabLogo2`, …). */
const PUBLIC_CONFIG_KEY_PATTERN = /^(BrowserTab|SystemTab)(Text|Logo)\d{1,3}$/;

export function isPublicConfigKey(key: string): boolean {
  return PUBLIC_CONFIG_KEYS.has(key) || PUBLIC_CONFIG_KEY_PATTERN.test(key);
}

/** Sign-in protection (issue: captcha after 3 failures, lockout after 5 for 10 minutes). */
export const LOGIN_LIMITS = {
  captchaAfterFailures: 3,
  lockAfterFailures: 5,
  lockMinutes: 10,
  captchaTtlSeconds: 120,
} as const;
