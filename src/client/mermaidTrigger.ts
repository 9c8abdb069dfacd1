import { NAVIGATED_EVENT } from './router.js';

/** Loads the code that draws Mermaid diagrams (diagrams.ts) only once a page has one: most pages never need it. */
export function initMermaid(): void {
  const drawIfAny = () => {
    if (document.querySelector('[data-mermaid]')) void import('./diagrams.js').then((diagrams) => diagrams.drawDiagrams());
  };
  drawIfAny();
  document.addEventListener(NAVIGATED_EVENT, drawIfAny);
}
