import { describe, expect, it } from 'vitest';
import { createRefResolver } from '../../../src/generators/openapi/refs.js';
import { TreeCompactor } from '../../../src/generators/openapi/compactTree.js';
import { buildSchemaNode, buildSchemaPageView, buildSchemaView, type MemoizedTree, type SchemaViewContext } from '../../../src/generators/openapi/schemaView.js';
import type { Schema } from '../../../src/generators/openapi/spec.js';
import type { SchemaNodeView } from '../../../src/generators/openapi/types.js';

const schemas: Record<string, Schema> = {
  Base: { type: 'object', required: ['id'], properties: { id: { type: 'string', readOnly: true }, token: { type: 'string', writeOnly: true } } },
  Pet: {
    description: 'A pet.',
    allOf: [{ $ref: '#/components/schemas/Base' }, { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 1, maxLength: 9, pattern: '^[a-z]+$' } } }],
  },
  Tree: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } } } },
  Owner: {
    oneOf: [{ $ref: '#/components/schemas/Person' }, { $ref: '#/components/schemas/Company' }],
    discriminator: { propertyName: 'kind', mapping: { person: '#/components/schemas/Person' } },
  },
  Person: { type: 'object', properties: { kind: { const: 'person' } } },
  Company: { type: 'object', properties: { kind: { const: 'company' } } },
  Chain: { type: 'object', properties: { next: { oneOf: [{ type: 'null' }, { $ref: '#/components/schemas/Chain' }] } } },
};
const resolver = createRefResolver({ components: { schemas } });
const ctx: SchemaViewContext = { resolver, describe: (md) => (md ? `<p>${md}</p>` : undefined) };
const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const prop = (node: SchemaNodeView, name: string) => node.properties?.find((p) => p.name === name);

describe('buildSchemaNode', () => {
  it('merges allOf into one object with its component name and markers', () => {
    const node = buildSchemaNode(ref('Pet'), ctx, { direction: 'response' });
    expect(node).toMatchObject({ type: 'object', title: 'Pet', descriptionHtml: '<p>A pet.</p>' });
    expect(node.properties?.map((p) => p.name)).toEqual(['id', 'name']);
    expect(prop(node, 'id')).toMatchObject({ readOnly: true, required: true });
    expect(prop(node, 'name')?.constraints).toEqual([
      { label: 'min length', value: '1' },
      { label: 'max length', value: '9' },
      { label: 'pattern', value: '^[a-z]+$' },
    ]);
  });

  it('leaves out read-only properties in requests and write-only ones in responses', () => {
    expect(buildSchemaNode(ref('Base'), ctx, { direction: 'request' }).properties?.map((p) => p.name)).toEqual(['token']);
    expect(buildSchemaNode(ref('Base'), ctx, { direction: 'response' }).properties?.map((p) => p.name)).toEqual(['id']);
  });

  it('stops a circular reference with a marker naming the schema', () => {
    const children = prop(buildSchemaNode(ref('Tree'), ctx, { direction: 'response' }), 'children')!;
    expect(children.type).toBe('Tree[]');
    expect(children.items).toMatchObject({ circular: true, title: 'Tree', type: 'Tree' });
  });

  it('lists alternatives with the discriminator and its mapping', () => {
    const node = buildSchemaNode(ref('Owner'), ctx, { direction: 'response' });
    expect(node.type).toBe('one of');
    expect(node.variants?.options.map((o) => o.title)).toEqual(['Person', 'Company']);
    expect(node.variants?.discriminator).toEqual({ propertyName: 'kind', mapping: [{ value: 'person', target: 'Person' }] });
  });

  it('reads 3.0 and 3.1 spellings of nullable and exclusive bounds, each by its own version', () => {
    const ctx30: SchemaViewContext = { ...ctx, resolver: createRefResolver({ openapi: '3.0.3', components: { schemas } }) };
    expect(buildSchemaNode({ type: 'integer', nullable: true, minimum: 0, exclusiveMinimum: true }, ctx30, { direction: 'response' })).toMatchObject({
      nullable: true,
      constraints: [{ label: 'greater than', value: '0' }],
    });
    // `nullable` is not a 3.1 keyword; 3.0 ignores what is written beside a `$ref`.
    expect(buildSchemaNode({ type: 'integer', nullable: true }, ctx, { direction: 'response' }).nullable).toBeUndefined();
    expect(buildSchemaNode({ $ref: '#/components/schemas/Tree', description: 'Beside.' }, ctx30, { direction: 'response' }).descriptionHtml).toBeUndefined();
    expect(buildSchemaNode({ $ref: '#/components/schemas/Tree', description: 'Beside.' }, ctx, { direction: 'response' }).descriptionHtml).toBe('<p>Beside.</p>');
    expect(buildSchemaNode({ type: ['integer', 'null'], exclusiveMaximum: 10 }, ctx, { direction: 'response' })).toMatchObject({
      type: 'integer',
      nullable: true,
      constraints: [{ label: 'less than', value: '10' }],
    });
  });

  it("shows 3.1's nullable schema, one of null and another, as that schema marked nullable", () => {
    // Discord writes `author: { oneOf: [{ type: 'null' }, { $ref: … }] }`: one schema, not two alternatives.
    const node = buildSchemaNode({ description: 'Who wrote it.', oneOf: [{ type: 'null' }, ref('Tree')] }, ctx, { direction: 'response', name: 'author' });
    expect(node).toMatchObject({ name: 'author', type: 'object', title: 'Tree', nullable: true, descriptionHtml: '<p>Who wrote it.</p>' });
    expect(node.variants).toBeUndefined();
    expect(node.properties?.map((p) => p.name)).toEqual(['children']);
    const inline = buildSchemaNode({ anyOf: [{ type: 'string', maxLength: 3 }, { const: null }] }, ctx, { direction: 'response' });
    expect(inline).toMatchObject({ type: 'string', nullable: true, constraints: [{ label: 'max length', value: '3' }] });
    // Two schemas besides null stay alternatives, the node nullable.
    const two = buildSchemaNode({ oneOf: [{ type: 'null' }, ref('Person'), ref('Company')] }, ctx, { direction: 'response' });
    expect(two.variants?.options.map((o) => o.title)).toEqual(['Person', 'Company']);
    expect(two.nullable).toBe(true);
    // A nullable reference back to the schema being expanded stops there, as any circular one does.
    expect(prop(buildSchemaNode(ref('Chain'), ctx, { direction: 'response' }), 'next')).toMatchObject({ name: 'next', circular: true, title: 'Chain', nullable: true });
  });

  it('describes maps, enums, defaults and deprecation', () => {
    const node = buildSchemaNode(
      { type: 'object', additionalProperties: { type: 'string' }, deprecated: true, properties: { mode: { type: 'string', enum: ['a', 'b'], default: 'a' } } },
      ctx,
      { direction: 'response' },
    );
    expect(node).toMatchObject({ deprecated: true, additionalProperties: { type: 'string' } });
    expect(prop(node, 'mode')).toMatchObject({ enumValues: ['a', 'b'], defaultValue: 'a' });
  });
});

describe('buildSchemaView', () => {
  it('builds a component tree once and replays its descriptions for each page', () => {
    const memo = new Map<string, MemoizedTree>();
    const described: string[] = [];
    const recording: SchemaViewContext = { ...ctx, memo, describe: (md) => (md && described.push(md), ctx.describe(md)) };
    const first = buildSchemaView(ref('Pet'), recording, 'response');
    const second = buildSchemaView(ref('Pet'), recording, 'response');
    expect(second).toBe(first);
    expect(described).toEqual(['A pet.', 'A pet.']);
  });
});

describe('trees of components met inside other trees', () => {
  // A and B refer to each other; C, D and E reach them from outside; F holds B twice, once below A.
  const loops: Record<string, Schema> = {
    A: { type: 'object', description: 'An A.', properties: { b: { $ref: '#/components/schemas/B' }, name: { type: 'string' } } },
    B: { type: 'object', description: 'A B.', required: ['a'], properties: { a: { $ref: '#/components/schemas/A' }, n: { type: 'integer', description: 'A count.' } } },
    C: { type: 'object', properties: { first: { $ref: '#/components/schemas/B' }, list: { type: 'array', items: { $ref: '#/components/schemas/B' } } } },
    D: { allOf: [{ $ref: '#/components/schemas/A' }, { type: 'object', properties: { extra: { $ref: '#/components/schemas/B' } } }] },
    E: { oneOf: [{ $ref: '#/components/schemas/A' }, { $ref: '#/components/schemas/B' }] },
    F: { type: 'object', dependentRequired: { b: ['a'] }, properties: { a: { $ref: '#/components/schemas/A' }, b: { $ref: '#/components/schemas/B' } } },
  };
  const loopResolver = createRefResolver({ components: { schemas: loops } });
  const names = Object.keys(loops);
  const directions = ['request', 'response', 'both'] as const;

  /** Each tree built without a memo, with the descriptions it renders, as the reference. */
  function alone(name: string, direction: (typeof directions)[number]) {
    const described: string[] = [];
    const node = buildSchemaView(ref(name), { resolver: loopResolver, describe: (md) => (md ? (described.push(md), `<p>${md}</p>`) : undefined) }, direction);
    return { json: JSON.stringify(node), described };
  }

  it('are the trees built in place, whatever was built before, with the same descriptions', () => {
    // Every order of first builds matters: a tree met below its own ancestors must not be reused elsewhere.
    for (const order of [names, [...names].reverse(), ['F', 'C', 'A', 'E', 'B', 'D'], ['B', 'D', 'F', 'A', 'C', 'E']]) {
      const memo = new Map<string, MemoizedTree>();
      for (const round of [1, 2]) {
        for (const name of order) {
          for (const direction of directions) {
            const described: string[] = [];
            const node = buildSchemaView(
              ref(name),
              { resolver: loopResolver, memo, describe: (md) => (md ? (described.push(md), `<p>${md}</p>`) : undefined) },
              direction,
            );
            const expected = alone(name, direction);
            expect(JSON.stringify(node), `${order.join('')} round ${round}: ${name} ${direction}`).toBe(expected.json);
            expect(described, `${name} ${direction}`).toEqual(expected.described);
          }
        }
      }
    }
  });
});

describe('trees of schemas that each refer to all the others', () => {
  // Seven objects, each naming the six others (one of them as a list): a tree built whole has a node for every
  // path through them, some 4,000 here, and billions with a few more schemas.
  const count = 7;
  const dense: Record<string, Schema> = {};
  for (let i = 0; i < count; i++) {
    const others = Array.from({ length: count }, (_, j) => j).filter((j) => j !== i);
    dense[`S${i}`] = {
      type: 'object',
      description: `Schema ${i}.`,
      properties: {
        id: { type: 'string', description: `The id of ${i}.` },
        ...Object.fromEntries(others.map((j, k) => [`s${j}`, k === 0 ? { type: 'array', items: ref(`S${j}`) } : ref(`S${j}`)])),
      },
    };
  }
  const denseResolver = createRefResolver({ components: { schemas: dense } });
  const route = (name: string) => `/api/schemas/${name}/`;

  /** A compacted tree built whole first, as the reference, and how many nodes its build described. */
  function builtWhole(build: (ctx: SchemaViewContext) => SchemaNodeView) {
    let described = 0;
    const tree = build({ resolver: denseResolver, describe: (md) => (md ? (described++, `<p>${md}</p>`) : undefined) });
    return { tree, described };
  }

  it('are built no further than compaction keeps, and compact to the same trees', () => {
    for (const direction of ['request', 'response'] as const) {
      const whole = builtWhole((c) => new TreeCompactor(route).compactForOperation(buildSchemaNode(ref('S0'), c, { direction })));
      const bounded = builtWhole((c) => buildSchemaView(ref('S0'), { ...c, memo: new Map(), compactor: new TreeCompactor(route) }, direction));
      expect(whole.described).toBeGreaterThan(3_000);
      expect(bounded.described).toBeLessThan(whole.described / 3);
      expect(JSON.stringify(bounded.tree)).toBe(JSON.stringify(whole.tree));
      expect(bounded.tree.properties?.find((p) => p.name === 's1')).toMatchObject({ type: 'S1[]', items: { link: route('S1') } });
    }
    const page = builtWhole((c) => buildSchemaPageView('S3', { ...c, memo: new Map() }, new TreeCompactor(route)));
    const pageWhole = builtWhole((c) => new TreeCompactor(route).compact(buildSchemaNode(ref('S3'), c, { direction: 'both' })));
    expect(page.described).toBeLessThan(pageWhole.described / 3);
    expect(JSON.stringify(page.tree)).toBe(JSON.stringify(pageWhole.tree));
  });
});
