import { isBusinessLicence, isIdCard, isSmsCode, MOBILE_PATTERN } from '@awb/contract/common/validators';
import { FACE_STATUS, SIGN_MSG } from '@awb/contract/sign-constants';

export type TAttestationForm = {
  name: string;
  idNo: string;
  mobileNo: string;
  verificationCode: string;
  cardNo: string;
  company: string;
  orgCode: string;
};

/** Seed 000 §5: the face link is asked only when the name and a valid ID number are present. */
export function canStartFace(name: string, idNo: string): boolean {
  return name.trim() !== '' && isIdCard(idNo.trim());
}

/** The first problem of the certification form, in the server's wording, or null when it may be sent. */
export function attestationProblem(form: TAttestationForm, faceStatus: number | null): string | null {
  if (!form.name.trim()) return SIGN_MSG.nameRequired;
  if (!form.idNo.trim()) return SIGN_MSG.idNoRequired;
  if (!isIdCard(form.idNo.trim())) return SIGN_MSG.idNoFormat;
  if (faceStatus === null) return SIGN_MSG.faceRequired;
  if (faceStatus === FACE_STATUS.pending) return SIGN_MSG.facePending;
  if (faceStatus === FACE_STATUS.failed) return SIGN_MSG.faceFailed;
  if (!form.mobileNo.trim()) return SIGN_MSG.mobileRequired;
  if (!MOBILE_PATTERN.test(form.mobileNo.trim())) return SIGN_MSG.mobileFormat;
  if (!form.verificationCode.trim()) return '请输入验证码';
  if (!isSmsCode(form.verificationCode.trim())) return '验证码格式不正确';
  if (!form.company.trim()) return SIGN_MSG.companyRequired;
  if (!form.orgCode.trim()) return SIGN_MSG.orgCodeRequired;
  if (!isBusinessLicence(form.orgCode.trim().toUpperCase())) return SIGN_MSG.orgCodeFormat;
  return null;
}
