import { describe, expect, it } from 'vitest';
import {
  isAmount,
  isBusinessLicence,
  isCreditCode,
  isEmail,
  isIdCard,
  isLandline,
  isMobile,
  isPhone,
  isSmsCode,
  maskPhone,
} from './validators.ts';

describe('isPhone (seed 000 §5: 11 digits starting with 1)', () => {
  it.each(['13800000001', '19912345678', '11000000000', '12345678901'])('accepts %s', (phone) => {
    expect(isPhone(phone)).toBe(true);
  });
  it.each([
    '',
    '2380000000',
    '23800000001',
    '1380000000',
    '138000000012',
    '1380000000a',
    ' 13800000001',
    '+8613800000001',
  ])('refuses %j', (phone) => {
    expect(isPhone(phone)).toBe(false);
  });
});

describe('isMobile (seed 001 §5: 11 digits, 1 then 2 to 9)', () => {
  it.each(['13800000001', '12000000000', '19999999999', '15012345678'])('accepts %s', (phone) => {
    expect(isMobile(phone)).toBe(true);
  });
  it.each(['11000000000', '10123456789', '2380000000', '1380000000', '138000000012', '138-0000-0001'])(
    'refuses %s',
    (phone) => {
      expect(isMobile(phone)).toBe(false);
    },
  );
});

describe('isIdCard (GB 11643)', () => {
  // The two examples of the standard itself, plus numbers whose check character was computed by hand.
  it.each([
    '11010519491231002X',
    '11010519491231002x',
    '440524188001010014',
    '330106199003071236',
    '510108200002294560',
  ])('accepts %s', (id) => {
    expect(isIdCard(id)).toBe(true);
  });

  it.each([
    ['wrong check character', '110105194912310021'],
    ['wrong check character (digit for X)', '440524188001010015'],
    ['one digit changed', '330106199003071246'],
    // The following carry a correct check character: only the date is wrong.
    ['29 February of a common year', '510108200102294568'],
    ['31 April', '330106199004311238'],
    ['month 13', '33010619901307123X'],
    ['day 32', '330106199003321231'],
    ['year 1700', '330106170003071237'],
    ['leading zero', '030106199003071235'],
    ['17 characters', '33010619900307123'],
    ['15-digit old number', '330106900307123'],
    ['letters inside', '3301061990O3071236'],
  ])('refuses %s', (_why, id) => {
    expect(isIdCard(id)).toBe(false);
  });
});

describe('isCreditCode (GB 32100)', () => {
  // The standard's example, Tencent's and a government body's code, and checksums computed by hand.
  it.each([
    '91350100M000100Y43',
    '91440300708461136T',
    '91110000600037341L',
    '121000004000003980',
    '91330106MA2A111112',
  ])('accepts %s', (code) => {
    expect(isCreditCode(code)).toBe(true);
  });

  it('accepts lower case', () => {
    expect(isCreditCode('91350100m000100y43')).toBe(true);
  });

  it.each([
    ['wrong check character', '91350100M000100Y44'],
    ['one character changed', '91350100M000200Y43'],
    ['I is not used', '91350100I000100Y43'],
    ['O is not used', '91350100M0O0100Y43'],
    ['Z is not used', '9135010ZM000100Y43'],
    ['S is not used', '91350100M000100S43'],
    ['V is not used', '91350100M000100V43'],
    ['letters in the division code', '9135A100M000100Y43'],
    ['17 characters', '91350100M000100Y4'],
    ['19 characters', '91350100M000100Y430'],
  ])('refuses %s', (_why, code) => {
    expect(isCreditCode(code)).toBe(false);
  });
});

describe('isBusinessLicence (seed 000 §9: credit code or 15 digits)', () => {
  it('accepts an 18-character credit code and a 15-digit registration number', () => {
    expect(isBusinessLicence('91440300708461136T')).toBe(true);
    expect(isBusinessLicence('440301103097413')).toBe(true);
  });
  it('refuses 14 or 16 digits, letters in a 15-character number and a bad credit code', () => {
    expect(isBusinessLicence('44030110309741')).toBe(false);
    expect(isBusinessLicence('4403011030974130')).toBe(false);
    expect(isBusinessLicence('44030110309741A')).toBe(false);
    expect(isBusinessLicence('91440300708461136A')).toBe(false);
  });
});

describe('the other formats of seed 001 §5', () => {
  it('landline', () => {
    for (const ok of ['0571-88886666', '057188886666', '010-12345678', '88886666', '0571-8888666-123']) {
      expect(isLandline(ok), ok).toBe(true);
    }
    for (const bad of ['123', '0571-888866666', 'abc-12345678', '0571--88886666']) {
      expect(isLandline(bad), bad).toBe(false);
    }
  });

  it('e-mail', () => {
    expect(isEmail('zhang.wei@anju.com.cn')).toBe(true);
    for (const bad of ['zhang.wei', 'a@b', '@anju.com', 'zhang wei@anju.com']) expect(isEmail(bad), bad).toBe(false);
  });

  it('amount with up to 2 decimals', () => {
    for (const ok of ['0', '0.5', '12', '1234567.89']) expect(isAmount(ok), ok).toBe(true);
    for (const bad of ['', '01', '1.234', '-1', '1.', '.5', '1,000']) expect(isAmount(bad), bad).toBe(false);
  });

  it('6-digit code', () => {
    expect(isSmsCode('012345')).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', '']) expect(isSmsCode(bad), bad).toBe(false);
  });

  it('masks a phone for lists', () => {
    expect(maskPhone('13800005678')).toBe('138****5678');
    expect(maskPhone('0571-8888')).toBe('0571-8888');
  });
});
