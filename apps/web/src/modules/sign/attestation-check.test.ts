import { describe, expect, it } from 'vitest';
import { attestationProblem, canStartFace, type TAttestationForm } from './attestation-check.ts';

const ok: TAttestationForm = {
  name: '李明',
  idNo: '11010519491231002X',
  mobileNo: '13900000001',
  verificationCode: '123456',
  cardNo: '',
  company: '杭州示范房产经纪有限公司',
  orgCode: '91330106MA2B0XKX1A',
};

describe('certification form', () => {
  it('asks for the face link only with a name and a valid ID number', () => {
    expect(canStartFace('李明', '11010519491231002x')).toBe(true);
    expect(canStartFace('', ok.idNo)).toBe(false);
    expect(canStartFace('李明', '110105194912310021')).toBe(false);
  });

  it('says what is missing in the seed wording', () => {
    expect(attestationProblem(ok, 1)).toBeNull();
    expect(attestationProblem({ ...ok, orgCode: ok.orgCode.toLowerCase() }, 1)).toBeNull();
    expect(attestationProblem(ok, 0)).toBe('人脸核验尚未完成，请完成后再提交');
    expect(attestationProblem({ ...ok, idNo: '123' }, 1)).toBe('身份证号格式不正确');
    expect(attestationProblem(ok, null)).toBe('请先完成人脸核验');
    expect(attestationProblem({ ...ok, orgCode: '91330106MA2B0XKX1I' }, 1)).toBe('公司营业执照号格式不正确');
    expect(attestationProblem({ ...ok, orgCode: '330106000123456' }, 1)).toBeNull();
  });
});
