import { createElement } from 'react';
import type { SiteConfig } from '../src/config/types.js';

type Attributes = Record<string, string | boolean>;

/** HTML attribute names React spells otherwise; its boolean ones among them take `true`. */
const REACT_NAMES: Record<string, string> = { class: 'className', for: 'htmlFor', crossorigin: 'crossOrigin', nomodule: 'noModule', referrerpolicy: 'referrerPolicy', fetchpriority: 'fetchPriority' };
const REACT_BOOLEANS = new Set(['async', 'defer', 'noModule', 'hidden', 'disabled']);

/** React's props for the attributes a config writes as in HTML: `true` writes a bare attribute, `false` none. */
function props(attributes: Attributes): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const [written, value] of Object.entries(attributes)) {
    if (value === false) continue;
    const name = REACT_NAMES[written.toLowerCase()] ?? written;
    out[name] = value === true && !REACT_BOOLEANS.has(name) ? '' : value;
  }
  return out;
}

/**
 * The config's `stylesheets`, `scripts` and `headTags`, as Docusaurus adds them to every page's head: the
 * site's own markup, like the footer's copyright.
 */
export function HeadTags({ config }: { config: Pick<SiteConfig, 'scripts' | 'stylesheets' | 'headTags'> }) {
  return (
    <>
      {config.stylesheets.map((sheet, i) => {
        const { href, ...rest } = typeof sheet === 'string' ? { href: sheet } : sheet;
        return <link key={`s${i}`} rel="stylesheet" href={href} {...props(rest)} />;
      })}
      {config.scripts.map((script, i) => {
        const { src, ...rest } = typeof script === 'string' ? { src: script } : script;
        return <script key={`j${i}`} src={src} {...props(rest)} />;
      })}
      {config.headTags.map((tag, i) =>
        createElement(tag.tagName, { key: `t${i}`, ...props(tag.attributes), ...(tag.innerHTML !== undefined && { dangerouslySetInnerHTML: { __html: tag.innerHTML } }) }),
      )}
    </>
  );
}
