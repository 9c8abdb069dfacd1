import type { ReactNode } from 'react';
import { RENDER_FAILURE_HINT } from '../../src/shared/renderHint.js';
import { Playground } from './Playground.js';
import { ReactLiveScope } from './ReactLiveScope.js';

interface LiveCodeBlockProps {
  code: string;
  compiled: string;
  language: string;
  meta: string;
  /** The block highlighted as fenced code. */
  children?: ReactNode;
}

/**
 * A fenced block marked `live`, as the compiler hands it over (see rehypeLiveCode): the theme's `Playground`,
 * or the site's, given the scope of `ReactLiveScope`, the theme's or the site's, as in Docusaurus.
 */
export function LiveCodeBlock({ code, compiled, language, meta, children }: LiveCodeBlockProps) {
  return (
    <Playground scope={ReactLiveScope} className={`language-${language}`} metastring={meta || undefined} compiled={compiled} codeBlock={children}>
      {code}
    </Playground>
  );
}

// Effects and the browser are what a live example usually needs, and the render happens where neither is.
Object.assign(LiveCodeBlock, {
  [RENDER_FAILURE_HINT]:
    "A live code block's result is rendered when the site is built, on the server: effects do not run, and `window` and `document` do not exist. Write the example so that its first render needs no browser (use them in effects or event handlers), or drop `live` to show it as code only.",
});
