/** Edit distance between two strings (Levenshtein), for "did you mean" suggestions. */
export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return prev[b.length];
}

/**
 * The candidate closest to `target`; unless `always`, undefined when nothing is reasonably close. One that holds the
 * whole target (`#splitting-and-injecting-endpoints` for `#injecting-endpoints`, a heading renamed with words added)
 * is taken before any other, the shortest first: edit distance alone prefers a short unrelated one.
 */
export function nearest(target: string, candidates: Iterable<string>, options: { always?: boolean; maxDistance?: number } = {}): string | undefined {
  const list = [...candidates];
  const lower = target.toLowerCase();
  const holding = lower.replace(/^[#/]+|[#/]+$/g, '').length >= 4 ? list.filter((candidate) => candidate.toLowerCase().includes(lower)) : [];
  if (holding.length) return holding.reduce((a, b) => (b.length < a.length ? b : a));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of list) {
    const distance = editDistance(target.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  if (options.always) return best;
  return best !== undefined && bestDistance <= (options.maxDistance ?? Math.max(4, target.length * 0.6)) ? best : undefined;
}

/** A name close enough to be a slip of the keyboard (a letter or two, a third of a long name): for "did you mean" on names. */
export function nearestName(target: string, candidates: Iterable<string>): string | undefined {
  return nearest(target, candidates, { maxDistance: Math.max(2, Math.floor(target.length / 3)) });
}
