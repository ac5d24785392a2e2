// The browser's IANA time zone (e.g. "Europe/London"), so insights count days where the family lives.
// Left out when the browser gives none or one the server would not accept.
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && zone.length <= 64 && /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}
