import { shellDoubleQuote, shellQuote, toJsLiteral, toPythonLiteral } from './literals.js';
import type { SampleRequest, SampleValue } from './sampleRequest.js';

export interface RequestSample {
  /** Tab value and label. */
  value: string;
  label: string;
  /** Highlighter language. */
  lang: string;
  code: string;
}

type BodyKind = 'json' | 'form' | 'multipart' | 'raw';

/**
 * How the samples send a JSON body: written out in each (the default), or read from a file of this name that
 * the page shows once beside the samples, so a long body is not repeated in every language.
 */
export interface SampleOptions {
  bodyFile?: string;
}

export function bodyKind(mediaType: string): BodyKind {
  if (/[/+]json\b/i.test(mediaType)) return 'json';
  if (/x-www-form-urlencoded/i.test(mediaType)) return 'form';
  if (/multipart\//i.test(mediaType)) return 'multipart';
  return 'raw';
}

const fieldText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** One field of a form or multipart body as sent: its name, its text (a file's name for a file) and whether it is a file. */
interface BodyPart {
  name: string;
  text: string;
  file: boolean;
}

/**
 * The fields of a form or multipart body. An array is sent as one field per item under the same name, as
 * OpenAPI serializes it by default (`tags=a&tags=b`, a part per item), not as JSON text; an object stays JSON,
 * the default type of a multipart part holding one (a form body's objects are fields already: see formFields.ts).
 */
function partsOf(request: SampleRequest): BodyPart[] {
  const value = request.body?.value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([name, field], position) => {
    const file = request.body?.files?.includes(position) === true;
    return (Array.isArray(field) ? field : [field]).map((item) => ({ name, text: fieldText(item), file }));
  });
}

/** Whether a field name comes more than once: clients then take the fields as a list of pairs, not a map. */
const repeatsName = (parts: BodyPart[]) => new Set(parts.map((p) => p.name)).size < parts.length;
const rawText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** Headers the samples send explicitly: the documented ones plus the body's Content-Type where a client does not set it. */
function headersOf(request: SampleRequest, withContentType: boolean): SampleValue[] {
  const headers = [...request.headers];
  if (request.body && withContentType) headers.push({ name: 'Content-Type', values: [request.body.mediaType] });
  return headers;
}

function queryString(query: SampleValue[], envRef: (variable: string) => string): string {
  const parts = query.flatMap((q) =>
    q.env ? [`${encodeURIComponent(q.name)}=${envRef(q.env.variable)}`] : q.values.map((v) => `${encodeURIComponent(q.name)}=${encodeURIComponent(v)}`),
  );
  return parts.length ? `?${parts.join('&')}` : '';
}

/** `curl` with the shell expanding credentials from the environment. */
export function buildCurlSample(request: SampleRequest, options: SampleOptions = {}): string {
  const kind = request.body ? bodyKind(request.body.mediaType) : undefined;
  const url = request.url + queryString(request.query, (v) => `$${v}`);
  const head = request.method === 'GET' ? 'curl' : request.method === 'HEAD' ? 'curl -I' : `curl -X ${request.method}`;
  const lines = [`${head} ${request.query.some((q) => q.env) ? `"${url}"` : shellDoubleQuote([{ literal: url }])}`];
  for (const h of headersOf(request, kind !== 'form' && kind !== 'multipart')) {
    const value = h.env ? shellDoubleQuote([{ literal: `${h.name}: ${h.env.prefix}` }, { variable: h.env.variable }]) : shellQuote(`${h.name}: ${h.values.join(',')}`);
    lines.push(`-H ${value}`);
  }
  const body = request.body?.value;
  if (kind === 'json') lines.push(options.bodyFile ? `--data ${shellQuote(`@${options.bodyFile}`)}` : `--data ${shellQuote(JSON.stringify(body, null, 2))}`);
  else if (kind === 'form') lines.push(...partsOf(request).map((p) => `--data-urlencode ${shellQuote(`${p.name}=${p.text}`)}`));
  else if (kind === 'multipart') lines.push(...partsOf(request).map((p) => `-F ${shellQuote(`${p.name}=${p.file ? '@' : ''}${p.text}`)}`));
  else if (kind === 'raw') lines.push(`--data-binary ${shellQuote(rawText(body))}`);
  return lines.join(' \\\n  ');
}

/** A header value in Python: a literal, or an f-string around the environment variable. */
function pythonHeaderValue(h: SampleValue): string {
  if (!h.env) return JSON.stringify(h.values.join(','));
  const lookup = `os.environ['${h.env.variable}']`;
  if (!h.env.prefix) return lookup;
  const prefix = JSON.stringify(h.env.prefix).slice(1, -1).replace(/[{}]/g, '$&$&');
  return `f"${prefix}{${lookup}}"`;
}

const PYTHON_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

/** Python with `requests`; credentials come from `os.environ`. */
export function buildPythonSample(request: SampleRequest, options: SampleOptions = {}): string {
  const env = (v: string) => `os.environ['${v}']`;
  const args = [JSON.stringify(request.url)];
  if (request.query.length) {
    const entries = request.query.map((q) => `${JSON.stringify(q.name)}: ${q.env ? env(q.env.variable) : toPythonLiteral(q.data ?? q.values[0], 1)}`);
    args.push(`params={${entries.join(', ')}}`);
  }
  const kind = request.body ? bodyKind(request.body.mediaType) : undefined;
  const headers = headersOf(request, kind === 'raw');
  if (headers.length) {
    args.push(`headers={${headers.map((h) => `${JSON.stringify(h.name)}: ${pythonHeaderValue(h)}`).join(', ')}}`);
  }
  const body = request.body?.value;
  const fromFile = kind === 'json' && options.bodyFile !== undefined;
  if (fromFile) args.push(`json=json.load(open(${JSON.stringify(options.bodyFile)}))`);
  else if (kind === 'json') args.push(`json=${toPythonLiteral(body, 1)}`);
  else if (kind === 'form') {
    // `requests` sends a list value as one field per item.
    const fields = new Map<string, string[]>();
    for (const p of partsOf(request)) fields.set(p.name, [...(fields.get(p.name) ?? []), p.text]);
    args.push(`data=${toPythonLiteral(Object.fromEntries([...fields].map(([name, texts]) => [name, texts.length > 1 ? texts : texts[0]])), 1)}`);
  } else if (kind === 'multipart') {
    // `requests` sends a (None, text) pair as a plain field, an open file as a file; a name given twice needs a list of pairs.
    const parts = partsOf(request);
    const list = repeatsName(parts);
    const fields = parts.map((p) => {
      const field = p.file ? `open(${JSON.stringify(p.text)}, "rb")` : `(None, ${JSON.stringify(p.text)})`;
      return list ? `        (${JSON.stringify(p.name)}, ${field}),` : `        ${JSON.stringify(p.name)}: ${field},`;
    });
    args.push(list ? `files=[\n${fields.join('\n')}\n    ]` : `files={\n${fields.join('\n')}\n    }`);
  }
  else if (kind === 'raw') args.push(`data=${JSON.stringify(rawText(body))}`);
  const call = PYTHON_METHODS.has(request.method) ? `requests.${request.method.toLowerCase()}(` : `requests.request(${JSON.stringify(request.method)}, `;
  const usesEnv = [...request.query, ...headers].some((v) => v.env);
  const output = request.response === 'json' ? 'print(response.json())' : request.response === 'text' ? 'print(response.text)' : 'print(response.status_code)';
  return [
    ...(fromFile || usesEnv ? [...(fromFile ? ['import json'] : []), ...(usesEnv ? ['import os'] : []), ''] : []),
    'import requests',
    '',
    `response = ${call}`,
    ...args.map((a) => `    ${a},`),
    ')',
    'response.raise_for_status()',
    output,
  ].join('\n');
}

/** JavaScript with `fetch` (browsers and Node 18+); credentials come from `process.env`. */
export function buildFetchSample(request: SampleRequest, sampleOptions: SampleOptions = {}): string {
  const env = (v: string) => `process.env.${v}`;
  const query = queryString(request.query, (v) => `\${${env(v)}}`);
  const url = request.query.some((q) => q.env) ? `\`${request.url}${query}\`` : JSON.stringify(request.url + query);
  const kind = request.body ? bodyKind(request.body.mediaType) : undefined;
  const options: string[] = [];
  if (request.method !== 'GET') options.push(`method: ${JSON.stringify(request.method)},`);
  const headers = headersOf(request, kind === 'json' || kind === 'raw');
  if (headers.length) {
    const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
    const value = (h: SampleValue) => {
      if (!h.env) return JSON.stringify(h.values.join(','));
      return h.env.prefix ? `\`${h.env.prefix}\${${env(h.env.variable)}}\`` : env(h.env.variable);
    };
    options.push(`headers: {\n${headers.map((h) => `    ${key(h.name)}: ${value(h)},`).join('\n')}\n  },`);
  }
  const before: string[] = [];
  const body = request.body?.value;
  if (kind === 'json' && sampleOptions.bodyFile) {
    // A file is read in Node; the body is already JSON text.
    before.push("import { readFile } from 'node:fs/promises';", '');
    options.push(`body: await readFile(${JSON.stringify(sampleOptions.bodyFile)}, 'utf8'),`);
  } else if (kind === 'json') options.push(`body: JSON.stringify(${toJsLiteral(body, 1)}),`);
  else if (kind === 'form') {
    const parts = partsOf(request);
    // URLSearchParams takes a name given twice as a list of pairs; a map would keep one of them.
    const pairs = parts.map((p) => `    [${JSON.stringify(p.name)}, ${JSON.stringify(p.text)}],`);
    const fields = repeatsName(parts) ? `[\n${pairs.join('\n')}\n  ]` : toJsLiteral(Object.fromEntries(parts.map((p) => [p.name, p.text])), 1);
    options.push(`body: new URLSearchParams(${fields}),`);
  } else if (kind === 'multipart') {
    const parts = partsOf(request);
    // Node reads a file as a Blob with openAsBlob (20+); FormData sends a Blob as a file.
    before.push(
      ...(parts.some((p) => p.file) ? ["import { openAsBlob } from 'node:fs';", ''] : []),
      'const form = new FormData();',
      ...parts.map((p) => `form.append(${JSON.stringify(p.name)}, ${p.file ? `await openAsBlob(${JSON.stringify(p.text)}), ${JSON.stringify(p.text)}` : JSON.stringify(p.text)});`),
      '',
    );
    options.push('body: form,');
  } else if (kind === 'raw') options.push(`body: ${JSON.stringify(rawText(body))},`);
  const call = options.length ? `await fetch(${url}, {\n${options.map((o) => `  ${o}`).join('\n')}\n});` : `await fetch(${url});`;
  const output =
    request.response === 'json' ? ['const data = await response.json();', 'console.log(data);'] : request.response === 'text' ? ['console.log(await response.text());'] : ['console.log(response.status);'];
  return [...before, `const response = ${call}`, 'if (!response.ok) throw new Error(`Request failed: ${response.status}`);', ...output].join('\n');
}

/** The three samples every operation page shows, in tab order. */
export function buildRequestSamples(request: SampleRequest, options: SampleOptions = {}): RequestSample[] {
  return [
    { value: 'curl', label: 'curl', lang: 'bash', code: buildCurlSample(request, options) },
    { value: 'python', label: 'Python', lang: 'python', code: buildPythonSample(request, options) },
    { value: 'javascript', label: 'JavaScript', lang: 'javascript', code: buildFetchSample(request, options) },
  ];
}
