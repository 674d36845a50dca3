/**
 * Constants of the signing ceremony, free of Zod. Schemas are in
 * sign-ceremony.ts, calls in sign-ceremony.contract.ts; docs/signing-ceremony.md.
 */

/**
 * Who a signer is for their side: the party itself, its agent, a company's legal person, a co-owner,
 * or the brokerage's certified signer (signing body type 2: signs by hand for the company).
 */
export const CEREMONY_SIGNER_ROLE = {
  party: 1,
  agent: 2,
  legalPerson: 3,
  coowner: 4,
  companySigner: 5,
  broker: 6,
} as const;
/**
 * Sides in signing order: 甲方 first, then 乙方, then the brokerage (经纪机构) when its signer signs.
 * The drafting agent (经纪人) signs at submission, so their row is signed before anyone is invited.
 */
export const CEREMONY_SIDE = { a: 1, b: 2, company: 3, broker: 4 } as const;
export const CEREMONY_SIDE_NAMES: Record<number, string> = { 1: '甲方', 2: '乙方', 3: '经纪机构', 4: '经纪人' };

export const CEREMONY_SIGNER_STATE = { waiting: 0, signed: 1 } as const;
export const CEREMONY_SIGNER_STATE_NAMES: Record<number, string> = { 0: '待签署', 1: '已签署' };

/** A link sent by SMS, or made on the agent's phone for on-site signing. */
export const CEREMONY_LINK_KIND = { sms: 1, onsite: 2 } as const;

/** Events of the ceremony (the signed PDF's audit page). */
export const CEREMONY_EVENT = {
  invited: 1,
  opened: 2,
  codeSent: 3,
  verified: 4,
  signed: 5,
  sealApplied: 6,
  completed: 7,
  invalidated: 8,
  resent: 9,
  onsiteStarted: 10,
} as const;
export const CEREMONY_EVENT_NAMES: Record<number, string> = {
  1: '发送签署链接',
  2: '打开签署链接',
  3: '发送验证码',
  4: '身份验证通过',
  5: '签署',
  6: '加盖合同章',
  7: '签署完成',
  8: '合同作废',
  9: '重新发送签署链接',
  10: '现场签署',
};

/** Public verification answer (`status`). */
export const VERIFY_STATUS = { unknown: 0, valid: 1, invalidated: 2, signing: 3 } as const;
export const VERIFY_STATUS_NAMES: Record<number, string> = {
  0: '未找到该合同',
  1: '有效',
  2: '已作废',
  3: '签署中，尚未完成',
};

/** The phone-code purpose of a signer's code (beside SIGN_PHONE_CODE 11, 12); each link is its own scope. */
export const CEREMONY_PHONE_CODE = 13;

export const CEREMONY_LIMITS = {
  /** A signing link lives this many days (the service takes another value where configured). */
  linkDays: 7,
  /**
   * After the code (and face) check, the signer has this long to draw and confirm, on the link and
   * device they verified on; the signature spends the verification.
   */
  verifiedMinutes: 10,
  /** The largest signature PNG accepted. */
  signatureBytes: 1024 * 1024,
  /** The largest PDF the verification page takes. */
  verifyFileBytes: 20 * 1024 * 1024,
  /** A file link (viewer) lives this long. */
  fileLinkMinutes: 30,
  /** A share link lives at most this many hours (default 72). */
  shareHoursMax: 24 * 30,
  shareHoursDefault: 72,
  tokenLength: 200,
  verifyCodeLength: 60,
  /** Public verification calls per IP a minute. */
  verifyPerMinute: 20,
  /** Public signing calls per IP a minute. */
  signingPerMinute: 60,
} as const;

/** The page a signing link opens (hash route of the web app). */
export const LIME_SIGNATURE_PATH = '/h5/#/pages/h5/lime-signature';
/** The public verification page (built later in the web app). */
export const VERIFY_PAGE_PATH = '/verify/';

/** Parameter of sign settings' paramMap that makes signers pass the face check (designed). */
export const FACE_CHECK_PARAM = 'signFaceCheck';

export const CEREMONY_MSG = {
  linkInvalid: '链接已失效',
  linkExpired: '链接已过期，请联系经纪人重新发送',
  alreadySigned: '您已签署',
  notYourTurn: '还未轮到您签署，请等待前一位签署方签署',
  notSignable: '该合同当前状态不能签署',
  verifyFirst: '请先完成身份验证',
  faceRequired: '请先完成人脸核验',
  facePending: '人脸核验尚未完成，请完成后再提交',
  faceFailed: '人脸核验未通过，请重新核验',
  faceNotNeeded: '该签署方无需人脸核验',
  signatureRequired: '请先签名',
  signatureFormat: '签名图片格式不正确',
  signatureTooLarge: '签名图片不能超过1MB',
  signerNotFound: '签署方不存在',
  notAllSigned: '签署方尚未全部签署，暂不能用章',
  sealNotNeeded: '该合同无需加盖企业印章',
  sealAlreadyApplied: '该合同已加盖印章',
  sealNotChosen: '请使用发起签约时选定的印章',
  sealUnavailable: '印章不可用，请重新选择',
  notKeeper: '仅印章经办人可以用章',
  notCompleted: '合同尚未签署完成',
  fileRequired: '请选择要核验的PDF文件',
  fileNotPdf: '请上传PDF文件',
  versionNotFound: '该版本不存在',
  versionNotKept: '该版本的合同原文未保留，仅保留摘要',
  pdfNotReady: '签署文件生成中，请稍后再试',
} as const;

export const CEREMONY_OK = {
  codeSent: '验证码已发送',
  verified: '验证通过',
  signed: '签署成功',
  resent: '签署链接已重新发送',
  sealed: '用章成功',
} as const;
