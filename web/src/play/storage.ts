// localStorage with a memory fallback (private mode, full quota): the page keeps working either way.
const memory = new Map<string, string>();

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readJSON<T>(key: string): T | null {
  let raw: string | null = memory.get(key) ?? null;
  try {
    raw = store()?.getItem(key) ?? raw;
  } catch {
    /* memory value stands */
  }
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJSON(key: string, value: unknown) {
  const raw = JSON.stringify(value);
  memory.set(key, raw);
  try {
    store()?.setItem(key, raw);
  } catch {
    /* kept in memory for this visit */
  }
}

export function removeKey(key: string) {
  memory.delete(key);
  try {
    store()?.removeItem(key);
  } catch {
    /* nothing to do */
  }
}

export function newId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const b = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(b);
  else for (let i = 0; i < 16; i++) b[i] = Math.floor(Math.random() * 256);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
