import { describe, expect, it } from 'vitest';
import { exampleFromSchema } from '../../../src/generators/openapi/examples.js';
import { patternExample } from '../../../src/generators/openapi/patternExample.js';
import { createRefResolver } from '../../../src/generators/openapi/refs.js';
import type { Schema } from '../../../src/generators/openapi/spec.js';

const resolver = createRefResolver({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: {} });
const example = (schema: Schema) => exampleFromSchema(schema, resolver, 'request');

describe('a value made for a pattern', () => {
  it('matches it, reading classes, escapes, groups, alternatives and quantifiers', () => {
    expect(patternExample('^[0-9]+$')).toBe('123');
    expect(patternExample('^key_[a-z0-9]{8}$')).toBe('key_abcdefgh');
    expect(patternExample('^\\d{3}-\\d{2}$')).toBe('123-12');
    expect(patternExample('^[A-Z]{2}$')).toBe('AB');
    expect(patternExample('^#?[0-9a-fA-F]{6}$')).toBe('#abcdef');
    expect(patternExample('^[^,]+$')).toBe('abc');
    expect(patternExample('^v\\d+(?:\\.\\d+)*$')).toBe('v123.123');
    // The first alternative that writes something: an empty match is no example.
    expect(patternExample('^$|^[A-Za-z0-9]{2,4}$')).toBe('ab');
    expect(patternExample('card|bank_account')).toBe('card');
    // A class written for a validator without the `u` flag.
    expect(patternExample('^[\\w-]+$')).toBe('abc');
  });

  it('is none where the pattern asks what the writer does not read', () => {
    expect(patternExample('^(?!x)a$')).toBeUndefined();
    expect(patternExample('^(\\w)\\1$')).toBeUndefined();
    expect(patternExample('^[a-z')).toBeUndefined();
  });
});

describe('the example of a string with a pattern', () => {
  it('is a value the pattern allows, unless the document states one', () => {
    expect(example({ type: 'string', pattern: '^[0-9]+$' })).toBe('123');
    // A stated example is the document's, pattern or not.
    expect(example({ type: 'string', pattern: '^[0-9]+$', example: '42' })).toBe('42');
  });

  it("keeps a format's value that matches, and a format's value over a pattern it cannot read", () => {
    expect(example({ type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' })).toBe('2024-01-01');
    expect(example({ type: 'string', format: 'uuid', pattern: '^(?=.)[0-9a-f-]+$' })).toBe('3fa85f64-5717-4562-b3fc-2c963f66afa6');
    expect(example({ type: 'string', format: 'email', pattern: '^[a-z]+@corp\\.example$' })).toBe('abc@corp.example');
  });
});
