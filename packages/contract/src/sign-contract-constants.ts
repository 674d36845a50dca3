/**
 * Constants of the signing contracts and drafts (seed 000 §3–§9), free
 * of Zod. Schemas are in sign-contract.ts, calls in sign-contract.contract.ts; docs/signing.md.
 */

/**
 * States of a submitted signing contract. Drafts are not a state: they live in their own list
 * (signDraftPosts). 7 in the list filter means every state (seed 000 §9 default).
 */
export const SIGN_CONTRACT_STATE = {
  /** Submitted, nobody has signed yet. */
  waiting: 1,
  /** At least one party signed (the signing ceremony). */
  signing: 2,
  /** Every party signed. */
  done: 3,
  /** Invalidated; remembers the state it left so that revoking the invalidation goes back there. */
  invalid: 4,
  /** Withdrawn by the company before anyone signed (the signing ceremony). */
  withdrawn: 5,
} as const;
export const SIGN_CONTRACT_STATE_ALL = 7;
export const SIGN_CONTRACT_STATE_NAMES: Record<number, string> = {
  1: '待签署',
  2: '签署中',
  3: '已完成',
  4: '已作废',
  5: '已撤销',
};
/** States in which the caller still waits for signatures (sign/pageCount signWaitCount). */
export const SIGN_WAITING_STATES = [SIGN_CONTRACT_STATE.waiting, SIGN_CONTRACT_STATE.signing] as const;
/** States a contract may be invalidated from. */
export const SIGN_INVALIDATABLE_STATES = [
  SIGN_CONTRACT_STATE.waiting,
  SIGN_CONTRACT_STATE.signing,
  SIGN_CONTRACT_STATE.done,
] as const;

/**
 * A list asked with a key counts its matches up to here: `total` equal to it means "this many or
 * more" (the page shows 100+). Counting every match of a common key cost more than the page itself.
 */
export const SIGN_KEY_COUNT_CAP = 100;

/** List order (sortField; seed 000 §9 default 4). */
export const SIGN_SORT = { updatedNewest: 1, updatedOldest: 2, createdOldest: 3, createdNewest: 4 } as const;
export const SIGN_SORT_NAMES: Record<number, string> = {
  1: '最近更新',
  2: '最早更新',
  3: '最早创建',
  4: '最新创建',
};

/**
 * signatureType of the contract content: 1 the company signs too (with the signing body chosen by
 * signSelectBody), 2 only the parties sign (no signing body; the signer list is emptied).
 */
export const SIGNATURE_TYPE = { withCompany: 1, partiesOnly: 2 } as const;
export const SIGNATURE_TYPE_NAMES: Record<number, string> = { 1: '企业与双方签署', 2: '仅双方签署' };

/** A party of the contract is a person or a company (seed 000 §6). */
export const SIGN_PARTY_TYPE = { person: 1, company: 2 } as const;
export const SIGN_PARTY_TYPE_NAMES: Record<number, string> = { 1: '个人', 2: '企业' };

/** A signing body chosen in signBodyList: a company seal or a certified signer (signSelectBody). */
export const SIGN_BODY_TYPE = { seal: 1, signer: 2 } as const;

/** Operation log actions (operationlogs). */
export const SIGN_LOG_ACTION = {
  submit: 1,
  edit: 2,
  invalidate: 3,
  revokeInvalid: 4,
  remove: 5,
  /** The full content was opened to edit (signEditContent): who saw the parties' numbers. */
  openEdit: 6,
} as const;
export const SIGN_LOG_ACTION_NAMES: Record<number, string> = {
  1: '发起签约',
  2: '修改合同',
  3: '作废合同',
  4: '撤销作废',
  5: '删除合同',
  6: '打开修改',
};

export const SIGN_CONTRACT_LIMITS = {
  nameLength: 60,
  certNoLength: 30,
  phoneLength: 20,
  houseTextLength: 60,
  coowners: 10,
  signBodies: 20,
  remarkLength: 200,
  draftCodeLength: 40,
  /** Drafts a user may keep. */
  drafts: 200,
  userAgentLength: 300,
  /** The agent's drawn signature as base64 (about 500 KB of PNG; the request stays under 1 MB). */
  brokerSignatureChars: 700_000,
} as const;

/** The steps the signing pages show (preview calls `steps`); step 0 is edit mode (seed 000 §4). */
export const SIGN_STEPS = ['填写合同', '确认合同', '发起签署'] as const;

/** Messages in the seeds' wording where they give one. */
export const SIGN_CONTRACT_MSG = {
  identityError: '身份信息填写错误 请填写正确信息再提交',
  nameRequired: '请输入姓名',
  idNoRequired: '请输入身份证号',
  idNoFormat: '身份证号格式不正确',
  mobileRequired: '请输入手机号码',
  mobileFormat: '手机号码格式不正确',
  companyRequired: '请输入公司名称',
  orgCodeRequired: '请输入公司营业执照号',
  orgCodeFormat: '公司营业执照号格式不正确',
  houseNameRequired: '请输入小区名称',
  signBodyRequired: '请选择签署主体',
  signBodyInvalid: '签署主体不可用，请重新选择',
  templateUnavailable: '合同模板不存在或已下架',
  noQuota: '您的电子签约份数已用完，请购买套餐后再发起签约',
  goPc: '请前往pc端购买!',
  draftEmpty: '请填写小区名称、楼栋或房号后再保存草稿',
  draftTooMany: '草稿数量已达上限，请先删除不用的草稿',
  notFound: '合同不存在或已删除',
  draftNotFound: '草稿不存在或已删除',
  notEditable: '合同已有签署方签署，不能修改',
  notInvalidatable: '该合同当前状态不能作废',
  notInvalid: '该合同未作废，无需撤销作废',
  signedNoDelete: '已签署的合同不能删除，只能作废',
  /** A held submission whose contract was invalidated, withdrawn or deleted before the last pass. */
  notReleasable: '该合同当前状态不能发起签署',
  signatureTypeInvalid: '请选择签署类型',
  partyTypeInvalid: '请选择签约方类型',
  brokerSignatureRequired: '请先完成经纪人签名',
  brokerSignatureFormat: '签名图片格式不正确',
  /** The 合同管理 record a contract was started from: gone, or outside the agent's data scope. */
  recordNotFound: '关联合同不存在或已删除',
  recordTypeMismatch: '关联合同类型与电子合同类型不符',
  recordLinked: '关联合同已关联其他电子合同',
} as const;

export const SIGN_CONTRACT_OK = {
  draftSaved: '已自动保存',
  submitted: '发起签约成功',
  edited: '修改成功',
  invalidated: '作废成功',
  revoked: '撤销作废成功',
  deleted: '删除成功',
} as const;
