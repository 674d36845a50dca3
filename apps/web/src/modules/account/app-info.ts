import { APP_VERSION } from '@awb/contract/app-version';

/** What the about and download pages show; the versions are the seed's (seed 000 §1: v5.0.1; shell 1.0.5, code 105). */
export const APP_INFO = {
  name: '经纪工作本',
  slogan: '房源、客源、签约，一本搞定',
  ...APP_VERSION,
} as const;
