// Only a path on this site: never an absolute URL or a protocol-relative one (open redirect).
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return '/';
  if (value.startsWith('/api/')) return '/';
  return value.slice(0, 512);
}
