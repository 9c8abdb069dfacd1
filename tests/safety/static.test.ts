import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runDocsGenAsync, tempSite } from '../helpers/site.js';
import { request, startDocsGen, type ServerProcess } from '../serve/processes.js';

/**
 * The static folder is published without its dot files, symlinks become plain copies only when they stay
 * inside the site, and serve/dev never answer with a file whose real path has a dot segment.
 */

const SECRET = 'TOKEN=do-not-publish';
const GIT_CONFIG = '[core]\n\trepositoryformatversion = 0\n';

let site: ReturnType<typeof tempSite> | undefined;
let server: ServerProcess | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
  site?.cleanup();
  site = undefined;
});

/** A site's own robots.txt, which the build and dev give instead of their default. */
const ROBOTS = 'User-agent: *\nDisallow: /private/\n';

/** A site whose static folder holds ordinary files, dot files and symlinks of every kind. */
function staticSite() {
  const s = tempSite();
  site = s;
  s.write('docs/index.md', '---\ntitle: Home\n---\n\nWelcome.\n');
  s.write('static/robots-note.txt', 'kept\n');
  s.write('static/img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  s.write('static/.env', `${SECRET}\n`);
  s.write('static/.git/config', GIT_CONFIG);
  s.write('static/img/.DS_Store', 'junk');
  s.write('static/.well-known/security.txt', 'Contact: mailto:security@example.com\n');
  s.write('static/.nojekyll', '');
  s.write('static/robots.txt', ROBOTS);
  s.write('shared/terms.txt', 'terms of use\n');
  s.write('shared/files/a.txt', 'a\n');
  s.write('.env', `${SECRET}\n`);
  const link = (target: string, rel: string) => fs.symlinkSync(target, path.join(s.dir, rel));
  link('img/logo.svg', 'static/logo-link.svg');
  link('../shared/terms.txt', 'static/terms.txt');
  link('../shared/files', 'static/files');
  link('/etc/passwd', 'static/passwd.txt');
  link('/etc', 'static/etc');
  link('.env', 'static/x.txt');
  link('.git', 'static/gitlink');
  link('../.env', 'static/site-env.txt');
  link('missing.txt', 'static/dangling.txt');
  return s;
}

/** Relative paths of every entry under `dir`, symlinks included, without following them. */
function listTree(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      out.push(entry.isSymbolicLink() ? `${child} (symlink)` : child);
      if (entry.isDirectory()) walk(child);
    }
  };
  walk('');
  return out.sort();
}

function hashTree(dir: string, skip: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rel of listTree(dir)) {
    if (rel === skip || rel.startsWith(`${skip}/`)) continue;
    const abs = path.join(dir, rel.replace(/ \(symlink\)$/, ''));
    if (rel.endsWith('(symlink)')) out[rel] = fs.readlinkSync(abs);
    else if (fs.statSync(abs).isFile()) out[rel] = crypto.createHash('sha1').update(fs.readFileSync(abs)).digest('hex');
  }
  return out;
}

describe('static folder copy', () => {
  it('leaves out dot files, copies symlinks inside the site as files, warns about and skips the rest', async () => {
    const s = staticSite();
    const before = hashTree(s.dir, 'build');
    const result = await runDocsGenAsync(['build', s.dir], path.dirname(s.dir));
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.code, output).toBe(0);

    const out = path.join(s.dir, 'build');
    const tree = listTree(out);
    expect(tree.filter((p) => p.endsWith('(symlink)'))).toEqual([]);
    expect(tree.filter((p) => /(^|\/)\.(?!well-known|nojekyll$)/.test(p))).toEqual([]);
    expect(tree).toEqual(expect.arrayContaining(['robots-note.txt', 'img/logo.svg', 'logo-link.svg', 'terms.txt', 'files/a.txt', '.well-known/security.txt', '.nojekyll']));
    // The site's own robots.txt, not the default the build writes for a site without one.
    expect(fs.readFileSync(path.join(out, 'robots.txt'), 'utf8')).toBe(ROBOTS);
    for (const gone of ['passwd.txt', 'etc', 'x.txt', 'gitlink', 'site-env.txt', 'dangling.txt', '.env', '.git', 'img/.DS_Store']) {
      expect(fs.existsSync(path.join(out, gone)), gone).toBe(false);
    }
    expect(fs.readFileSync(path.join(out, 'terms.txt'), 'utf8')).toBe('terms of use\n');
    expect(fs.readFileSync(path.join(out, 'logo-link.svg'), 'utf8')).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const everything = tree.filter((p) => !p.endsWith('(symlink)') && fs.statSync(path.join(out, p)).isFile());
    for (const rel of everything) expect(fs.readFileSync(path.join(out, rel), 'utf8'), rel).not.toContain(SECRET);

    const site = path.basename(s.dir);
    for (const [rel, why] of [
      ['passwd.txt', 'it points outside the site folder'],
      ['etc', 'it points outside the site folder'],
      ['x.txt', 'it points at a hidden (dot) file or folder'],
      ['gitlink', 'it points at a hidden (dot) file or folder'],
      ['site-env.txt', 'it points at a hidden (dot) file or folder'],
      ['dangling.txt', 'its target does not exist'],
    ]) {
      expect(output).toContain(`warning ${site}/static/${rel}:1:1  Static file ${rel} is a symlink that is not copied: ${why}`);
    }
    expect(hashTree(s.dir, 'build')).toEqual(before);
  });

  it('refuses a static folder that is itself a symlink leading out of the site', async () => {
    const s = tempSite();
    site = s;
    s.write('docs/index.md', '---\ntitle: Home\n---\n\nWelcome.\n');
    fs.symlinkSync('/etc', path.join(s.dir, 'static'));
    const implicit = await runDocsGenAsync(['build', s.dir], path.dirname(s.dir));
    expect(implicit.code, implicit.stderr).toBe(1);
    expect(implicit.stdout + implicit.stderr).toContain(`${path.basename(s.dir)}/static  static resolves to /etc, outside the site folder`);
    expect(fs.existsSync(path.join(s.dir, 'build'))).toBe(false);

    fs.rmSync(path.join(s.dir, 'static'));
    fs.symlinkSync('/etc', path.join(s.dir, 'public'));
    s.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({\n  staticDir: 'public',\n});\n");
    const named = await runDocsGenAsync(['build', s.dir], path.dirname(s.dir));
    expect(named.code, named.stderr).toBe(1);
    expect(named.stdout + named.stderr).toContain(`${path.basename(s.dir)}/docs-gen.config.ts:4:3  "staticDir" points at public, which resolves to /etc, outside the site folder`);
    expect(fs.existsSync(path.join(s.dir, 'build'))).toBe(false);
  });

  it('serve answers 404 for symlinks in the build to dot files and dot folders', async () => {
    const s = staticSite();
    expect((await runDocsGenAsync(['build', s.dir])).code).toBe(0);
    const out = path.join(s.dir, 'build');
    // As if the output folder were a checkout (gh-pages) and someone linked into it.
    fs.writeFileSync(path.join(out, '.env'), SECRET);
    fs.mkdirSync(path.join(out, '.git'));
    fs.writeFileSync(path.join(out, '.git', 'config'), GIT_CONFIG);
    fs.symlinkSync('.env', path.join(out, 'x.txt'));
    fs.symlinkSync('.git', path.join(out, 'gitlink'));
    fs.symlinkSync('.git/config', path.join(out, 'cfg.txt'));
    fs.symlinkSync('../.env', path.join(out, 'up.txt'));
    server = await startDocsGen(['serve', s.dir, '--port', '0']);
    expect((await request(server.url, '/terms.txt')).text).toBe('terms of use\n');
    for (const p of ['/x.txt', '/gitlink/config', '/cfg.txt', '/up.txt', '/.env', '/.git/config']) {
      const reply = await request(server.url, p);
      expect([400, 404], p).toContain(reply.status);
      expect(reply.text, p).not.toContain(SECRET);
      expect(reply.text, p).not.toContain('repositoryformatversion');
    }
  });

  it('dev serves the static folder by the same rules as the build', async () => {
    const s = staticSite();
    server = await startDocsGen(['dev', s.dir, '--port', '0']);
    for (const [p, text] of [
      ['/robots-note.txt', 'kept\n'],
      ['/terms.txt', 'terms of use\n'],
      ['/files/a.txt', 'a\n'],
      ['/.well-known/security.txt', 'Contact: mailto:security@example.com\n'],
      ['/.nojekyll', ''],
      ['/robots.txt', ROBOTS],
    ]) {
      const reply = await request(server.url, p);
      expect(reply.status, p).toBe(200);
      expect(reply.text, p).toBe(text);
    }
    for (const p of ['/x.txt', '/gitlink/config', '/site-env.txt', '/passwd.txt', '/etc/passwd', '/.env', '/.git/config', '/dangling.txt']) {
      const reply = await request(server.url, p);
      expect([400, 404], p).toContain(reply.status);
      expect(reply.text, p).not.toContain(SECRET);
      expect(reply.text, p).not.toContain('repositoryformatversion');
      expect(reply.text, p).not.toContain('root:x:0:0');
    }
  });
});
