import type { HeaderView, ParameterGroupView, ParameterView, SchemaNodeView } from '../../src/generators/openapi/types.js';
import { usePluralForm } from '../docusaurus/themeCommon.js';
import { useTranslation } from '../translate.js';
import { RichText } from './RichText.js';
import { SchemaFacts, SchemaSignature, SchemaTree } from './SchemaTree.js';

interface Field {
  id?: string;
  name: string;
  required: boolean;
  deprecated: boolean;
  descriptionHtml?: string;
  schema?: SchemaNodeView;
  example?: string;
}

/**
 * One parameter or header: its name, type and markers on one line, then description, constraints and values
 * below, as the properties of a schema tree are. A list, not a table, so nothing is squeezed into a column
 * or scrolls sideways in a narrow column or on a phone.
 */
function FieldItem({ id, name, required, deprecated, descriptionHtml, schema, example }: Field) {
  const { node: translated } = useTranslation();
  const nested = schema && (schema.properties?.length || schema.items?.properties?.length || schema.variants);
  const node: SchemaNodeView = { ...(schema ?? { type: 'any' }), name, required, deprecated };
  return (
    <li className="api-field" id={id}>
      <div className="schema-head">
        <SchemaSignature node={node} />
      </div>
      <RichText html={descriptionHtml} className="schema-description" />
      {schema && (nested ? <SchemaTree node={schema} /> : <SchemaFacts node={{ ...schema, descriptionHtml: descriptionHtml ? undefined : schema.descriptionHtml }} />)}
      {example !== undefined && (
        <p className="schema-facts">
          <span className="schema-fact">{translated('docs-gen.api.field.example', 'Example: {example}', { example: <code>{example}</code> })}</span>
        </p>
      )}
    </li>
  );
}

export function ParameterList({ labelledBy, parameters, more }: { labelledBy: string; parameters: ParameterView[]; more?: ParameterGroupView['more'] }) {
  const { text } = useTranslation();
  const { selectMessage } = usePluralForm();
  return (
    <ul className="api-fields" aria-labelledby={labelledBy}>
      {parameters.map((p) => (
        <FieldItem key={p.id} {...p} />
      ))}
      {more && (
        <li className="api-field">
          <div className="schema-head">
            <SchemaSignature
              node={{
                type: selectMessage(more.count, text('docs-gen.api.parameters.more', '{count} more parameter|{count} more parameters', { count: more.count })),
                link: more.route,
              }}
            />
          </div>
        </li>
      )}
    </ul>
  );
}

export function HeaderList({ label, headers }: { label: string; headers: HeaderView[] }) {
  return (
    <ul className="api-fields" aria-label={label}>
      {headers.map((h) => (
        <FieldItem key={h.name} {...h} />
      ))}
    </ul>
  );
}
