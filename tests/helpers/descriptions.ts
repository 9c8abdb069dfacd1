/** Every `description` string of a parsed OpenAPI document, in document order. */
export function collectDescriptions(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => collectDescriptions(n, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'description' && typeof value === 'string') out.push(value);
      else collectDescriptions(value, out);
    }
  }
  return out;
}
