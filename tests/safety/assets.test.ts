import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashTree } from '../helpers/hashTree.js';
import { runDocsGenAsync, tempSite } from '../helpers/site.js';
import { request, startDocsGen, type ServerProcess } from '../serve/processes.js';

/**
 * Files a page refers to resolve only inside the site folder (symlinks resolved): anything else is a located
 * error and is never copied or served. A missing image is a broken link under `onBrokenLinks`.
 */

const PASSWD = fs.readFileSync('/etc/passwd');
const PNG = Buffer.from('89504e470d0a1a0a-fake-image', 'utf8');
/** The start of a PNG file of that size: its signature and header chunk, all an image's size is read from. */
function pngOf(width: number, height: number): Buffer {
  const header = Buffer.alloc(25);
  header.writeUInt32BE(13, 0);
  header.write('IHDR', 4, 'latin1');
  header.writeUInt32BE(width, 8);
  header.writeUInt32BE(height, 12);
  header.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), header, Buffer.alloc(4)]);
}
const page = (body: string) => `---\ntitle: Home\n---\n\nWelcome.\n\n${body}\n`;

let site: ReturnType<typeof tempSite> | undefined;
let server: ServerProcess | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
  site?.cleanup();
  site = undefined;
});

/** A small site whose home page shows one image kept beside it. */
function smallSite(config?: string) {
  const s = tempSite();
  s.write('docs/index.md', page('![pic](./pic.png)'));
  s.write('docs/guide.md', '---\ntitle: Guide\n---\n\nText.\n');
  fs.writeFileSync(path.join(s.dir, 'docs', 'pic.png'), PNG);
  if (config) s.write('docs-gen.config.ts', `import { defineConfig } from 'docs-gen';\n\nexport default defineConfig(${config});\n`);
  site = s;
  return s;
}

/** Whether any file under `dir` holds `needle` (the leaked file's bytes). */
function anyFileContains(dir: string, needle: Buffer): boolean {
  return Object.keys(hashTree(dir)).some((rel) => {
    const abs = path.join(dir, rel);
    return fs.lstatSync(abs).isFile() && fs.readFileSync(abs).includes(needle);
  });
}

const build = async (dir: string) => {
  const result = await runDocsGenAsync(['build', dir], path.dirname(dir));
  return { ...result, output: `${result.stdout}\n${result.stderr}` };
};
const at = (dir: string, rel: string, line: number, column = 1) => `${path.basename(dir)}/${rel}:${line}:${column}`;

describe('asset containment', () => {
  it('copies an image inside the site under a content hash, as a plain file', async () => {
    const s = smallSite();
    fs.mkdirSync(path.join(s.dir, 'shared'));
    fs.writeFileSync(path.join(s.dir, 'shared', 'logo.png'), PNG);
    fs.symlinkSync('../shared/logo.png', path.join(s.dir, 'docs', 'linked.png'));
    s.write('docs/guide.md', '---\ntitle: Guide\n---\n\n![linked](./linked.png)\n');
    const result = await build(s.dir);
    expect(result.code, result.output).toBe(0);
    const images = fs.readdirSync(path.join(s.dir, 'build', 'assets', 'img'));
    expect(images.sort()).toEqual([expect.stringMatching(/^[0-9a-f]{8}-linked\.png$/), expect.stringMatching(/^[0-9a-f]{8}-pic\.png$/)]);
    for (const name of images) {
      const abs = path.join(s.dir, 'build', 'assets', 'img', name);
      expect(fs.lstatSync(abs).isSymbolicLink()).toBe(false);
      expect(fs.readFileSync(abs)).toEqual(PNG);
    }
    expect(s.read('build/index.html')).toMatch(/<img [^>]*src="\/assets\/img\/[0-9a-f]{8}-pic\.png" alt="pic"\/>/);
  });

  it('refuses an image path that climbs out of the site: located error, nothing copied, output and sources unchanged', async () => {
    const s = smallSite();
    expect((await build(s.dir)).code).toBe(0);
    s.write('docs/index.md', page('![secret](../../../../../../../../../etc/passwd)'));
    const before = hashTree(s.dir);
    const result = await build(s.dir);
    expect(result.code, result.output).toBe(1);
    expect(result.output).toContain(`${at(s.dir, 'docs/index.md', 7)}  File reference ../../../../../../../../../etc/passwd leads to /etc/passwd, which is outside the site folder`);
    expect(hashTree(s.dir)).toEqual(before);
    expect(anyFileContains(path.join(s.dir, 'build'), PASSWD)).toBe(false);
  });

  it('refuses an image that is a symlink to a file outside the site, and a symlinked folder leading out', async () => {
    const s = smallSite();
    fs.symlinkSync('/etc/passwd', path.join(s.dir, 'docs', 'leak.png'));
    fs.symlinkSync('/etc', path.join(s.dir, 'docs', 'etc'));
    s.write('docs/index.md', page('![leak](./leak.png)\n\nAnd <img src="./etc/passwd" alt="x" /> too.'));
    const before = hashTree(s.dir);
    const result = await build(s.dir);
    expect(result.code, result.output).toBe(1);
    expect(result.output).toContain(`${at(s.dir, 'docs/index.md', 7)}  File reference ./leak.png leads to /etc/passwd, which is outside the site folder`);
    expect(result.output).toContain(`${at(s.dir, 'docs/index.md', 9, 5)}  File reference ./etc/passwd leads to /etc/passwd, which is outside the site folder`);
    expect(hashTree(s.dir)).toEqual(before);
    expect(fs.existsSync(path.join(s.dir, 'build'))).toBe(false);

    const check = await runDocsGenAsync(['check', s.dir], path.dirname(s.dir));
    expect(check.code).toBe(1);
    expect(check.stdout + check.stderr).toContain(`${at(s.dir, 'docs/index.md', 7)}  File reference ./leak.png`);
  });

  it('refuses an image that is a dot file of the site, such as .env', async () => {
    const s = smallSite();
    s.write('.env', 'TOKEN=do-not-publish\n');
    s.write('docs/index.md', page('![env](../.env)'));
    const result = await build(s.dir);
    expect(result.code, result.output).toBe(1);
    expect(result.output).toContain(`${at(s.dir, 'docs/index.md', 7)}  File reference ../.env leads to`);
    expect(result.output).toMatch(/which is in a hidden \(dot\) folder or file/);
  });

  it('fails on a missing image by default, with its location, leaving the previous output', async () => {
    const s = smallSite();
    expect((await build(s.dir)).code).toBe(0);
    const previous = hashTree(path.join(s.dir, 'build'));
    s.write('docs/index.md', page('Intro.\n\n![m](./nope.png)'));
    s.write('docs/shot.mdx', '---\ntitle: Shot\n---\n\n<img src="./screens/gone.png" alt="s" />\n');
    const result = await build(s.dir);
    expect(result.code, result.output).toBe(1);
    expect(result.output).toContain(`${at(s.dir, 'docs/index.md', 9)}  Broken link: ./nope.png (no such file)`);
    expect(result.output).toContain(`${at(s.dir, 'docs/shot.mdx', 5)}  Broken link: ./screens/gone.png (no such file)`);
    expect(hashTree(path.join(s.dir, 'build'))).toEqual(previous);
  });

  it("follows onBrokenLinks: 'warn' gives a located warning and exit 0", async () => {
    const s = smallSite("{ onBrokenLinks: 'warn' }");
    s.write('docs/index.md', page('![m](./nope.png)'));
    const result = await build(s.dir);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain(`warning ${at(s.dir, 'docs/index.md', 7)}  Broken link: ./nope.png (no such file)`);
    expect(s.read('build/index.html')).toContain('src="./nope.png"');
  });

  it("follows onBrokenLinks: 'ignore' says nothing, but never ignores an image outside the site", async () => {
    const s = smallSite("{ onBrokenLinks: 'ignore' }");
    s.write('docs/index.md', page('![m](./nope.png)'));
    const quiet = await build(s.dir);
    expect(quiet.code, quiet.output).toBe(0);
    expect(quiet.output).not.toContain('nope.png');
    s.write('docs/index.md', page('![m](../../../../../../../etc/passwd)'));
    const loud = await build(s.dir);
    expect(loud.code, loud.output).toBe(1);
    expect(loud.output).toContain(`${at(s.dir, 'docs/index.md', 7)}  File reference`);
  });

  it('notices an image that appears, changes or is re-linked after a cached build; a Markdown image has its file’s width and height', async () => {
    const s = smallSite();
    s.write('docs/index.md', page('![later](./later.png)\n\n![chart](./chart.svg)\n\n<img src="./chart.svg" alt="as written" />'));
    s.write('docs/chart.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80"/></svg>\n');
    expect((await build(s.dir)).code).toBe(1);
    fs.writeFileSync(path.join(s.dir, 'docs', 'later.png'), pngOf(640, 480));
    expect((await build(s.dir)).code).toBe(0);
    const images = () => s.read('build/index.html').match(/<img [^>]*>/g)?.filter((tag) => !tag.includes('logo')) ?? [];
    expect(images()).toEqual([
      expect.stringMatching(/^<img decoding="async" loading="lazy" src="\/assets\/img\/[0-9a-f]{8}-later\.png" alt="later" width="640" height="480"\/>$/),
      expect.stringMatching(/^<img decoding="async" loading="lazy" src="\/assets\/img\/[0-9a-f]{8}-chart\.svg" alt="chart" width="120" height="80"\/>$/),
      expect.stringMatching(/^<img src="\/assets\/img\/[0-9a-f]{8}-chart\.svg" alt="as written"\/>$/),
    ]);
    fs.writeFileSync(path.join(s.dir, 'docs', 'later.png'), pngOf(320, 200));
    expect((await build(s.dir)).code).toBe(0);
    expect(images()[0]).toContain('alt="later" width="320" height="200"');
    fs.rmSync(path.join(s.dir, 'docs', 'later.png'));
    fs.symlinkSync('/etc/passwd', path.join(s.dir, 'docs', 'later.png'));
    const relinked = await build(s.dir);
    expect(relinked.code, relinked.output).toBe(1);
    expect(relinked.output).toContain('leads to /etc/passwd');
  });

  it('dev warns about a missing image and shows it once it is added, without a restart', async () => {
    const s = smallSite();
    s.write('docs/index.md', page('![later](./later.png)'));
    server = await startDocsGen(['dev', s.dir, '--port', '0']);
    const first = await request(server.url, '/');
    expect(first.status).toBe(200);
    expect(first.text).toContain('src="./later.png"');
    expect(server.stdout() + server.stderr()).toContain(`${path.basename(s.dir)}/docs/index.md:7:1  Broken link: ./later.png (no such file)`);

    fs.writeFileSync(path.join(s.dir, 'docs', 'later.png'), PNG);
    const deadline = Date.now() + 30_000;
    let src: string | undefined;
    while (!src && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      src = /<img [^>]*src="([^"]+-later\.png)"/.exec((await request(server.url, '/')).text)?.[1];
    }
    expect(src, server.stdout() + server.stderr()).toMatch(/^\/assets\/img\/[0-9a-f]{8}-later\.png$/);
    const image = await request(server.url, src as string);
    expect(image.status).toBe(200);
    expect(image.body).toEqual(PNG);
  });

  it('dev neither serves nor shows a file an image leads to outside the site', async () => {
    const s = smallSite();
    server = await startDocsGen(['dev', s.dir, '--port', '0']);
    const home = await request(server.url, '/');
    expect(home.status).toBe(200);
    const src = /<img [^>]*src="([^"]+-pic\.png)"/.exec(home.text)?.[1];
    expect(src).toBeDefined();
    const image = await request(server.url, src!);
    expect(image.status).toBe(200);
    expect(image.body).toEqual(PNG);

    fs.symlinkSync('/etc/passwd', path.join(s.dir, 'docs', 'leak.png'));
    s.write('docs/index.md', page('![leak](./leak.png)'));
    const deadline = Date.now() + 30_000;
    let reply = await request(server.url, '/');
    while (reply.status !== 500 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      reply = await request(server.url, '/');
    }
    expect(reply.status).toBe(500);
    expect(reply.text).toContain('leads to /etc/passwd, which is outside the site folder');
    const hash = crypto.createHash('sha1').update(PASSWD).digest('hex').slice(0, 8);
    for (const p of [`/assets/img/${hash}-leak.png`, `/assets/img/${hash}-passwd`, '/leak.png', '/docs/leak.png']) {
      const leak = await request(server.url, p);
      expect(leak.status, p).not.toBe(200);
      expect(leak.body.includes(PASSWD), p).toBe(false);
    }
  });
});
