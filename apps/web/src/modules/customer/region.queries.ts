import { regionEndpoints } from '@awb/contract/region.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../platform/api.ts';

/** Provinces and cities (public reference data), for the 意向城市 picker. */
export function useProvincesAndCities() {
  return useQuery({
    queryKey: ['region', 'provinces-cities'],
    queryFn: async () => {
      const [provinces, cities] = await Promise.all([
        call(regionEndpoints.getProvince, {}, { loading: false }),
        call(regionEndpoints.getCity, {}, { loading: false }),
      ]);
      return { provinces: provinces.data, cities: cities.data };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Districts of a city, for 意向区域. */
export function useDistricts(cityId: number | null) {
  return useQuery({
    queryKey: ['region', 'districts', cityId],
    queryFn: async () =>
      (await call(regionEndpoints.getDistractList, { query: { cityId: cityId! } }, { loading: false })).data,
    enabled: cityId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
