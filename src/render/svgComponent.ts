import { createElement, type ComponentType } from 'react';

/**
 * An imported SVG as Docusaurus (SVGR) gives it: a component drawing the SVG inline, so `currentColor` and the
 * page's CSS reach it. `title` labels it; `className`, `style`, `id`, `data-*` and `aria-*` go on its wrapper.
 */
export function svgComponent(markup: string): ComponentType<Record<string, unknown>> {
  const svg = markup.slice(Math.max(0, markup.search(/<svg[\s>]/i)));
  const Svg = ({ title, className, style, ...rest }: Record<string, unknown>) =>
    createElement('span', {
      ...Object.fromEntries(Object.entries(rest).filter(([k]) => k.startsWith('data-') || k.startsWith('aria-') || k === 'id')),
      className: ['svg-inline', className].filter(Boolean).join(' '),
      style,
      role: title ? 'img' : undefined,
      'aria-label': title,
      'aria-hidden': title ? undefined : true,
      dangerouslySetInnerHTML: { __html: svg },
    });
  return Svg;
}
