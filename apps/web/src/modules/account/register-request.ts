import { REGISTER_DEFAULTS, type TRegisterRequest } from '@awb/contract/register.contract';

export type TRegisterMode = 'create' | 'join';

/** The register form's raw values (region is the cascade picker's [provinceId, cityId]). */
export type TRegisterForm = {
  phone?: string;
  phonecode?: string;
  password?: string;
  confirmPwd?: string;
  company?: string;
  region?: (string | null)[];
  area?: string;
  address?: string;
  inviteCode?: string;
  userName?: string;
};

/** The chosen city id, or null until one is picked. */
export function chosenCity(region: TRegisterForm['region']): number | null {
  const city = Number(region?.[1]);
  return Number.isInteger(city) && city > 0 ? city : null;
}

/**
 * The userRegister body (seed 000 §3): sourcetype 10 as an integer. Creating sends the company with
 * its province, city and district; joining sends the invite code in sourceParam and lets the
 * server keep its defaults for the rest, since the person joins a company that already has them.
 */
export function toRegisterRequest(mode: TRegisterMode, v: TRegisterForm): TRegisterRequest {
  const base = {
    phone: (v.phone ?? '').trim(),
    phonecode: (v.phonecode ?? '').trim(),
    password: v.password ?? '',
    confirmPwd: v.confirmPwd ?? '',
    sourcetype: REGISTER_DEFAULTS.sourcetype,
    // The name colleagues and the reviewing administrator see; without it the server names the account 用户1234.
    ...(v.userName?.trim() ? { userName: v.userName.trim() } : {}),
  };
  if (mode === 'join') return { ...base, sourceParam: (v.inviteCode ?? '').trim() };
  return {
    ...base,
    company: (v.company ?? '').trim(),
    address: (v.address ?? '').trim(),
    province: Number(v.region?.[0]) || REGISTER_DEFAULTS.province,
    city: chosenCity(v.region) ?? REGISTER_DEFAULTS.city,
    area: v.area ?? '',
    sourceParam: '',
  };
}
