import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildFixture, runDocsGenAsync, tempSite } from '../../helpers/site.js';

/** Every `$ref` value in a document. */
function refsOf(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refsOf(item, out);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push(value);
      else refsOf(value, out);
    }
  }
  return out;
}

/** The text of a built page, tags dropped. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('an OpenAPI document split over files', () => {
  it('builds as one document: each part brought in once, components named, refs within the bundle', async () => {
    const site = await buildFixture('openapi-split');
    try {
      expect(site.code, site.stderr).toBe(0);
      for (const slug of ['list-pets', 'create-pet', 'get-pet', 'update-pet', 'delete-pet', 'list-owners']) expect(site.exists(`build/api/${slug}/index.html`), slug).toBe(true);
      // A map of properties two schemas take from fields.yaml is written out in each: a `$ref` may not stand for one.
      for (const slug of ['create-pet', 'update-pet']) expect(textOf(site.html(`api/${slug}`)), slug).toContain('A name only its owner uses.');
      // A parameter in parameters.yaml, a schema in schemas/pet.yaml, and an error schema that responses.yaml refers to as its own `#/Error`.
      expect(textOf(site.html('api/list-pets'))).toContain('How many pets to list at most.');
      const getPet = textOf(site.html('api/get-pet'));
      expect(getPet).toContain('The name the pet answers to.');
      expect(getPet).toContain('Who looks after the pet.');
      expect(getPet).toContain('What went wrong.');

      // Published as one self-contained document.
      const published = parse(site.read('build/api/openapi.yaml'));
      expect(refsOf(published).every((ref) => ref.startsWith('#/components/'))).toBe(true);
      expect(Object.keys(published.components.schemas)).toEqual(['Pet', 'owner', 'Error']);
      expect(Object.keys(published.components.parameters)).toEqual(['limit']);
      // The schema that refers to itself through its file stays one schema.
      expect(published.components.schemas.Pet.properties.offspring.items).toEqual({ $ref: '#/components/schemas/Pet' });
      expect(published.paths['/pets'].get.operationId).toBe('listPets');
      // Text as written, a line of only spaces after a long indented one included (yaml's writer added an empty line before it).
      expect(published.components.schemas.owner.properties.since.description).toBe('When they started:\n  - first pet - the day the first of their pets came to live with them, in their time zone.\n  \nA line of spaces above stays in the published document.\n');
    } finally {
      site.cleanup();
    }
  });

  it('places each problem in the file it is written in', async () => {
    const site = tempSite('openapi-split');
    try {
      const errorsWith = async (file: string, text: string) => {
        const original = site.read(file);
        site.write(file, text);
        const result = await runDocsGenAsync(['build', site.dir, '--no-cache']);
        site.write(file, original);
        expect(result.code).toBe(1);
        expect(site.exists('build')).toBe(false);
        return result.stderr.split(`${site.dir}/`).join('');
      };
      const pet = site.read('schemas/pet.yaml');
      expect(await errorsWith('schemas/pet.yaml', pet.replace('$ref: owner.yaml', '$ref: person.yaml'))).toMatch(
        /schemas\/pet\.yaml:8:5 {2}\$ref person\.yaml points to a file that does not exist\n/,
      );
      expect(await errorsWith('paths/pets.yaml', site.read('paths/pets.yaml').replace('#/limit', '#/limt'))).toMatch(
        /paths\/pets\.yaml:5:7 {2}\$ref \.\.\/parameters\.yaml#\/limt: parameters\.yaml has nothing at #\/limt\n/,
      );
      expect(await errorsWith('schemas/owner.yaml', 'type: object\nproperties:\n  name:\n    type: strin\n')).toMatch(/schemas\/owner\.yaml:4:5 {2}.*strin/);
      expect(await errorsWith('responses.yaml', 'NotFound:\n  description: "No such pet\n')).toMatch(/responses\.yaml:3:1 {2}YAML syntax error: Missing closing "quote/);
    } finally {
      site.cleanup();
    }
  });

  it('refuses a part kept in the output folder, which every build replaces, and leaves it there', async () => {
    const site = tempSite('openapi-split');
    try {
      site.write('build/parameters.yaml', site.read('parameters.yaml'));
      site.write('paths/pets.yaml', site.read('paths/pets.yaml').replace('../parameters.yaml', '../build/parameters.yaml'));
      const result = await runDocsGenAsync(['build', site.dir]);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/The OpenAPI document takes a part from `[^`]*build\/parameters\.yaml`, inside the output folder `[^`]*build`/);
      expect(site.read('build/parameters.yaml')).toBe(site.read('parameters.yaml'));
    } finally {
      site.cleanup();
    }
  });

  it('rebuilds from the cache when only a file the document takes parts from changed', async () => {
    const site = tempSite('openapi-split');
    try {
      expect((await runDocsGenAsync(['build', site.dir])).code).toBe(0);
      site.write('schemas/owner.yaml', site.read('schemas/owner.yaml').replace('Who looks after the pet.', 'Who feeds the pet.'));
      expect((await runDocsGenAsync(['build', site.dir])).code).toBe(0);
      expect(textOf(site.read('build/api/get-pet/index.html'))).toContain('Who feeds the pet.');
    } finally {
      site.cleanup();
    }
  });

  it('reports $refs to URLs once, at the first, as a build reads no network', async () => {
    const site = tempSite('openapi-split');
    try {
      site.write('openapi.yaml', site.read('openapi.yaml').replace("$ref: './schemas/pet.yaml'", "$ref: 'https://example.com/pet.yaml'").replace("$ref: 'schemas/owner.yaml'", "$ref: 'https://example.com/owner.yaml'"));
      const result = await runDocsGenAsync(['build', site.dir]);
      expect(result.code).toBe(1);
      expect(result.stderr.split(`${site.dir}/`).join('')).toMatch(
        /openapi\.yaml:\d+:\d+ {2}\$ref at #\/[^ ]+ points to a URL \(https:\/\/example\.com\/[a-z]+\.yaml\), as does 1 more \$ref of this document \(to https:\/\/example\.com\/[a-z]+\.yaml and https:\/\/example\.com\/[a-z]+\.yaml\); a build reads no network\n/,
      );
      expect(result.stderr).toContain('Save what it names into a file beside the document');
      expect(result.stderr).toContain('\n1 error; nothing was written.');
    } finally {
      site.cleanup();
    }
  });
});
