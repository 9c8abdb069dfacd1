import { isAscii } from 'node:buffer';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { asciiJson, readJsonFile } from '../../src/util/buildCache.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-cache-files-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// Text as pages hold it: typography, accents, CJK, an emoji (a surrogate pair) and a lone surrogate.
const value = { title: 'Café — “quoted” ’s', body: ['日本語', 'GPU 🚀 ready', 'lone \ud800 half'], n: 3, nested: { ascii: 'plain' } };

describe('cache files', () => {
  it('are written as ASCII and read back as the same data', () => {
    const file = path.join(dir, 'ascii.json');
    fs.writeFileSync(file, asciiJson(value));
    expect(isAscii(fs.readFileSync(file))).toBe(true);
    expect(readJsonFile(file)).toEqual(value);
  });

  it('written as UTF-8 (by an earlier docs-gen) are read as UTF-8', () => {
    const file = path.join(dir, 'utf8.json');
    fs.writeFileSync(file, JSON.stringify(value));
    expect(isAscii(fs.readFileSync(file))).toBe(false);
    expect(readJsonFile(file)).toEqual(value);
  });
});
