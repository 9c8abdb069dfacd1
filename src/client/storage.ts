/**
 * localStorage that never throws: blocked storage (private modes, policies) reads as empty, and what is written
 * lasts for the page only.
 */
export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`, or removes the key when `value` is null. */
export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* blocked: nothing is kept */
  }
}
