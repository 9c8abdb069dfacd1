import * as buttons from './CodeBlockButtons.js';
import * as content from './CodeBlockContent.js';
import * as layout from './CodeBlockLayout.js';
import * as parts from './CodeBlockParts.js';

/**
 * Whether the site overrides a part of the code block (`CodeBlock/Layout`, `CodeBlock/Content/String`, …): a module
 * whose export is no longer its own part. Then the theme's `CodeBlock`, and fenced code with it, renders through
 * the parts; otherwise each block is the one string of HTML the compiler (or the highlighter) wrote.
 */
export const codeBlockPartsOverridden = [buttons, content, layout, parts].some((module) =>
  Object.entries(module.themeParts).some(([name, part]) => (module as Record<string, unknown>)[name] !== part),
);
