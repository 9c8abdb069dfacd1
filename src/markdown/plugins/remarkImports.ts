import fs from 'node:fs';
import type { CallExpression, Expression, ObjectPattern, Program, Statement } from 'estree';
import type { Root as HastRoot } from 'hast';
import type { Nodes as MdastNodes, Root } from 'mdast';
import { walkTree } from './walkTree.js';
import type { VFile } from 'vfile';
import { DocsGenError } from '../../errors/DocsGenError.js';
import type { FileStamp, PageAsset, PageImport } from '../../shared/types.js';
import { publishedTarget, resolveAsset, stampOf } from '../resolveAsset.js';
import { resolveImport } from '../../util/resolveImport.js';
import type { ImportAlias } from '../../util/importAliases.js';

/** What the compiled page calls for its imports; the renderer passes it with the JSX runtime. */
export const IMPORT_FUNCTION = '_docsGenImport';

export interface ImportsOptions {
  siteRoot: string;
  /** The folder `@site/` names (the site root unless configured). */
  siteDir?: string;
  /** The config's `aliases`. */
  aliases?: readonly ImportAlias[];
  /** Where a root-relative import (`/img/a.png`) is looked for first. */
  staticDir?: string;
}

/** What the plugin leaves in `file.data`: the page's imports and the files they made it depend on. */
export interface ImportsData {
  imports: PageImport[];
  importAssets: PageAsset[];
  importStamps: FileStamp[];
  /** The name each imported partial is given (`import Setup from './_setup.mdx'`) → its file. */
  partialNames: Record<string, string>;
}

type Located = { loc?: { start: { line: number; column: number } } | null };

function importCall(index: number): CallExpression {
  return {
    type: 'CallExpression',
    callee: { type: 'Identifier', name: IMPORT_FUNCTION },
    arguments: [{ type: 'Literal', value: index, raw: String(index) }],
    optional: false,
  };
}

function constOf(id: ObjectPattern | { type: 'Identifier'; name: string }, init: Expression): Statement {
  return { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id, init }] };
}

function walk(node: unknown, visitNode: (node: Record<string, unknown>) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visitNode);
    return;
  }
  const record = node as Record<string, unknown>;
  if (typeof record.type === 'string') visitNode(record);
  for (const [key, value] of Object.entries(record)) if (key !== 'loc' && key !== 'range') walk(value, visitNode);
}

/**
 * Real ESM in pages, in any layout (several imports on a line, imports over several lines, exports used in the
 * body): each `import` becomes a `const` bound to `_docsGenImport(n)`, and each `require('…')` with a string
 * becomes that call, so the page still compiles to one synchronous function and needs no bundler run. The
 * imports are resolved here (so `check` refuses what `build` refuses, at the line of the import) and listed
 * for the renderer: theme and Docusaurus modules, partials, site code, assets (copied like Markdown images).
 */
export function remarkImports(options: ImportsOptions) {
  return takeImports(options, false);
}

/**
 * The imports a site's remark plugins add to a page (electron's add `import JsCodeBlock from '@site/…'` where they
 * use it), taken as the page's own are: its own were taken before those plugins ran. A step of its own, since
 * unified runs one plugin once per page. Such a plugin may add one node to every page (electron's makes it once):
 * each page rewrites a copy of it.
 */
export function remarkAddedImports(options: ImportsOptions) {
  return takeImports(options, true);
}

/**
 * The imports a site's rehype plugins add (React Navigation's add `import Tabs from '@theme/Tabs'` with the tabs they
 * make of a code block), taken as remarkAddedImports takes a remark plugin's: the MDX nodes are alike in both trees.
 */
export function rehypeAddedImports(options: ImportsOptions) {
  const take = takeImports(options, true);
  return (tree: HastRoot, file: VFile) => take(tree as unknown as Root, file);
}

function takeImports(options: ImportsOptions, copyNodes: boolean) {
  return (tree: Root, file: VFile) => {
    // A second pass (remarkAddedImports) adds to what the first found.
    const taken = file.data as Partial<ImportsData>;
    const imports: PageImport[] = taken.imports ?? [];
    const importAssets: PageAsset[] = taken.importAssets ?? [];
    const importStamps: FileStamp[] = taken.importStamps ?? [];
    const partialNames: Record<string, string> = taken.partialNames ?? {};
    const fail = (message: string, at: Located, hint?: string): never => {
      throw new DocsGenError(message, { file: file.path, line: at.loc?.start.line, column: (at.loc?.start.column ?? 0) + 1, hint });
    };
    const add = (source: string, at: Located): number => {
      const existing = imports.findIndex((i) => i.source === source);
      if (existing !== -1) return existing;
      const resolved = resolveImport(source, file.path, options.siteRoot, options.siteDir, options.aliases, options.staticDir);
      if (!resolved.ok) return fail(resolved.message, at, resolved.hint);
      const entry: PageImport = { source, kind: resolved.kind, file: resolved.file, line: at.loc?.start.line ?? 1, column: (at.loc?.start.column ?? 0) + 1 };
      if (resolved.kind === 'asset' && resolved.file) {
        const asset = resolveAsset(resolved.file, file.path, options.siteRoot);
        importStamps.push(asset.stamp);
        if (asset.kind !== 'file') return fail(`"${source}" cannot be published: the file is ${asset.kind === 'missing' ? 'missing' : 'outside the site folder or in a dot folder'}`, at);
        entry.target = publishedTarget(asset);
        importAssets.push({ source: asset.realPath, target: entry.target });
      }
      // An SVG is a component in Docusaurus (SVGR): its markup is kept to render it inline.
      if ((resolved.kind === 'raw' || (resolved.kind === 'asset' && /\.svg$/i.test(resolved.file ?? ''))) && resolved.file) {
        entry.text = fs.readFileSync(resolved.file, 'utf8');
      }
      // A cached compile is stale once a file it imports is gone or changed (the partial's text, the raw text).
      if (resolved.kind === 'raw' || resolved.kind === 'code') importStamps.push({ path: resolved.file!, stamp: stampOf(resolved.file!) });
      imports.push(entry);
      return imports.length - 1;
    };
    const rewriteRequires = (program: unknown) =>
      walk(program, (node) => {
        if (node.type !== 'CallExpression') return;
        const call = node as unknown as CallExpression;
        const [arg] = call.arguments;
        if (call.callee.type !== 'Identifier' || call.callee.name !== 'require' || call.arguments.length !== 1) return;
        if (arg.type !== 'Literal' || typeof arg.value !== 'string') return;
        const index = add(arg.value, call as Located);
        call.callee = { type: 'Identifier', name: IMPORT_FUNCTION };
        call.arguments = [{ type: 'Literal', value: index, raw: String(index) }];
      });
    walkTree<MdastNodes>(tree, undefined, (visited, index, parent) => {
      let node = visited;
      if (copyNodes && node.type === 'mdxjsEsm' && node.data?.estree && parent && index !== undefined) {
        node = { ...node, data: { ...node.data, estree: structuredClone(node.data.estree) } };
        parent.children[index] = node;
      }
      const data = (node as { data?: { estree?: Program } }).data;
      if (node.type === 'mdxjsEsm' && data?.estree) {
        data.estree.body = data.estree.body.flatMap((statement): Statement[] => {
          if (statement.type === 'ExportAllDeclaration' || (statement.type === 'ExportNamedDeclaration' && statement.source)) {
            return fail('Re-exporting from another module is not supported in a page; import it, then export a `const`', statement as Located);
          }
          if (statement.type !== 'ImportDeclaration') return [statement as Statement];
          const index = add(String(statement.source.value), statement as Located);
          const call = importCall(index);
          if (!statement.specifiers.length) return [{ type: 'ExpressionStatement', expression: call }];
          const out: Statement[] = [];
          const pattern: ObjectPattern = { type: 'ObjectPattern', properties: [] };
          for (const specifier of statement.specifiers) {
            if (specifier.type === 'ImportNamespaceSpecifier') {
              out.push(constOf({ type: 'Identifier', name: specifier.local.name }, call));
              continue;
            }
            const key = specifier.type === 'ImportDefaultSpecifier' ? 'default' : specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
            const imported = imports[index];
            if (key === 'default' && imported.kind === 'partial' && imported.file) partialNames[specifier.local.name] = imported.file;
            pattern.properties.push({
              type: 'Property',
              key: { type: 'Literal', value: key, raw: JSON.stringify(key) },
              value: { type: 'Identifier', name: specifier.local.name },
              kind: 'init',
              computed: false,
              method: false,
              shorthand: false,
            });
          }
          if (pattern.properties.length) out.push(constOf(pattern, importCall(index)));
          return out;
        });
        rewriteRequires(data.estree);
        return;
      }
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') rewriteRequires(data?.estree);
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attribute of node.attributes ?? []) {
          const estree = attribute.type === 'mdxJsxExpressionAttribute' ? attribute.data?.estree : typeof attribute.value === 'object' ? attribute.value?.data?.estree : undefined;
          rewriteRequires(estree);
        }
      }
    });
    Object.assign(file.data, { imports, importAssets, importStamps, partialNames } satisfies ImportsData);
  };
}
