import { parseEntities } from 'parse-entities';
import { createElement, type ComponentType } from 'react';
import styleToJs from 'style-to-js';

type Props = Record<string, unknown>;

/**
 * The hyphenated and namespaced SVG attributes React names in camelCase (`strokeWidth` for `stroke-width`): given
 * under their own name, React's development build warns. Others, `data-*`, `aria-*` and an editor's
 * `inkscape:label`, React writes as they are named.
 */
const CAMEL_CASED_ATTRIBUTES = new Set(
  [
    'accent-height alignment-baseline arabic-form baseline-shift cap-height clip-path clip-rule color-interpolation',
    'color-interpolation-filters color-profile color-rendering dominant-baseline enable-background fill-opacity fill-rule',
    'flood-color flood-opacity font-family font-size font-size-adjust font-stretch font-style font-variant font-weight',
    'glyph-name glyph-orientation-horizontal glyph-orientation-vertical horiz-adv-x horiz-origin-x image-rendering',
    'letter-spacing lighting-color marker-end marker-mid marker-start mask-type overline-position overline-thickness',
    'paint-order pointer-events rendering-intent shape-rendering stop-color stop-opacity strikethrough-position',
    'strikethrough-thickness stroke-dasharray stroke-dashoffset stroke-linecap stroke-linejoin stroke-miterlimit',
    'stroke-opacity stroke-width text-anchor text-decoration text-rendering transform-origin underline-position',
    'underline-thickness unicode-bidi unicode-range units-per-em v-alphabetic v-hanging v-ideographic v-mathematical',
    'vector-effect vert-adv-y vert-origin-x vert-origin-y word-spacing writing-mode x-height xmlns:xlink',
    'xlink:actuate xlink:arcrole xlink:href xlink:role xlink:show xlink:title xlink:type xml:base xml:lang xml:space',
  ]
    .join(' ')
    .split(' '),
);

/** Attributes React spells otherwise without a hyphen. */
const RENAMED_ATTRIBUTES: Record<string, string> = { class: 'className', tabindex: 'tabIndex' };

/** The prop React renders as the attribute `name` (`strokeWidth` for `stroke-width`, `className` for `class`). */
function propName(name: string): string {
  const lower = name.toLowerCase();
  if (RENAMED_ATTRIBUTES[lower]) return RENAMED_ATTRIBUTES[lower];
  if (!CAMEL_CASED_ATTRIBUTES.has(lower)) return name;
  return lower.replace(/[-:]([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** A `style` attribute as React's style object: `stroke-width: 2` is `strokeWidth`, `-ms-x` is `msX`, `--x` stays. */
const styleObject = (css: string): Record<string, string> => styleToJs(css, { reactCompat: true });

/** The root `<svg>` of a file, its attributes as React props, and the markup inside it. */
function parseSvg(markup: string): { attributes: Props; inner: string } {
  // Comments are blanked out for the search only: an `<svg` in one is no element.
  const masked = markup.replace(/<!--[\s\S]*?-->/g, (comment) => ' '.repeat(comment.length));
  const open = /<svg((?:[\s/](?:[^>"']|"[^"]*"|'[^']*')*)?)>/i.exec(masked);
  // No root element: the text is drawn inside an `<svg>` as it is.
  if (!open) return { attributes: {}, inner: markup };
  let source = markup.slice(open.index + 4, open.index + open[0].length - 1);
  const selfClosing = source.trimEnd().endsWith('/');
  if (selfClosing) source = source.trimEnd().slice(0, -1);
  const attributes: Props = {};
  for (const [, name, double, single, bare] of source.matchAll(/([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g)) {
    // Decoded: React escapes the value again when it writes it.
    const value = parseEntities(double ?? single ?? bare ?? '');
    const prop = propName(name);
    attributes[prop] = prop === 'style' ? styleObject(value) : value;
  }
  const start = open.index + open[0].length;
  const end = masked.toLowerCase().lastIndexOf('</svg>');
  return { attributes, inner: selfClosing || end < start ? '' : markup.slice(start, end) };
}

/** Props that name what the SVG shows, or say it hides it: it is not hidden from assistive technology then. */
const LABELLING_PROPS = ['role', 'aria-label', 'aria-labelledby', 'aria-hidden'];

/**
 * An imported SVG as Docusaurus (SVGR) gives it: a component rendering the file's `<svg>` inline, so
 * `currentColor` and the page's CSS reach it. Its props are the svg's attributes, in place of the file's own of the
 * same name (`width={40}` for the file's `width="1000"`, `className`, `style`); what is inside the svg is the file's
 * markup as it is. `title` labels it (`role="img"` and `aria-label`); an SVG nobody labels is decorative,
 * `aria-hidden`.
 */
export function svgComponent(markup: string): ComponentType<Props> {
  const { attributes, inner } = parseSvg(markup);
  const Svg = ({ title, children: _children, ...props }: Props) => {
    // A prop named as the attribute (`stroke-width`, `class`) replaces it too; a style may be CSS text.
    const given = Object.fromEntries(Object.entries(props).map(([name, value]) => [propName(name), name === 'style' && typeof value === 'string' ? styleObject(value) : value]));
    const merged: Props = { ...attributes, ...given };
    const label = typeof title === 'string' || typeof title === 'number' ? String(title) : undefined;
    if (label) {
      merged.role ??= 'img';
      if (merged['aria-labelledby'] === undefined) merged['aria-label'] ??= label;
    }
    if (!LABELLING_PROPS.some((name) => merged[name] !== undefined && merged[name] !== null)) merged['aria-hidden'] = true;
    return createElement('svg', { ...merged, dangerouslySetInnerHTML: { __html: inner } });
  };
  return Svg;
}
