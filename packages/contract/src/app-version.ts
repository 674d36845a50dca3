/**
 * The app's versions (seed 000 §1): the displayed version and the shell's app version and version
 * code; both readings are kept. Imports nothing, so a page showing them pulls in no schema.
 */
export const APP_VERSION = {
  displayVersion: 'v5.0.1',
  appVersion: '1.0.5',
  versionCode: 105,
} as const;
