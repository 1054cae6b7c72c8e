/** Headers every call of the web client sends (spec access §7). */
export const CLIENT_HEADERS = {
  tenant: 'x-tenant',
  appId: 'x-app-id',
  appVersion: 'x-app-version',
  buildType: 'x-build-type',
  runId: 'x-run-id',
  launchCount: 'x-launch-count',
  deviceOs: 'x-device-os',
  deviceOsVersion: 'x-device-os-version',
  screenSize: 'x-screen-size',
  pixelRatio: 'x-pixel-ratio',
  timeOffset: 'TimeOffset',
} as const;

export const REQUEST_ID_HEADER = 'x-request-id';
export const APP_ID = 'adatlas-web';

export const API_BASE = '/api/v1';
export const FRONTEND_API_BASE = '/api/v1/frontend';
