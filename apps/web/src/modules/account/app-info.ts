/** What the about and download pages show (seed 000 §1): displayed v5.0.1; shell 1.0.5, code 105. */
export const APP_INFO = {
  name: '经纪工作本',
  slogan: '房源、客源、签约，一本搞定',
  displayVersion: 'v5.0.1',
  appVersion: '1.0.5',
  versionCode: 105,
} as const;
