import { createElement, type ComponentType } from 'react';
import * as React from 'react';
import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';
import type { CompiledPartial, PageImport, TocItem } from '../shared/types.js';
import type { RenderTracker } from './renderLocations.js';
import { resolveSiteModule } from './resolveThemeModule.js';
import { loadMdxComponent, type PageGlobals } from './runMdx.js';
import type { MdxComponents, RenderInput, SiteModule } from './types.js';
import { undefinedComponentErrors } from './undefinedComponents.js';
import { svgComponent } from './svgComponent.js';
import { docusaurusTocItem } from '../util/tocHtml.js';
import { imageDimensions } from '../markdown/imageDimensions.js';
import { recordImportedImage } from '../shared/importedImages.js';

export interface ImportScope {
  input: { theme: Pick<RenderInput['theme'], 'modules'>; siteModules?: RenderInput['siteModules'] };
  components: MdxComponents;
  tracker: RenderTracker;
  partials: Record<string, CompiledPartial>;
  /** Applies the base URL to a site path (assets). */
  url: (path: string) => string;
  frontMatter: object;
}

/** Docusaurus's `toc` export: the page's headings as `{ value, id, level }`, `value` as HTML. */
export function tocOf(headings: TocItem[] | undefined): NonNullable<PageGlobals['toc']> {
  return (headings ?? []).map(docusaurusTocItem);
}

function moduleOf(entry: PageImport, scope: ImportScope, file: string): SiteModule {
  switch (entry.kind) {
    case 'react':
      return React as unknown as SiteModule;
    case 'asset': {
      if (entry.text !== undefined) return { default: svgComponent(entry.text) };
      const url = scope.url(entry.target ?? '');
      const { file: imageFile } = entry;
      // A component given only the URL (IdealImage) finds the image's size by it.
      if (imageFile) recordImportedImage(url, () => imageDimensions(imageFile));
      return { default: url };
    }
    case 'raw':
      return { default: entry.text ?? '' };
    case 'theme':
    case 'docusaurus': {
      const found = resolveSiteModule(entry.source, scope.input.theme);
      if (found) return found;
      throw new DocsGenError(`The theme provides no module "${entry.source}"`, { file, line: entry.line, column: entry.column });
    }
    case 'partial':
      // Its `toc` too, as Docusaurus compiles every Markdown file with one: a page may build its own from it.
      return { default: partialComponent(entry.file!, scope), toc: tocOf(scope.partials[entry.file!]?.headings?.filter((h) => h.level >= 2)) };
    case 'code': {
      const found = scope.input.siteModules?.get(entry.file!);
      if (found) return found;
      // A stylesheet has no exports: its rules are in the page stylesheet.
      if (entry.file!.endsWith('.css')) return {};
      throw new DocsGenError(`"${entry.source}" was not bundled`, { file, line: entry.line, column: entry.column });
    }
  }
}

/** The `_docsGenImport(n)` of a page or partial: its n-th import's module, made once per render. */
export function importerOf(imports: PageImport[] | undefined, file: string, scope: ImportScope): (index: number) => SiteModule {
  const made = new Map<number, SiteModule>();
  return (index) => {
    let mod = made.get(index);
    if (!mod) {
      const entry = imports?.[index];
      if (!entry) throw new DocsGenError(`The page's import #${index} is unknown; compile it again`, { file });
      mod = moduleOf(entry, scope, file);
      made.set(index, mod);
    }
    return mod;
  };
}

/**
 * A partial as a component: `<Foo prop="x" />` renders the partial's body with `props.x` set, with the page's
 * components and its own imports. What it renders is tracked at the partial's lines, in the partial's file.
 */
function partialComponent(file: string, scope: ImportScope): ComponentType<Record<string, unknown>> {
  const partial = scope.partials[file];
  if (!partial) throw new DocsGenError('The partial was not compiled with the page; compile it again', { file });
  const missing = undefinedComponentErrors({ sourceFile: file, components: partial.components }, scope.components);
  if (missing.length) throw combineErrors(missing);
  const Content = loadMdxComponent(partial.code, scope.tracker.runtimeIn(file), { frontMatter: scope.frontMatter, docsGenImport: importerOf(partial.imports, file, scope) });
  const Partial = (props: Record<string, unknown>) => createElement(Content, { ...props, components: scope.components });
  Partial.displayName = `Partial(${file.split(/[\\/]/).pop()})`;
  return Partial;
}
