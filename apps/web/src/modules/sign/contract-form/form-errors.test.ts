import { SIGN_CONTRACT_MSG, SIGNATURE_TYPE } from '@awb/contract/sign-contract-constants';
import { SALE_TEMPLATE } from '@awb/contract/sign-template-sale';
import { describe, expect, it } from 'vitest';
import { newContent } from './contract-content.ts';
import { formErrors, SIGN_BODY_ERROR } from './form-errors.ts';

const fields = SALE_TEMPLATE.fields;
const city = { paramMap: {}, defaultCityInfo: { provinceName: '浙江省', cityName: '杭州市' } };

describe('formErrors', () => {
  it('marks the empty required fields with the template wording', () => {
    const errors = formErrors(newContent(fields, '', city), fields, undefined);
    expect(errors.houseName).toBe('请输入小区名称');
    expect(errors.province).toBeUndefined();
  });

  it('asks for a signing body only when the company signs and the choice is shown', () => {
    const withCompany = { ...newContent(fields, '', city), signatureType: SIGNATURE_TYPE.withCompany };
    expect(formErrors(withCompany, fields, { showType: 1 })[SIGN_BODY_ERROR]).toBe(SIGN_CONTRACT_MSG.signBodyRequired);
    expect(formErrors(withCompany, fields, { showType: 0 })[SIGN_BODY_ERROR]).toBeUndefined();
    const chosen = { ...withCompany, signBodyList: [{ type: 1, id: 3 }] };
    expect(formErrors(chosen, fields, { showType: 1 })[SIGN_BODY_ERROR]).toBeUndefined();
    const partiesOnly = { ...withCompany, signatureType: SIGNATURE_TYPE.partiesOnly };
    expect(formErrors(partiesOnly, fields, { showType: 1 })[SIGN_BODY_ERROR]).toBeUndefined();
  });
});
