// The official OpenAPI 3.0 and 3.1 schemas compiled to validation code when docs-gen is built. At run time the
// validator package compiles each schema again (Ajv generates and evaluates a few hundred KB of JavaScript, after
// loading Ajv itself): most of the time a build spends checking an OpenAPI document.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const VERSIONS = ['3.0', '3.1'];
const NAMESPACE = 'openapi-schema-check';

/** The validator package's file and a require from it, so Ajv and its plugins are the ones it uses. */
function validatorPackage() {
  const entry = fileURLToPath(import.meta.resolve('@seriousme/openapi-schema-validator'));
  return { dir: path.dirname(entry), require: createRequire(entry) };
}

/**
 * Standalone code for one schema, made as the validator package makes its validator (`new Validator({
 * validateSchema: false, allErrors: true })`): the same Ajv class for the schema's draft, strict mode off, the
 * formats of ajv-formats and `media-range` accepted as any string. Its errors are the package's.
 */
function schemaCheckSource(version) {
  const { dir, require } = validatorPackage();
  const schema = JSON.parse(fs.readFileSync(path.join(dir, 'schemas', `v${version}`, 'schema.json'), 'utf8'));
  const Ajv = schema.$schema.includes('draft-04') ? require('ajv-draft-04') : require('ajv/dist/2020.js').default;
  const ajv = new Ajv({ validateSchema: false, allErrors: true, strict: false, code: { source: true, esm: true } });
  require('ajv-formats').default(ajv);
  ajv.addFormat('media-range', true);
  return require('ajv/dist/standalone/index.js').default(ajv, ajv.compile(schema));
}

/** An esbuild plugin: the entry `openapi-schema-checks` exports `check30` and `check31`, each compiled here. */
export const openapiSchemaChecks = {
  name: NAMESPACE,
  setup(b) {
    b.onResolve({ filter: /^openapi-schema-check(s|:.*)$/ }, (args) => ({ path: args.path, namespace: NAMESPACE }));
    b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
      const resolveDir = validatorPackage().dir;
      if (args.path === 'openapi-schema-checks') {
        const contents = VERSIONS.map((v) => `export { default as check${v.replace('.', '')} } from 'openapi-schema-check:${v}';`).join('\n');
        return { contents, loader: 'js', resolveDir };
      }
      // The generated module's own "use strict" would have esbuild treat it as CommonJS; it is an ES module.
      return { contents: schemaCheckSource(args.path.split(':')[1]).replace(/^"use strict";/, ''), loader: 'js', resolveDir };
    });
  },
};
