import { Fragment, type ReactNode } from 'react';
import type { SchemaNodeView } from '../../src/generators/openapi/types.js';
import { SiteContextProvider, useSiteContext } from '../context.js';
import { useTranslation } from '../translate.js';
import { RichText } from './RichText.js';

/** Nested nodes a schema node opens onto: its properties, or those of its array items, and alternatives. */
function hasChildren(node: SchemaNodeView): boolean {
  const items = node.items;
  const extra = node.additionalProperties;
  return Boolean(
    node.properties?.length ||
      node.variants ||
      node.prefixItems ||
      node.conditional ||
      (extra && hasChildren(extra)) ||
      (items && (items.properties?.length || items.variants)),
  );
}

/** Type, format and markers: the line a property is known by. */
export function SchemaSignature({ node, label }: { node: SchemaNodeView; label?: ReactNode }) {
  const { url } = useSiteContext();
  const { text, node: translated } = useTranslation();
  // A schema left out of a large tree (an array's items, or the node itself) is one link away: its type.
  const link = node.link ?? (node.items?.link && !hasChildren(node) ? node.items.link : undefined);
  const type = node.circular ? node.title : node.link && node.type === 'object' && node.title ? node.title : node.type;
  return (
    <>
      {label ?? (node.name !== undefined && <code className="schema-name">{node.name}</code>)}
      <span className="schema-type">
        {link ? <a href={url(link)}>{type}</a> : type}
        {node.format && <span className="schema-format">{`<${node.format}>`}</span>}
      </span>
      {node.required && <span className="schema-flag schema-required">{text('docs-gen.api.flag.required', 'required')}</span>}
      {node.nullable && <span className="schema-flag">{text('docs-gen.api.flag.nullable', 'nullable')}</span>}
      {node.readOnly && <span className="schema-flag">{text('docs-gen.api.flag.readOnly', 'read-only')}</span>}
      {node.writeOnly && <span className="schema-flag">{text('docs-gen.api.flag.writeOnly', 'write-only')}</span>}
      {node.deprecated && <span className="schema-flag schema-deprecated">{text('docs-gen.api.flag.deprecated', 'deprecated')}</span>}
      {node.circular && (
        <span className="schema-flag schema-circular">{translated('docs-gen.api.flag.circular', 'circular: {title}', { title: <>{node.title}</> })}</span>
      )}
    </>
  );
}

/** Values as a comma-separated run of code that wraps between values and copies as `a, b, c`. */
function Values({ label, values }: { label: string; values: string[] }) {
  return (
    <span className="schema-fact">
      {label}:{' '}
      {values.map((v, i) => (
        <Fragment key={i}>
          {i > 0 && ', '}
          <code>{v}</code>
        </Fragment>
      ))}
    </span>
  );
}

/** Description, constraints, allowed values and default; primitive array items add theirs. */
export function SchemaFacts({ node }: { node: SchemaNodeView }) {
  const { text } = useTranslation();
  const items = node.items && !hasChildren(node.items) ? node.items : undefined;
  const constraints = [
    ...(node.constraints ?? []),
    ...(items?.constraints ?? []).map((c) => ({ ...c, label: text('docs-gen.api.schema.itemsConstraint', 'items {constraint}', { constraint: c.label }) })),
  ];
  const enumValues = node.enumValues ?? items?.enumValues;
  // A map of plain values (`additionalProperties: {type: string}`) is told in one line; a map of objects nests.
  const values = node.additionalProperties && !hasChildren(node.additionalProperties) ? node.additionalProperties : undefined;
  const facts = constraints.length || enumValues || values || node.examples || node.defaultValue !== undefined || node.constValue !== undefined;
  return (
    <>
      <RichText html={node.descriptionHtml} className="schema-description" />
      {facts && (
        <p className="schema-facts">
          {node.constValue !== undefined && <Values label={text('docs-gen.api.schema.value', 'Value')} values={[node.constValue]} />}
          {enumValues && (
            <Values
              label={items && !node.enumValues ? text('docs-gen.api.schema.itemsOneOf', 'Items, one of') : text('docs-gen.api.schema.oneOf', 'One of')}
              values={enumValues}
            />
          )}
          {node.defaultValue !== undefined && <Values label={text('docs-gen.api.schema.default', 'Default')} values={[node.defaultValue]} />}
          {node.examples && (
            <Values label={node.examples.length > 1 ? text('docs-gen.api.schema.examples', 'Examples') : text('docs-gen.api.schema.example', 'Example')} values={node.examples} />
          )}
          {values && <Values label={text('docs-gen.api.schema.additionalProperties', 'Additional properties')} values={[values.title ?? values.type]} />}
          {constraints.map((c, i) => (
            <span key={i} className="schema-fact">
              {c.label}
              {c.value !== undefined && (
                <>
                  {' '}
                  <code>{c.value}</code>
                </>
              )}
            </span>
          ))}
        </p>
      )}
    </>
  );
}

function SchemaVariants({ node }: { node: SchemaNodeView }) {
  const { text, node: translated } = useTranslation();
  const variants = node.variants!;
  const { discriminator } = variants;
  return (
    <div className="schema-variants">
      <p className="schema-variants-title">
        {variants.kind === 'oneOf' ? text('docs-gen.api.schema.exactlyOneOf', 'Exactly one of') : text('docs-gen.api.schema.anyOf', 'Any of')}
        {discriminator && (
          <>
            {translated('docs-gen.api.schema.chosenBy', ', chosen by {property}', { property: <code>{discriminator.propertyName}</code> })}
            {discriminator.mapping.map((m) => (
              <span key={m.value} className="schema-mapping">
                <code>{m.value}</code> → {m.target}
              </span>
            ))}
          </>
        )}
      </p>
      <ul className="schema-props">
        {variants.options.map((option, i) => (
          <li key={i}>
            <SchemaProperty node={option} label={<span className="schema-option">{option.title}</span>} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A tuple's fixed positions, then what any further item must be. */
function SchemaTuple({ node }: { node: SchemaNodeView }) {
  const { text } = useTranslation();
  return (
    <ul className="schema-props">
      {node.prefixItems!.map((item, i) => (
        <li key={i}>
          <SchemaProperty node={item} label={<span className="schema-option">{text('docs-gen.api.schema.tupleItem', 'item {number}', { number: i + 1 })}</span>} />
        </li>
      ))}
      {node.items && (
        <li>
          <SchemaProperty node={node.items} label={<span className="schema-option">{text('docs-gen.api.schema.furtherItems', 'further items')}</span>} />
        </li>
      )}
    </ul>
  );
}

/** `if`/`then`/`else`: the condition and what each outcome requires, each a schema of its own. */
function SchemaConditional({ node }: { node: SchemaNodeView }) {
  const { text } = useTranslation();
  const { if: condition, then, else: otherwise } = node.conditional!;
  const parts: [string, SchemaNodeView | undefined][] = [
    [text('docs-gen.api.schema.if', 'if it matches'), condition],
    [text('docs-gen.api.schema.then', 'then it must match'), then],
    [text('docs-gen.api.schema.else', 'else it must match'), otherwise],
  ];
  return (
    <div className="schema-conditional">
      <p className="schema-variants-title">{text('docs-gen.api.schema.conditional', 'Conditional')}</p>
      <ul className="schema-props">
        {parts.map(([label, part]) =>
          part ? (
            <li key={label}>
              <SchemaProperty node={part} label={<span className="schema-option">{label}</span>} />
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}

/** The nested part of a node: properties (its own or its array items'), extra keys and alternatives. */
function SchemaChildren({ node }: { node: SchemaNodeView }) {
  const { text, node: translated } = useTranslation();
  if (node.prefixItems) return <SchemaTuple node={node} />;
  const source = node.properties?.length || node.variants || node.conditional || !node.items ? node : node.items;
  const extra = source.additionalProperties && hasChildren(source.additionalProperties) ? source.additionalProperties : undefined;
  return (
    <>
      {source !== node && (
        <p className="schema-items">
          {translated('docs-gen.api.schema.arrayOf', 'Array of {items}:', { items: <>{node.items?.title ?? text('docs-gen.api.schema.items', 'items')}</> })}
        </p>
      )}
      {(source.properties?.length || extra) && (
        <ul className="schema-props">
          {source.properties?.map((p) => (
            <li key={p.name} id={p.anchor}>
              <SchemaProperty node={p} />
            </li>
          ))}
          {extra && (
            <li>
              <SchemaProperty node={extra} label={<span className="schema-option">{text('docs-gen.api.schema.additionalPropertiesOption', 'additional properties')}</span>} />
            </li>
          )}
        </ul>
      )}
      {source.variants && <SchemaVariants node={source} />}
      {source.conditional && <SchemaConditional node={source} />}
    </>
  );
}

/** One property: a `<details>` to fold when it has nested properties (no JavaScript needed), else a plain row. */
function SchemaProperty({ node, label }: { node: SchemaNodeView; label?: ReactNode }) {
  if (!hasChildren(node)) {
    return (
      <div className="schema-prop">
        <div className="schema-head">
          <SchemaSignature node={node} label={label} />
        </div>
        <SchemaFacts node={node} />
      </div>
    );
  }
  return (
    <details className="schema-prop">
      <summary className="schema-head">
        <SchemaSignature node={node} label={label} />
      </summary>
      <div className="schema-body">
        <SchemaFacts node={node} />
        <SchemaChildren node={node} />
      </div>
    </details>
  );
}

/** A tree shown in part links to the page that shows it whole. */
function WholeTreeLink({ route }: { route: string }) {
  const { url } = useSiteContext();
  const { text, node } = useTranslation();
  return (
    <p className="schema-whole">
      {node('docs-gen.api.schema.deeperLevels', 'Deeper levels are left out here: {link}.', {
        link: <a href={url(route)}>{text('docs-gen.api.schema.wholeSchemaLink', 'the whole schema')}</a>,
      })}
    </p>
  );
}

function SchemaTreeBody({ node }: { node: SchemaNodeView }) {
  return (
    <>
      <div className="schema-head schema-root">
        <SchemaSignature node={node} label={node.title && !node.circular ? <span className="schema-title">{node.title}</span> : undefined} />
      </div>
      <SchemaFacts node={node} />
      {node.whole && <WholeTreeLink route={node.whole} />}
      {hasChildren(node) && <SchemaChildren node={node} />}
    </>
  );
}

/** Whether every link in a tree's descriptions resolves the same from any page (none is relative). */
function hasOnlyAbsoluteLinks(node: SchemaNodeView): boolean {
  if (node.descriptionHtml && / href="(?![/#]|[a-z][a-z\d+.-]*:)/i.test(node.descriptionHtml)) return false;
  const { conditional } = node;
  const children = [
    ...(node.properties ?? []),
    ...(node.variants?.options ?? []),
    ...(node.prefixItems ?? []),
    node.items,
    node.additionalProperties,
    conditional?.if,
    conditional?.then,
    conditional?.else,
  ];
  return children.every((child) => !child || hasOnlyAbsoluteLinks(child));
}

/**
 * Generated pages share schema trees (a common error body is on most of them), so a tree is rendered to
 * HTML once and reused, unless a relative link in it resolves differently from each page.
 */
const renderedTrees = new WeakMap<SchemaNodeView, Map<string, string>>();

/** A whole schema as a tree: the root's type and description, then its properties folded one level deep. */
export function SchemaTree({ node }: { node: SchemaNodeView }) {
  const ctx = useSiteContext();
  // Kept by the home's URL too: hash routing writes URLs relative to the page's folder, which differ with its depth.
  const root = ctx.url('/');
  let byRoot = renderedTrees.get(node);
  if (!byRoot) renderedTrees.set(node, (byRoot = new Map()));
  let html = byRoot.get(root);
  if (html === undefined) {
    html = ctx.renderStatic(
      <SiteContextProvider value={ctx}>
        <SchemaTreeBody node={node} />
      </SiteContextProvider>,
    );
    if (hasOnlyAbsoluteLinks(node)) byRoot.set(root, html);
  }
  return <div className="schema" dangerouslySetInnerHTML={{ __html: html }} />;
}
