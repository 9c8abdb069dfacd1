import { describe, expect, it } from 'vitest';
import { exampleFromSchema, exampleOfMediaType } from '../../../src/generators/openapi/examples.js';
import { createRefResolver } from '../../../src/generators/openapi/refs.js';
import type { Schema } from '../../../src/generators/openapi/spec.js';
import { exampleOfParameter } from '../../../src/generators/openapi/sampleRequest.js';

const components = {
  schemas: {
    Base: { type: 'object', required: ['id'], properties: { id: { type: 'string', readOnly: true, example: 'x-1' }, secret: { type: 'string', writeOnly: true } } },
    Pet: {
      allOf: [
        { $ref: '#/components/schemas/Base' },
        { type: 'object', required: ['name'], properties: { name: { type: 'string' }, age: { type: 'integer', minimum: 3 }, nick: { type: 'string', example: 'Rex' } } },
      ],
    },
    Node: { type: 'object', required: ['name', 'next'], properties: { name: { type: 'string', default: 'root' }, next: { $ref: '#/components/schemas/Node' } } },
    Shape: { oneOf: [{ $ref: '#/components/schemas/Circle' }, { type: 'object', properties: { side: { type: 'number' } } }] },
    Circle: { type: 'object', required: ['radius'], properties: { radius: { type: 'number', exclusiveMinimum: 0 } } },
  },
  examples: { Named: { value: { from: 'components' } } },
};
const resolver = createRefResolver({ components });
const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
/** A `$ref` as a media type's schema field takes it. */
const refObject = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('exampleFromSchema', () => {
  it('prefers the values a schema states: example, examples, const, default, enum', () => {
    expect(exampleFromSchema({ type: 'string', example: 'a', default: 'b' }, resolver, 'response')).toBe('a');
    expect(exampleFromSchema({ type: 'string', examples: ['first', 'second'] }, resolver, 'response')).toBe('first');
    expect(exampleFromSchema({ const: 'fixed' }, resolver, 'response')).toBe('fixed');
    expect(exampleFromSchema({ type: 'integer', default: 7 }, resolver, 'response')).toBe(7);
    expect(exampleFromSchema({ type: 'string', enum: ['on', 'off'] }, resolver, 'response')).toBe('on');
  });

  it('synthesises values from types, formats and constraints', () => {
    expect(exampleFromSchema({ type: 'string', format: 'date-time' }, resolver, 'response')).toBe('2024-01-01T12:00:00Z');
    expect(exampleFromSchema({ type: 'string', format: 'uuid' }, resolver, 'response')).toMatch(/^[0-9a-f-]{36}$/);
    expect(exampleFromSchema({ type: 'string', minLength: 10 }, resolver, 'response')).toHaveLength(10);
    expect(exampleFromSchema({ type: 'integer', minimum: 5 }, resolver, 'response')).toBe(5);
    expect(exampleFromSchema({ type: 'number', exclusiveMinimum: 0 }, resolver, 'response')).toBe(1);
    expect(exampleFromSchema({ type: 'boolean' }, resolver, 'response')).toBe(true);
    expect(exampleFromSchema({ type: ['string', 'null'] }, resolver, 'response')).toBe('string');
    expect(exampleFromSchema({ type: 'null' }, resolver, 'response')).toBeNull();
    expect(exampleFromSchema({ type: 'array', items: { type: 'integer' }, minItems: 2 }, resolver, 'response')).toEqual([0, 0]);
    expect(exampleFromSchema({ type: 'object', additionalProperties: { type: 'integer' } }, resolver, 'response')).toEqual({ key: 0 });
  });

  it('merges allOf and leaves out what the direction never carries', () => {
    expect(exampleFromSchema(ref('Pet'), resolver, 'response')).toEqual({ id: 'x-1', name: 'string', age: 3, nick: 'Rex' });
    // Requests: no read-only id; required and exemplified properties only, so samples stay short.
    expect(exampleFromSchema(ref('Pet'), resolver, 'request')).toEqual({ name: 'string', nick: 'Rex' });
  });

  it('takes the first alternative of oneOf', () => {
    expect(exampleFromSchema(ref('Shape'), resolver, 'response')).toEqual({ radius: 1 });
  });

  it('takes the first alternative that is not just null, as 3.1 documents write a nullable object', () => {
    const resolver31 = createRefResolver({ openapi: '3.1.0', components });
    // Discord's `author: { oneOf: [{ type: 'null' }, { $ref: … }] }` showed `"author": null` in every sample.
    expect(exampleFromSchema({ oneOf: [{ type: 'null' }, ref('Circle')] }, resolver31, 'response')).toEqual({ radius: 1 });
    expect(exampleFromSchema({ anyOf: [{ const: null }, { type: 'string' }] }, resolver31, 'response')).toBe('string');
    expect(exampleFromSchema({ oneOf: [{ type: 'null' }] }, resolver31, 'response')).toBeNull();
  });

  it('stops at circular references instead of recursing', () => {
    expect(exampleFromSchema(ref('Node'), resolver, 'response')).toEqual({ name: 'root' });
  });
});

describe('examples of media types and parameters', () => {
  it('uses the media type example, then named examples (through $ref), then the schema', () => {
    expect(exampleOfMediaType({ example: { a: 1 }, schema: refObject('Circle') }, resolver, 'response')).toEqual({ a: 1 });
    expect(exampleOfMediaType({ examples: { one: { $ref: '#/components/examples/Named' } } }, resolver, 'response')).toEqual({ from: 'components' });
    expect(exampleOfMediaType({ schema: refObject('Circle') }, resolver, 'response')).toEqual({ radius: 1 });
  });

  it('uses a parameter example before its schema', () => {
    expect(exampleOfParameter({ name: 'id', in: 'path', example: 'vm-1', schema: { type: 'string' } }, resolver)).toBe('vm-1');
    expect(exampleOfParameter({ name: 'n', in: 'query', schema: { type: 'integer', maximum: 9, minimum: 2 } }, resolver)).toBe(2);
  });
});
