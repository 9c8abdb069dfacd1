import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

describe('footer links', () => {
  let site: ReturnType<typeof tempSite>;
  let run: RunResult;
  beforeAll(async () => {
    site = tempSite();
    site.write('docs/index.md', '# Home\n');
    site.write('docs/guide.md', '# Guide\n');
    site.write(
      'docs-gen.config.ts',
      `export default {
  footer: {
    style: 'dark',
    links: [
      { title: 'Social', items: [
        { label: 'Mastodon', href: 'https://mastodon.test/@acme', className: 'social-link mastodon-link', rel: 'me noopener' },
        { label: 'Chat', href: 'https://chat.test', className: 'chat-link' },
        { label: 'Product', href: 'https://acme.test/product', target: '_self' },
        { label: 'Home', to: '/' },
        { label: 'Guide', to: '/guide#top' },
        { label: 'Sheet', to: '/files/sheet.pdf' },
      ] },
    ],
    copyright: 'Copyright Acme',
  },
  navbar: { items: [{ label: 'Guide', to: '/guide' }] },
};
`,
    );
    // Footer/Layout as Docusaurus sites swizzle it: the theme's parts in a frame of the site's, with a part of its own.
    site.write(
      'src/theme/Footer/Layout/index.jsx',
      "export default function FooterLayout({ style, links, logo, copyright }) {\n  return <footer className={`footer footer--${style}`}>{links}<div className=\"site-split\">{logo}{copyright}<p className=\"hosting\">Hosted by Acme</p></div></footer>;\n}\n",
    );
    run = await runDocsGenAsync(['build', site.dir, '--quiet']);
  });
  afterAll(() => site.cleanup());

  it("carry the site's classes, and a rel that takes the place of the one another site's link gets", () => {
    expect(run.code, run.stderr).toBe(0);
    const footer = /<footer[\s\S]*?<\/footer>/.exec(site.read('build/index.html'))?.[0] ?? '';
    expect(footer).toContain('<a class="footer-link social-link mastodon-link" href="https://mastodon.test/@acme" target="_blank" rel="me noopener">Mastodon</a>');
    expect(footer).toContain('<a class="footer-link chat-link" href="https://chat.test" target="_blank" rel="noopener noreferrer">Chat</a>');
    expect(footer).toContain('<a class="footer-link" href="/">Home</a>');
  });

  it('open where their target says: a link to the site\'s own other domain in the same tab', () => {
    const footer = /<footer[\s\S]*?<\/footer>/.exec(site.read('build/index.html'))?.[0] ?? '';
    expect(footer).toContain('<a class="footer-link" href="https://acme.test/product" target="_self">Product</a>');
  });

  it("lead to a page's route with its trailing slash, as Docusaurus's Link writes it, a file's path as written; the navbar's too", () => {
    const footer = /<footer[\s\S]*?<\/footer>/.exec(site.read('build/index.html'))?.[0] ?? '';
    expect(footer).toContain('<a class="footer-link" href="/guide/#top">Guide</a>');
    expect(footer).toContain('<a class="footer-link" href="/files/sheet.pdf">Sheet</a>');
    expect(site.read('build/guide/index.html')).toMatch(/<a class="navbar-link active" href="\/guide\/" aria-current="page">Guide<\/a>/);
  });

  it('are laid out by a Footer/Layout override, given the style and the rendered links and copyright', () => {
    expect(run.stderr).not.toMatch(/Footer\/Layout/);
    const footer = /<footer[\s\S]*?<\/footer>/.exec(site.read('build/index.html'))?.[0] ?? '';
    expect(footer).toMatch(/^<footer class="footer footer--dark"><div class="footer-columns">[\s\S]*<\/div><div class="site-split"><div class="footer-copyright">Copyright Acme<\/div><p class="hosting">Hosted by Acme<\/p><\/div><\/footer>$/);
  });

  it('refuse a rel that is no list of link types, at its key', async () => {
    site.write('docs-gen.config.ts', "export default {\n  footer: { links: [{ label: 'X', href: 'https://x.test', rel: 'me\" onclick=\"x' }] },\n};\n");
    const failed = await runDocsGenAsync(['build', site.dir, '--quiet', '-o', 'out-bad']);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/docs-gen\.config\.ts:2:\d+ +Invalid config value at "footer\.links\.0\.rel": a rel is link types separated by spaces/);
  });
});

/** Docusaurus's parts of the footer, each overridden alone as sites swizzle them: the rest stays the theme's. */
describe('footer parts', () => {
  let site: ReturnType<typeof tempSite>;
  let run: RunResult;
  beforeAll(async () => {
    site = tempSite();
    site.write('docs/index.md', '# Home\n');
    site.write(
      'docs-gen.config.ts',
      `export default {
  baseUrl: '/docs/',
  footer: {
    links: [{ label: 'Home', to: '/' }, { html: '<b class="own-html">Made here</b>' }, { label: 'Status', href: 'https://status.test' }],
    logo: { src: '/img/logo.svg', alt: 'Acme', href: 'https://acme.test' },
    copyright: 'Copyright <b>Acme</b>',
  },
};
`,
    );
    site.write('static/img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // A link item wrapping the theme's, as `swizzle --wrap` writes it.
    site.write(
      'src/theme/Footer/LinkItem/index.js',
      "import LinkItem from '@theme-original/Footer/LinkItem';\nexport default function LinkItemWrapper(props) {\n  return <span className=\"own-item\" data-label={props.item.label}><LinkItem {...props} /></span>;\n}\n",
    );
    site.write('src/theme/Footer/Copyright/index.js', 'export default function Copyright({ copyright }) {\n  return <p className="own-copyright" dangerouslySetInnerHTML={{ __html: copyright }} />;\n}\n');
    site.write('src/theme/Footer/Logo/index.js', 'export default function Logo({ logo }) {\n  return <a className="own-logo" href={logo.href}>{logo.alt}</a>;\n}\n');
    run = await runDocsGenAsync(['build', site.dir, '--quiet']);
  });
  afterAll(() => site.cleanup());

  it('render in their places: each link through Footer/LinkItem, the logo and the copyright through theirs, with no warning', () => {
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toMatch(/replaces nothing|not a theme component/);
    const footer = /<footer[\s\S]*?<\/footer>/.exec(site.read('build/index.html'))?.[0] ?? '';
    expect(footer).toContain('<span class="own-item" data-label="Home"><a class="footer-link" href="/docs/">Home</a></span>');
    expect(footer).toContain('<span class="own-item" data-label="Status"><a class="footer-link" href="https://status.test" target="_blank" rel="noopener noreferrer">Status</a></span>');
    // An html item is no link: Footer/Links/Simple writes it as it is.
    expect(footer).toContain('<span class="footer-html"><b class="own-html">Made here</b></span>');
    expect(footer).not.toMatch(/data-label="undefined"/);
    expect(footer).toContain('<a class="own-logo" href="https://acme.test">Acme</a>');
    expect(footer).toContain('<p class="own-copyright">Copyright <b>Acme</b></p>');
    expect(footer).not.toContain('footer-copyright');
  });

  it('Footer/Links/Simple replaced: the row is the site\'s, given the config\'s links', async () => {
    site.write('src/theme/Footer/Links/Simple.js', 'export default function Simple({ links }) {\n  return <ol className="own-row">{links.map((l, i) => <li key={i}>{l.label ?? "html"}</li>)}</ol>;\n}\n');
    const rebuilt = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(rebuilt.code, rebuilt.stderr).toBe(0);
    expect(site.read('build/index.html')).toContain('<ol class="own-row"><li>Home</li><li>html</li><li>Status</li></ol>');
  });
});

