import { createElement, type ComponentType } from 'react';

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

/** The five entities of XML and numeric references, which React escapes again when it writes the value. */
function decodeEntities(value: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return value.replace(/&(?:#x([\da-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi, (whole, hex?: string, dec?: string, name?: string) => {
    if (name) return named[name.toLowerCase()] ?? whole;
    const code = Number.parseInt(hex ?? dec ?? '', hex ? 16 : 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Splits on `separator` outside parentheses and quotes (a `url(data:…;base64,…)` keeps its semicolon). */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** A `style` attribute as React's style object: `stroke-width: 2` is `strokeWidth`, `-webkit-x` is `WebkitX`, `--x` stays. */
function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of splitTopLevel(css, ';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!property || !value) continue;
    const key = property.startsWith('--')
      ? property
      : property
          .toLowerCase()
          .replace(/^-ms-/, 'ms-')
          .replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[key] = value;
  }
  return style;
}

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
    const value = decodeEntities(double ?? single ?? bare ?? '');
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
