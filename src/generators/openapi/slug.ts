/**
 * Words of an identifier the way lodash's `kebabCase` splits them: lower-case runs, capitalised words,
 * upper-case runs (an acronym ends before the capital that starts the next word: `GPULocations` →
 * `GPU`, `Locations`) and digit runs. Everything else separates words.
 */
const WORD = /[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[A-Z]+(?=[A-Z][a-z])|\d+/g;

function splitWords(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** `ListVMs` → `list-v-ms`, `ListEndpointGPULocations` → `list-endpoint-gpu-locations`, `get_vm` → `get-vm`. */
export function kebabCase(text: string): string {
  return splitWords(text)
    .map((w) => w.toLowerCase())
    .join('-');
}

/** The page slug of an operation: its operationId, or its method and path (`get /vms/{vm_id}` → `get-vms-vm-id`). */
export function operationSlug(operation: { operationId?: string; method: string; path: string }): string {
  const fromId = operation.operationId ? kebabCase(operation.operationId) : '';
  return fromId || kebabCase(`${operation.method} ${operation.path}`) || operation.method.toLowerCase();
}

/** Makes slugs unique in order of appearance (`get-a-b`, `get-a-b-2`), so two paths never share a page. */
export function uniqueSlugs(slugs: string[], reserved: string[] = []): string[] {
  const used = new Set(reserved);
  return slugs.map((slug) => {
    let candidate = slug;
    for (let n = 2; used.has(candidate); n++) candidate = `${slug}-${n}`;
    used.add(candidate);
    return candidate;
  });
}
