import { editDistance } from '../shared/nearest.js';

function normalize(key: string): string {
  return key.toLowerCase().replace(/[-_]/g, '');
}

/**
 * The known key an unknown front matter key is most likely a misspelling of, if it looks like one: the
 * same key in another case or separator style (`sidebarPosition`), or within a typo or two of it. Keys
 * that are merely different (`author`, a site's own `product`) get no suggestion, since they are kept.
 */
export function misspelledKey(key: string, known: readonly string[], alsoKnown: readonly string[] = []): string | undefined {
  if (alsoKnown.includes(key)) return undefined;
  const target = normalize(key);
  const allowed = target.length <= 4 ? 1 : target.length < 12 ? 2 : 3;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of [...known, ...alsoKnown]) {
    const distance = editDistance(target, normalize(candidate));
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best !== undefined && bestDistance <= allowed && known.includes(best) ? best : undefined;
}
