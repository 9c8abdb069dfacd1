import path from 'node:path';
import type { Message } from 'esbuild';
import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';
import { missingPackageHint } from './importAliases.js';
import { clientModuleHint } from './clientModuleImports.js';

/** esbuild's own "Could not resolve" of a bare name says only that: what the site can do about it. */
function unresolvedHint(text: string): string | undefined {
  const source = /^Could not resolve "([^."/][^"]*)"$/.exec(text)?.[1];
  return source ? missingPackageHint(source) : undefined;
}

/** esbuild's words for an import a module lacks, where the module is one docs-gen provides (its internal name). */
const MISSING_PROVIDED_EXPORT = /^No matching export in "docs-gen-site-module:([^"]+)" for import "([^"]+)"$/;

/** An import docs-gen's stand-in of a Docusaurus module lacks, said as that, with what the site can do about it. */
function providedModuleProblem(text: string): { text: string; hint: string } | undefined {
  const match = MISSING_PROVIDED_EXPORT.exec(text);
  if (!match) return undefined;
  const [, source, name] = match;
  return {
    text: `"${source}" as docs-gen provides it has no export "${name}"`,
    hint: `docs-gen renders pages on the server and provides its own "${source}", with the exports Docusaurus sites use most (client.d.ts lists them): import another of them, or write the part in the site's own code.`,
  };
}

/**
 * Markdown is compiled for the bundles of components, theme overrides and React pages; the config and a sidebars
 * script are bundled without that step, and esbuild has no loader for it.
 */
function markdownImportHint(text: string): string | undefined {
  return /^No loader is configured for "\.mdx?" files/.test(text)
    ? "docs-gen compiles Markdown that pages, components, theme overrides and React pages import, but not Markdown imported by the config or a sidebars script (or what they import): import it from a page or a component the pages use."
    : undefined;
}

/**
 * esbuild's build failure as one located DocsGenError (every message, `file:line:col`), or undefined when the
 * failure carries no messages (then the caller reports it in its own words).
 */
export function fromEsbuildFailure(error: unknown, fallbackFile: string): DocsGenError | undefined {
  const messages = (error as { errors?: Message[] }).errors;
  if (!messages?.length) return undefined;
  return combineErrors(
    messages.map((m) => {
      const provided = providedModuleProblem(m.text);
      return new DocsGenError(provided?.text ?? m.text, {
        file: m.location ? path.resolve(m.location.file) : fallbackFile,
        line: m.location?.line,
        column: m.location ? m.location.column + 1 : undefined,
        hint: provided?.hint ?? unresolvedHint(m.text) ?? markdownImportHint(m.text) ?? clientModuleHint(m.text),
      });
    }),
  );
}
