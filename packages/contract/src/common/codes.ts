/**
 * Envelope codes. Business errors travel as HTTP 200 with one of these codes
 * (seed 000 §8, seed 001 §8); the web client reacts to 400, 405 and 406 specially.
 */
export const CODE = {
  ok: 200,
  /** Not logged in or session expired: the client clears the token and relaunches to login. */
  notLoggedIn: 400,
  /** No permission for the call (seed 001 §6). */
  noPermission: 403,
  notFound: 404,
  /** Validation or business-rule failure: the client toasts the message for 2500 ms. */
  invalid: 405,
  /** Needs a purchase on PC (contract submission). */
  needPurchase: 406,
  /** A concurrent edit changed the record first. */
  conflict: 409,
  /** Too many attempts: throttled. */
  tooMany: 429,
  /** The account is waiting for administrator review (set/wait). */
  pendingReview: 4010,
  /** The account is being cancelled (within the 15-day cooling-off period). */
  cancelling: 4011,
  /** An outside service (SMS, maps, portal, payment) is not configured or failed. */
  serviceUnavailable: 503,
  serverError: 500,
  identityError: 400020,
  duplicateListing: 4000001,
  listingExists: 4001001,
} as const;

export type TCode = (typeof CODE)[keyof typeof CODE];

/** Chinese messages shared by server and web. */
export const MSG = {
  ok: '操作成功',
  notLoggedIn: '登录已过期，请重新登录',
  noToken: '您还未登录请登录！',
  noPermission: '您没有权限，请联系管理员设置相关权限',
  notFound: '数据不存在或已删除',
  invalidParams: '参数错误',
  conflict: '数据已被他人修改，请刷新后重试',
  tooMany: '操作过于频繁，请稍后再试',
  serverError: '服务器开小差了，请稍后再试',
  /** A body of a type the call does not take (multipart to a JSON call, XML…). */
  unsupportedBody: '不支持的请求格式',
  /** A multipart upload whose body does not parse (cut off, no boundary, junk). */
  brokenUpload: '上传内容不完整，请重新上传',
  pendingReview: '您的账号正在等待管理员审核',
  cancelling: '您的账号正在注销中',
  logout: '退出成功！',
  phoneRequired: '请输入手机号',
  phoneFormat: '手机号格式不正确',
  cityRequired: '请选择省市！',
  codeRequired: '请输入验证码',
  codeWrong: '验证码错误',
  codeExpired: '验证码已过期，请重新获取',
  codeUsed: '验证码已失效，请重新获取',
  codeTooManyTries: '验证码错误次数过多，请重新获取',
  codeTooFrequent: '验证码发送过于频繁，请60秒后再试',
  userNameRequired: '请输入用户名称',
  passwordRequired: '请输入密码',
  passwordFormat: '密码为6-20位，需同时包含字母和数字',
  passwordMismatch: '两次输入的密码不一致',
  passwordWrong: '手机号或密码错误',
  /** Password login of an applicant the administrator turned down (told only after the password matched). */
  applicationRejected: '您的加入申请未通过审核，请联系公司管理员，或用该手机号重新注册',
  oldPasswordWrong: '原密码错误',
  companyRequired: '请输入公司名称',
  phoneRegistered: '该手机号已注册，请直接登录',
  phoneNotRegistered: '该手机号未注册',
  smsNotConfigured: '短信服务未配置，请联系管理员',
} as const;
