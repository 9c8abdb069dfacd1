import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/site.js';

/**
 * Every call to the REST API that the guides show must exist in site/api/openapi.yaml: full URLs under
 * the API's base URL (in code or prose) and `METHOD /path` mentions. Path templates (`{vm_id}`) match any
 * value, so `$VM_ID`, `vm-7f3a2c9e` or `<vm-id>` fill them.
 */

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

interface Call {
  file: string;
  line: number;
  /** Undefined when the text does not say (a bare URL): then any method of the path will do. */
  method?: string;
  path: string;
  written: string;
}

const spec = parseYaml(fs.readFileSync(path.join(repoRoot, 'site/api/openapi.yaml'), 'utf8')) as { paths: Record<string, Record<string, unknown>> };
const operations = Object.entries(spec.paths).flatMap(([template, item]) =>
  METHODS.filter((m) => item[m.toLowerCase()]).map((method) => ({ method, segments: template.split('/').filter(Boolean) })),
);
const resources = new Set(operations.map((o) => o.segments[0]));

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

/**
 * Whether a `METHOD /path` mention is about this API. Guides also mention other HTTP APIs (a Qdrant
 * snapshot upload, an endpoint's OpenAI-compatible `GET /v1/models`); a mention counts when its first
 * segment is one of this API's resources or a near miss of one (`/vm/…`, `/ssh_keys`), which is the
 * mistake this test is for. A `/v1/` prefix (the base URL's version) is read through.
 */
function platformPath(raw: string): string | undefined {
  const rest = raw.startsWith('/v1/') ? raw.slice(3) : raw;
  const first = rest.split('/').filter(Boolean)[0] ?? '';
  const near = [...resources].some((r) => r === first || editDistance(r, first) <= 2);
  return near && (rest === raw || resources.has(first)) ? rest : undefined;
}

/** The method of a URL in code: curl's `-X`/`--request` (or its POST for data), `requests.<method>(`, fetch's `method:`. */
function methodOfUrl(lines: string[], index: number): string | undefined {
  let start = index;
  while (start > 0 && /\\\s*$/.test(lines[start - 1])) start--;
  let end = index;
  while (end < lines.length - 1 && /\\\s*$/.test(lines[end])) end++;
  const command = lines.slice(start, end + 1).join(' ');
  const explicit = /(?:-X|--request)\s+['"]?([A-Z]+)/.exec(command) ?? /\b(?:requests|httpx)\.(get|post|put|patch|delete)\(/i.exec(command);
  if (explicit) return explicit[1].toUpperCase();
  const fetchMethod = /method:\s*['"]([A-Z]+)['"]/.exec(lines.slice(index, index + 8).join(' '));
  if (/\bfetch\(/.test(lines[index]) && fetchMethod) return fetchMethod[1];
  if (/\bcurl\b/.test(command)) return /\s(-d|--data\S*|-F|--form)\s/.test(` ${command} `) ? 'POST' : 'GET';
  return undefined;
}

function findCalls(rel: string, source: string): Call[] {
  const lines = source.split('\n');
  const calls: Call[] = [];
  lines.forEach((text, i) => {
    for (const match of text.matchAll(/https:\/\/api\.opengpu\.cloud\/v1(\/[^\s"'`)\]\\|]*)?/g)) {
      const urlPath = (match[1] ?? '').split(/[?#]/)[0].replace(/[.,;:]+$/, '');
      if (urlPath && urlPath !== '/') calls.push({ file: rel, line: i + 1, method: methodOfUrl(lines, i), path: urlPath, written: match[0] });
    }
    for (const match of text.matchAll(new RegExp(`\\b(${METHODS.join('|')})\\s+(/[^\\s"'\`)\\]\\\\|,]*)`, 'g'))) {
      const mentioned = platformPath(match[2].split(/[?#]/)[0].replace(/[.;:]+$/, ''));
      if (mentioned) calls.push({ file: rel, line: i + 1, method: match[1], path: mentioned, written: match[0] });
    }
  });
  return calls;
}

function matchesOperation(call: Call): boolean {
  const segments = call.path.split('/').filter(Boolean);
  return operations.some(
    (op) =>
      (!call.method || op.method === call.method) &&
      op.segments.length === segments.length &&
      op.segments.every((s, i) => /^\{[^}]+\}$/.test(s) || s === segments[i]),
  );
}

describe('API calls in the guides', () => {
  const files = fg.sync(['site/docs/**/*.{md,mdx}', 'site/cli/**/*.{md,mdx}'], { cwd: repoRoot, absolute: true });
  const calls = files.flatMap((file) => findCalls(path.relative(repoRoot, file), fs.readFileSync(file, 'utf8')));

  it('finds the calls the guides make', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(calls.length).toBeGreaterThan(20);
  });

  it('tells calls that exist from wrong methods, unknown paths and near-miss resources', () => {
    const sample = [
      'curl -X DELETE https://api.opengpu.cloud/v1/vms/$VM_ID/restart',
      'curl https://api.opengpu.cloud/v1/vms/vm-1 \\',
      '  --data \'{}\'',
      'Poll `GET /vm/vm-1`, then `PUT /clusters/k8s-1`; `GET /v1/models` is the endpoint API.',
      'response = requests.get("https://api.opengpu.cloud/v1/ssh-keys/key-1")',
    ].join('\n');
    const found = findCalls('x.md', sample).map((c) => `${c.line} ${c.method} ${c.path} ${matchesOperation(c) ? 'ok' : 'wrong'}`);
    expect(found).toEqual(['1 DELETE /vms/$VM_ID/restart wrong', '2 POST /vms/vm-1 wrong', '4 GET /vm/vm-1 wrong', '4 PUT /clusters/k8s-1 wrong', '5 GET /ssh-keys/key-1 ok']);
  });

  it('uses only paths and methods of site/api/openapi.yaml', () => {
    const wrong = calls.filter((call) => !matchesOperation(call)).map((c) => `${c.file}:${c.line}  ${c.method ?? 'any method'} ${c.path} (written "${c.written}")`);
    expect(wrong, `API calls that site/api/openapi.yaml does not have:\n${wrong.join('\n')}`).toEqual([]);
  });
});
