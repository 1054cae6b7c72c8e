import { APP_ID, CLIENT_HEADERS } from '@adatlas/domain/http';
import { localStore, STORAGE_KEYS } from '../utils/localStore.ts';

/** One id per page load, so the server can group the calls of one visit. */
const RUN_ID = crypto.randomUUID();

const LAUNCH_COUNT = countLaunch();

function countLaunch(): number {
  const previous = Number.parseInt(localStore.get(STORAGE_KEYS.launchCount) ?? '0', 10);
  const next = Number.isFinite(previous) && previous >= 0 ? previous + 1 : 1;
  localStore.set(STORAGE_KEYS.launchCount, String(next));
  return next;
}

const OS_PATTERNS: readonly [string, RegExp][] = [
  ['Windows', /Windows NT ([\d.]+)/],
  ['iOS', /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/],
  ['macOS', /Mac OS X ([\d_.]+)/],
  ['Android', /Android ([\d.]+)/],
  ['ChromeOS', /CrOS \S+ ([\d.]+)/],
  ['Linux', /Linux()/],
];

export function detectOs(userAgent: string): { os: string; version: string } {
  for (const [os, pattern] of OS_PATTERNS) {
    const match = pattern.exec(userAgent);
    if (match) return { os, version: (match[1] ?? '').replaceAll('_', '.') };
  }
  return { os: 'unknown', version: '' };
}

/** The device and app headers of spec access §7 (tenant, language and token are added per call). */
export function deviceHeaders(): Record<string, string> {
  const { os, version } = detectOs(navigator.userAgent);
  return {
    [CLIENT_HEADERS.appId]: APP_ID,
    [CLIENT_HEADERS.appVersion]: __APP_VERSION__,
    [CLIENT_HEADERS.buildType]: import.meta.env.MODE,
    [CLIENT_HEADERS.runId]: RUN_ID,
    [CLIENT_HEADERS.launchCount]: String(LAUNCH_COUNT),
    [CLIENT_HEADERS.deviceOs]: os,
    [CLIENT_HEADERS.deviceOsVersion]: version,
    [CLIENT_HEADERS.screenSize]: `${window.screen.width}x${window.screen.height}`,
    [CLIENT_HEADERS.pixelRatio]: String(window.devicePixelRatio || 1),
    // Minutes east of UTC, the sign people expect (UTC+1 → 60).
    [CLIENT_HEADERS.timeOffset]: String(-new Date().getTimezoneOffset()),
  };
}
