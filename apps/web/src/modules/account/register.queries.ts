import { regionEndpoints } from '@awb/contract/region.contract';
import {
  registerEndpoints as api,
  REGISTER_SUCCESS_DELAY_MS,
  type TRegisterRequest,
} from '@awb/contract/register.contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { call } from '../../platform/api.ts';
import { nav, withQuery } from '../../platform/nav.ts';
import { provinceCityOptions } from './region-options.ts';

/** Provinces with their cities, for the 省/市 picker (both lists are public reference data). */
export function useProvinceCityOptions() {
  return useQuery({
    queryKey: ['region', 'province-city'],
    queryFn: async () => {
      const [provinces, cities] = await Promise.all([
        call(regionEndpoints.getProvince, {}, { loading: false }),
        call(regionEndpoints.getCity, {}, { loading: false }),
      ]);
      return provinceCityOptions(provinces.data, cities.data);
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Districts of the chosen city, from the registration service. */
export function useCityAreas(cityId: number | null) {
  return useQuery({
    queryKey: ['region', 'city-areas', cityId],
    queryFn: async () => (await call(api.getCityAreas, { body: { city: cityId! } }, { loading: false })).data,
    enabled: cityId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export async function sendRegisterCode(phone: string): Promise<void> {
  const result = await call(api.getRegPhoneCode, { body: { phone } }, { loading: '发送中…' });
  Toast.show({ content: result.result || result.msg });
}

/** Where the register step is: the code check runs first (seed 000 §5), then the registration. */
export type TRegisterStep = 'idle' | 'checking' | 'registering' | 'done';

/** Checks the code, registers, toasts, and opens the download page after 1.5 s; a failure resets the step. */
export function useRegister() {
  const [step, setStep] = useState<TRegisterStep>('idle');
  const mutation = useMutation({
    mutationFn: async (body: TRegisterRequest) => {
      setStep('checking');
      await call(api.getRegPhoneCheckCode, { body: { phone: body.phone, phonecode: body.phonecode } });
      setStep('registering');
      return call(api.userRegister, { body }, { loading: '注册中…' });
    },
    onSuccess: (result) => {
      setStep('done');
      Toast.show({ icon: 'success', content: result.result || result.msg, duration: REGISTER_SUCCESS_DELAY_MS });
      setTimeout(
        () => nav.redirectTo(withQuery('pages/h5/downLoad', { status: result.data.status })),
        REGISTER_SUCCESS_DELAY_MS,
      );
    },
    onError: () => setStep('idle'),
  });
  return { register: mutation.mutate, step };
}
