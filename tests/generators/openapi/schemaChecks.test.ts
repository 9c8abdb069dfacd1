import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../helpers/site.js';

type Check = ((doc: unknown) => boolean) & { errors?: unknown[] | null };

const fixtureDocument = (name: string) => load(fs.readFileSync(path.join(repoRoot, 'tests/fixtures', name, 'openapi.yaml'), 'utf8')) as Record<string, unknown>;

/** Every key path of a document, for mutations to pick from. */
function keyPaths(value: unknown, at: string[] = [], out: string[][] = []): string[][] {
  if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      out.push([...at, key]);
      keyPaths((value as Record<string, unknown>)[key], [...at, key], out);
    }
  }
  return out;
}

/** A copy of `doc` with a few values replaced, removed or joined by unknown properties, the same for the same seed. */
function mutated(doc: Record<string, unknown>, seed: number): Record<string, unknown> {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  const copy = structuredClone(doc);
  const paths = keyPaths(copy).filter((p) => p[0] !== 'openapi');
  for (let m = 0; m <= next(3); m++) {
    const keys = paths[next(paths.length)];
    let parent: unknown = copy;
    for (const key of keys.slice(0, -1)) parent = (parent as Record<string, unknown> | undefined)?.[key];
    if (!parent || typeof parent !== 'object') continue;
    const target = parent as Record<string, unknown>;
    const key = keys[keys.length - 1];
    const values = [42, 'text', [1, 'a'], null, { summery: 'x' }];
    const kind = next(values.length + 2);
    if (kind === values.length) delete target[key];
    else if (kind === values.length + 1) target[`x${next(3)}bad`] = 'y';
    else target[key] = values[kind];
  }
  return copy;
}

describe('the official schema checks compiled when docs-gen is built', () => {
  const bundled = path.join(repoRoot, 'dist', 'openapi-schema-checks.js');

  it('give the errors the validator package gives, for valid and broken 3.0 and 3.1 documents', async () => {
    const { check30, check31 } = (await import(pathToFileURL(bundled).href)) as { check30: Check; check31: Check };
    const library = new Validator({ validateSchema: false, allErrors: true });
    let invalid = 0;
    const documents = ['openapi-30', 'openapi-31', 'openapi-features', 'openapi-bad-30', 'openapi-bad-31'].map(fixtureDocument);
    for (const [index, base] of documents.entries()) {
      for (let seed = 0; seed < 60; seed++) {
        const doc = seed === 0 ? base : mutated(base, seed * 7919 + index);
        const expected = await library.validate(structuredClone(doc));
        const check = String(doc.openapi).startsWith('3.1') ? check31 : check30;
        const valid = check(structuredClone(doc));
        const libraryErrors = expected.valid || typeof expected.errors === 'string' ? [] : expected.errors;
        expect(valid ? [] : check.errors).toEqual(libraryErrors);
        if (!valid) invalid++;
      }
    }
    // Most mutations break the document: the comparison covers errors, not only passes.
    expect(invalid).toBeGreaterThan(150);
  });
});
