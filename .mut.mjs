import fs from 'node:fs';
import * as yaml from 'js-yaml';
import { createRequire } from 'node:module';
import { Validator } from '@seriousme/openapi-schema-validator';
globalThis.require = createRequire(import.meta.url);
const v30 = (await import('./.v30.mjs')).default;
const v31 = (await import('./.v31.mjs')).default;
const base = yaml.load(fs.readFileSync('site/api/openapi.yaml', 'utf8'));
const lib = new Validator({ validateSchema: false, allErrors: true });
let seed = 1; const rnd = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
function paths(o, p = [], out = []) { if (o && typeof o === 'object') for (const k of Object.keys(o)) { out.push([...p, k]); paths(o[k], [...p, k], out); } return out; }
let same = 0, diff = 0, invalid = 0;
for (const version of ['3.0.3', '3.1.0']) {
  const all = paths(base);
  for (let i = 0; i < 300; i++) {
    const doc = structuredClone(base); doc.openapi = version;
    for (let m = 0; m < 1 + rnd(3); m++) {
      const p = all[rnd(all.length)]; let o = doc; for (const k of p.slice(0, -1)) o = o?.[k]; if (!o || typeof o !== 'object') continue;
      const k = p.at(-1); const kind = rnd(5);
      if (kind === 0) o[k] = 42; else if (kind === 1) delete o[k]; else if (kind === 2) o['x' + rnd(3) + 'bad'] = 'y'; else if (kind === 3) o[k] = 'str'; else o[k] = [1, 'a'];
    }
    const r = await lib.validate(structuredClone(doc));
    const fn = version.startsWith('3.1') ? v31 : v30;
    const ok = fn(structuredClone(doc));
    const libValid = r.valid || typeof r.errors === 'string';
    const a = libValid ? '[]' : JSON.stringify(r.errors); const b = ok ? '[]' : JSON.stringify(fn.errors);
    if (!libValid) invalid++;
    if (a === b) same++; else { diff++; if (diff < 4) console.log('DIFF', a.slice(0, 400), '\n', b.slice(0, 400)); }
  }
}
console.log({ same, diff, invalid });
