// A small reader for the browsers and systems people use on the back-office. A parser library would
// know more names, but the screen and the new-device rule only need the family (no versions): a
// browser update must not look like a new device.

export interface DeviceInfo {
  browser: string | null;
  os: string | null;
  /** what the screen and the e-mail show, e.g. "Chrome no Windows" */
  label: string;
}

// order matters: Edge and Opera also say "Chrome", Chrome also says "Safari"
const browsers: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

// iPhone and iPad before macOS ("like Mac OS X"), Android before Linux
const systems: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: [RegExp, string][], ua: string) => list.find(([re]) => re.test(ua))?.[1] ?? null;

export function parseUserAgent(userAgent: string | null | undefined): DeviceInfo {
  const ua = (userAgent ?? '').slice(0, 1000);
  const browser = first(browsers, ua);
  const os = first(systems, ua);
  const label =
    browser && os
      ? `${browser} no ${os}`
      : (browser ?? (os ? `Navegador no ${os}` : 'Dispositivo desconhecido'));
  return { browser, os, label };
}
