import type { PageCounts } from '../pipeline/sitePipeline.js';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const KIND_LABELS: [keyof PageCounts, string][] = [
  ['docs', 'docs'],
  ['api', 'API'],
  ['cli', 'CLI'],
  ['pages', 'React pages'],
];

/** `5 docs, 2 API`: the kinds a site has, in a fixed order. */
export function describeCounts(counts: PageCounts): string {
  const parts = KIND_LABELS.filter(([key]) => counts[key] > 0).map(([key, label]) => `${counts[key]} ${label}`);
  return parts.join(', ') || 'no pages';
}
