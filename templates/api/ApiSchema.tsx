import type { ApiSchemaData } from '../../src/generators/openapi/types.js';
import { SchemaTree } from './SchemaTree.js';

/**
 * The page of one component schema, which large schema trees link to instead of repeating it on every
 * operation that uses it. Read-only and write-only properties are both shown, each marked.
 */
export function ApiSchema({ data }: { data: Record<string, unknown> }) {
  const schema = data as unknown as ApiSchemaData;
  return (
    <div className="api-schema-page">
      <SchemaTree node={schema.tree} />
    </div>
  );
}
