export type Encoding = 'br' | 'gzip' | 'identity';

/** Server preference when the client rates several encodings equally: brotli is smaller than gzip. */
const PREFERENCE: Encoding[] = ['br', 'gzip'];

function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param);
      if (match) q = Number(match[1]);
    }
    weights.set(token, Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0);
  }
  return weights;
}

/** Picks the response encoding from Accept-Encoding (q-values and `*` honoured); identity when none fits. */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const weights = parseAcceptEncoding(header);
  const star = weights.get('*');
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const encoding of PREFERENCE) {
    const q = weights.get(encoding) ?? (encoding === 'gzip' ? weights.get('x-gzip') : undefined) ?? star ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}
