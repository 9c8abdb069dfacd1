import type { ReactNode } from 'react';
import type { HeaderView, ParameterView, SchemaNodeView } from '../../src/generators/openapi/types.js';
import { RichText } from './RichText.js';
import { SchemaFacts, SchemaTree } from './SchemaTree.js';

/** A table named by its heading; it scrolls sideways inside its own box on narrow screens. */
export function LabelledTable({ labelledBy, label, head, children }: { labelledBy?: string; label?: string; head: string[]; children: ReactNode }) {
  return (
    <div className="table-wrapper api-table" role="region" tabIndex={0} aria-labelledby={labelledBy} aria-label={label}>
      <table aria-labelledby={labelledBy} aria-label={label}>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function TypeCell({ schema }: { schema?: SchemaNodeView }) {
  if (!schema) return <td />;
  return (
    <td>
      <span className="schema-type">{schema.circular ? schema.title : schema.type}</span>
      {schema.format && <span className="schema-format">{`<${schema.format}>`}</span>}
      {schema.nullable && <span className="schema-flag">nullable</span>}
    </td>
  );
}

/** Name, markers and type in their cells; description, constraints, values and nested schema in the last. */
function Row({ name, required, deprecated, descriptionHtml, schema, example }: { name: string; required: boolean; deprecated: boolean; descriptionHtml?: string; schema?: SchemaNodeView; example?: string }) {
  const nested = schema && (schema.properties?.length || schema.items?.properties?.length || schema.variants);
  return (
    <tr>
      <th scope="row">
        <code className="schema-name">{name}</code>
        {required && <span className="schema-flag schema-required">required</span>}
        {deprecated && <span className="schema-flag schema-deprecated">deprecated</span>}
      </th>
      <TypeCell schema={schema} />
      <td>
        <RichText html={descriptionHtml} className="schema-description" />
        {schema && (nested ? <SchemaTree node={schema} /> : <SchemaFacts node={{ ...schema, descriptionHtml: descriptionHtml ? undefined : schema.descriptionHtml }} />)}
        {example !== undefined && (
          <p className="schema-facts">
            <span className="schema-fact">
              Example: <code>{example}</code>
            </span>
          </p>
        )}
      </td>
    </tr>
  );
}

export function ParameterTable({ labelledBy, parameters }: { labelledBy: string; parameters: ParameterView[] }) {
  return (
    <LabelledTable labelledBy={labelledBy} head={['Name', 'Type', 'Description']}>
      {parameters.map((p) => (
        <Row key={p.name} {...p} />
      ))}
    </LabelledTable>
  );
}

export function HeaderTable({ label, headers }: { label: string; headers: HeaderView[] }) {
  return (
    <LabelledTable label={label} head={['Header', 'Type', 'Description']}>
      {headers.map((h) => (
        <Row key={h.name} {...h} />
      ))}
    </LabelledTable>
  );
}
