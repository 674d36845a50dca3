/**
 * Constants of the online-signing app (app type 6, seed 000 §3, §5, §8, §9), free of Zod so that a
 * page needing only a constant stays light. The calls are in sign.contract.ts; docs/signing.md.
 */

/** Seal types (seed 000 §9): 1 公章, 2 合同章, 3 财务章. */
export const SEAL_TYPE = { official: 1, contract: 2, finance: 3 } as const;
export const SEAL_TYPE_NAMES: Record<number, string> = { 1: '公章', 2: '合同章', 3: '财务章' };
/** The bottom text a drawn seal of each type gets unless another is given. */
export const SEAL_DEFAULT_QTEXT: Record<number, string> = { 1: '', 2: '合同专用章', 3: '财务专用章' };

/** The two lists of signaturePosts (seed 000 §3 "split by type 1 and 2"): company seals, personal signatures. */
export const SIGNATURE_KIND = { seal: 1, personal: 2 } as const;
export const SIGNATURE_KIND_NAMES: Record<number, string> = { 1: '企业印章', 2: '个人签名' };
/** How a seal or signature was made: drawn by the server (seals) or a picture (uploaded or drawn on the phone). */
export const SIGNATURE_SOURCE = { drawn: 1, picture: 2 } as const;

/** A seal or signature stays usable this long after it is made; renewing is PC-only (seed 000 §6, §8). */
export const SEAL_VALID_DAYS = 365;

/** Who certifies the company (regCompanyInfo `type`): 1 the legal person, 2 an authorised agent. */
export const SIGNER_TYPE = { legalPerson: 1, agent: 2 } as const;
export const SIGNER_TYPE_NAMES: Record<number, string> = { 1: '法定代表人', 2: '授权代理人' };

/** Face check states as the API answers them (getFaceStatus `status`). */
export const FACE_STATUS = { pending: 0, passed: 1, failed: 2 } as const;
export const FACE_STATUS_NAMES: Record<number, string> = { 0: '待核验', 1: '核验通过', 2: '核验未通过' };

/** Template shelf state (templateUpAndDown `state`): 1 上架 (usable for signing), 0 下架. */
export const TEMPLATE_STATE = { down: 0, up: 1 } as const;
export const TEMPLATE_STATE_NAMES: Record<number, string> = { 0: '已下架', 1: '已上架' };

/** Signing type (seed 000 §9): 1 the form page (sign/operation), 2 the visual page (sign/visualization); 0 not set. */
export const SIGNING_TYPE = { unset: 0, form: 1, visual: 2 } as const;

/** Phone-code purposes of the signing app (beside PHONE_CODE_TYPE 1–4 of the account calls). */
export const SIGN_PHONE_CODE = { certify: 11, seal: 12 } as const;
/** A signing code is valid 10 minutes and allows 5 wrong tries. */
export const SIGN_CODE_VALID_SECONDS = 600;

/** Limits of the signing inputs. */
export const SIGN_LIMITS = {
  nameLength: 20,
  companyLength: 60,
  sealTextLength: 30,
  sealBottomLength: 20,
  paramKeys: 50,
  paramValueLength: 200,
  /** Largest picture createPictureSignature accepts. */
  pictureBytes: 5 * 1024 * 1024,
} as const;

/** Chinese messages of the signing calls (the seeds' wording where they give one). */
export const SIGN_MSG = {
  nameRequired: '请输入姓名',
  idNoRequired: '请输入身份证号',
  idNoFormat: '身份证号格式不正确',
  mobileRequired: '请输入手机号码',
  mobileFormat: '手机号码格式不正确',
  cardNoFormat: '银行卡号格式不正确',
  companyRequired: '请输入公司名称',
  orgCodeRequired: '请输入公司营业执照号',
  orgCodeFormat: '公司营业执照号格式不正确',
  faceRequired: '请先完成人脸核验',
  facePending: '人脸核验尚未完成，请完成后再提交',
  faceFailed: '人脸核验未通过，请重新核验',
  faceMismatch: '人脸核验的姓名或身份证号与填写的不一致，请重新核验',
  faceUsed: '该人脸核验已使用，请重新核验',
  faceNotConfigured: '人脸核验服务未配置，请联系管理员',
  faceUnavailable: '人脸核验服务暂时不可用，请稍后再试',
  signerTypeInvalid: '认证类型不正确',
  alreadyCertified: '该身份证号已认证为本公司签署人',
  orgCodeMismatch: '公司营业执照号与已认证的不一致',
  notCertified: '企业尚未完成认证，请先完成企业认证',
  managerOnly: '仅公司管理员可以操作',
  sealTypeInvalid: '请选择印章类型',
  agentNameRequired: '请输入经办人人名',
  agentInvalid: '经办人不是本公司在职员工',
  sealTextRequired: '请输入印章文字',
  sealExists: '该类型的印章已存在，请先删除原印章',
  pictureRequired: '请上传签名图片',
  expiredSuffix: '印章已过期',
  goPc: '请前往pc端操作',
  boxTypeInvalid: '模板类型不正确',
  templateStateInvalid: '模板状态不正确',
  templateUnknown: '模板不存在',
  templateAdopted: '该模板已添加，请勿重复添加',
  signingTypeInvalid: '请选择签署方式',
  noSigningType: '您还未设置签署方式,请前往pc端设置!',
  cityInvalid: '请选择默认城市',
  paramInvalid: '参数设置不正确',
} as const;

export const SIGN_OK = {
  codeSent: '验证码已发送',
  certified: '企业认证成功',
  sealCreated: '印章创建成功',
  signatureSaved: '签名保存成功',
  updated: '修改成功',
  deleted: '删除成功',
  templateUp: '上架成功',
  templateDown: '下架成功',
  templateAdopted: '添加成功',
  settingSaved: '保存成功',
} as const;
