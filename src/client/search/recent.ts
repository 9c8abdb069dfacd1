/** A result the reader opened from search, offered again the next time the dialog opens empty. */
export interface RecentHit {
  url: string;
  title: string;
  headings: string[];
}

const KEY = 'docs-gen.search.recent';
const MAX = 5;

function isRecentHit(value: unknown): value is RecentHit {
  const hit = value as RecentHit;
  return typeof hit?.url === 'string' && typeof hit.title === 'string' && Array.isArray(hit.headings);
}

/** Newest first. Storage can be full, disabled or hold garbage from an older version: all read as "none". */
export function readRecent(): RecentHit[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isRecentHit).slice(0, MAX) : [];
  } catch {
    return [];
  }
}

export function rememberRecent(hit: RecentHit): void {
  const list = [hit, ...readRecent().filter((h) => h.url !== hit.url)].slice(0, MAX);
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    /* private mode: nothing is remembered */
  }
}
