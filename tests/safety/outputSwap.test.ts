import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realPathOf } from '../../src/config/outputFolder.js';
import { recoverOutput, restoreOutput } from '../../src/emit/outputSwap.js';
import { openStagedOutput, previousFill, writeOutputAtomically } from '../../src/emit/writeOutput.js';

/** The rules for the folders beside the output, one state at a time. */

let dir: string;
let out: string;
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;
const put = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
};
const names = () => fs.readdirSync(dir).sort();

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-swap-unit-'));
  out = path.join(dir, 'build');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('recoverOutput', () => {
  it('restores the newest former output when build/ is missing and deletes the rest', async () => {
    const pid = deadPid();
    put(`build.old-${pid}-1000/index.html`, 'older');
    put(`build.old-${pid}-2000/index.html`, 'newer');
    put(`build.tmp-${pid}-3000/index.html`, 'half');
    await recoverOutput(out);
    expect(names()).toEqual(['build']);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('newer');
  });

  it('never restores a staging folder, however complete it looks', async () => {
    put(`build.tmp-${deadPid()}-1000/index.html`, 'looks whole');
    expect(await restoreOutput(out)).toBeUndefined();
    await recoverOutput(out);
    expect(names()).toEqual([]);
  });

  it('keeps build/ when it is there and deletes former outputs beside it', async () => {
    put('build/index.html', 'current');
    put(`build.old-${deadPid()}-1000/index.html`, 'former');
    await recoverOutput(out);
    expect(names()).toEqual(['build']);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('current');
  });

  it("leaves a running build's folders and the user's look-alikes alone", async () => {
    const live = `build.tmp-${process.ppid}-${Date.now()}`;
    put(`${live}/index.html`, 'running');
    put('build.old-backup/index.html', 'mine');
    put('build.tmp-1-2-3-4/index.html', 'mine too');
    put('builds.tmp-1-2/index.html', 'another name');
    await recoverOutput(out);
    expect(names()).toEqual(['build.old-backup', 'build.tmp-1-2-3-4', live, 'builds.tmp-1-2'].sort());
  });

  it('treats a folder of a live pid as left over once it is older than any build', async () => {
    put(`build.tmp-${process.ppid}-${Date.now() - 2 * 60 * 60 * 1000}/index.html`, 'stale');
    await recoverOutput(out);
    expect(names()).toEqual([]);
  });

  it("treats this process's own pid as left over when this process did not make the folder (a restarted container)", async () => {
    put(`build.tmp-${process.pid}-${Date.now()}/index.html`, 'from an earlier life');
    await recoverOutput(out);
    expect(names()).toEqual([]);
  });
});

describe('writeOutputAtomically', () => {
  it('replaces the output and leaves nothing beside it', async () => {
    put('build/old.html', 'old');
    await writeOutputAtomically(out, [{ path: 'index.html', contents: 'new' }], []);
    expect(names()).toEqual(['build']);
    expect(fs.readdirSync(out)).toEqual(['index.html']);
  });

  it('keeps the previous output when writing fails', async () => {
    put('build/index.html', 'old');
    await expect(writeOutputAtomically(out, [], [{ from: path.join(dir, 'missing.png'), to: 'img/missing.png' }])).rejects.toThrow();
    expect(names()).toEqual(['build']);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('old');
  });
});

describe('openStagedOutput', () => {
  it('writes files as they come, patches them in place, and publishes them only on commit', async () => {
    put('build/index.html', 'old');
    const output = await openStagedOutput(out);
    for (let i = 0; i < 200; i++) await output.write(`p${i}/index.html`, `<a href="/search/manifest.XXXX.json">${i}</a>`);
    // The last files written may still be pending: a patch waits for them.
    await output.patch('p199/index.html', ['<a href="/search/manifest.'.length], Buffer.from('ab12'));
    // Until the commit the previous output is the one served.
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('old');
    await output.commit([{ path: 'index.html', contents: 'new' }], []);
    expect(names()).toEqual(['build']);
    expect(fs.readdirSync(out)).toHaveLength(201);
    expect(fs.readFileSync(path.join(out, 'p199/index.html'), 'utf8')).toBe('<a href="/search/manifest.ab12.json">199</a>');
    expect(fs.readFileSync(path.join(out, 'p7/index.html'), 'utf8')).toBe('<a href="/search/manifest.XXXX.json">7</a>');
  });

  it('makes the folders of files to come before they are written, and a folder it cannot make fails the build', async () => {
    put('build/index.html', 'old');
    put('static/b', 'file');
    const output = await openStagedOutput(out, path.join(dir, 'static'));
    await output.makeFolders(['a/b/index.html', 'a/index.html', 'c/index.html']);
    const staging = fs.readdirSync(dir).find((name) => name !== 'build' && name !== 'static')!;
    expect(fs.readdirSync(path.join(dir, staging)).sort()).toEqual(['a', 'b', 'c']);
    expect(fs.statSync(path.join(dir, staging, 'a', 'b')).isDirectory()).toBe(true);
    // A file (the static folder's) where a folder must go.
    await expect(output.makeFolders(['b/c/index.html'])).rejects.toThrow();
    await output.abort();
    expect(names()).toEqual(['build', 'static']);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('old');
  });

  it('keeps the previous output and leaves nothing beside it when a streamed write fails or the build stops', async () => {
    put('build/index.html', 'old');
    const failing = await openStagedOutput(out);
    await failing.write('a/index.html', 'a');
    // A file where a folder must go: the write of b/c/index.html fails, and a later call says so.
    await failing.write('b', 'file');
    await expect(
      (async () => {
        await failing.write('b/c/index.html', 'c');
        await failing.commit([], []);
      })(),
    ).rejects.toThrow();
    const stopped = await openStagedOutput(out);
    await stopped.write('x/index.html', 'x');
    await stopped.abort();
    expect(names()).toEqual(['build']);
    expect(fs.readdirSync(out)).toEqual(['index.html']);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('old');
  });
});

describe('unchanged files', () => {
  const MANIFEST = '<a href="/search/manifest.XXXX.json">';
  const at = ['<a href="/search/manifest.'.length];
  const later = { offsets: at, length: 4 };
  const page = (manifest: string, text: string) => `<a href="/search/manifest.${manifest}.json">${text}</a>`;
  const inode = (file: string) => fs.statSync(file).ino;
  const stagingOf = () => path.join(dir, names().find((n) => n.startsWith('build.tmp-'))!);

  it('are hard-linked from the previous output, and only bytes the same outside the later ones count', async () => {
    put('build/same.html', 'same');
    put('build/changed.html', 'before');
    put('build/page/index.html', page('ab12', 'page'));
    const before = { same: inode(path.join(out, 'same.html')), page: inode(path.join(out, 'page/index.html')) };
    const output = await openStagedOutput(out);
    await output.write('page/index.html', page('XXXX', 'page'), later);
    await output.write('other/index.html', page('XXXX', 'pagf'), later);
    await output.patch('page/index.html', at, Buffer.from('ab12'));
    await output.patch('other/index.html', at, Buffer.from('ab12'));
    await output.commit(
      [
        { path: 'same.html', contents: 'same' },
        { path: 'changed.html', contents: 'after!' },
      ],
      [],
    );
    expect(inode(path.join(out, 'same.html'))).toBe(before.same);
    expect(inode(path.join(out, 'page/index.html'))).toBe(before.page);
    expect(fs.readFileSync(path.join(out, 'page/index.html'), 'utf8')).toBe(page('ab12', 'page'));
    expect(fs.readFileSync(path.join(out, 'other/index.html'), 'utf8')).toBe(page('ab12', 'pagf'));
    expect(fs.readFileSync(path.join(out, 'changed.html'), 'utf8')).toBe('after!');
    expect(names()).toEqual(['build']);
  });

  it('are copied, never written through, when a patch or a second write changes them: the previous output stays as it was', async () => {
    put('build/page/index.html', page('ab12', 'page'));
    put('build/twice.html', 'first');
    const output = await openStagedOutput(out);
    await output.write('page/index.html', MANIFEST + 'page</a>', later);
    await output.write('twice.html', 'first');
    await output.patch('page/index.html', at, Buffer.from('cd34'));
    await output.write('twice.html', 'again');
    await output.patch('twice.html', [0], Buffer.from('A'));
    const staged = stagingOf();
    expect(fs.readFileSync(path.join(staged, 'page/index.html'), 'utf8')).toBe(page('cd34', 'page'));
    expect(fs.readFileSync(path.join(staged, 'twice.html'), 'utf8')).toBe('Again');
    await output.abort();
    expect(names()).toEqual(['build']);
    expect(fs.readFileSync(path.join(out, 'page/index.html'), 'utf8')).toBe(page('ab12', 'page'));
    expect(fs.readFileSync(path.join(out, 'twice.html'), 'utf8')).toBe('first');
  });

  it('are written when the previous output cannot be linked from (another file system)', async () => {
    put('build/same.html', 'same');
    put('build/c.html', 'c');
    const link = vi.spyOn(fs, 'link').mockImplementation((_from, _to, done) => done(Object.assign(new Error('cross-device link'), { code: 'EXDEV' })));
    let attempts: number;
    try {
      await writeOutputAtomically(
        out,
        [
          { path: 'same.html', contents: 'same' },
          { path: 'b.html', contents: 'b' },
          { path: 'c.html', contents: 'c' },
        ],
        [],
      );
      attempts = link.mock.calls.length;
    } finally {
      link.mockRestore();
    }
    expect(attempts).toBeGreaterThan(0);
    expect(fs.readFileSync(path.join(out, 'c.html'), 'utf8')).toBe('c');
    expect(fs.readFileSync(path.join(out, 'same.html'), 'utf8')).toBe('same');
    expect(names()).toEqual(['build']);
  });

  it('are compared byte for byte, with the later bytes alike at every offset', async () => {
    put('a.html', page('ab12', 'x') + page('ab12', 'y'));
    put('b.html', page('ab12', 'x') + page('ef56', 'y'));
    const bytes = Buffer.from(page('XXXX', 'x') + page('XXXX', 'y'));
    const twice = { offsets: [at[0], at[0] + page('XXXX', 'x').length], length: 4 };
    expect((await previousFill(path.join(dir, 'a.html'), bytes, twice))?.toString()).toBe('ab12');
    expect(await previousFill(path.join(dir, 'b.html'), bytes, twice)).toBeUndefined();
    expect(await previousFill(path.join(dir, 'a.html'), Buffer.from(page('XXXX', 'x') + page('XXXX', 'z')), twice)).toBeUndefined();
    expect(await previousFill(path.join(dir, 'missing.html'), bytes, twice)).toBeUndefined();
    fs.symlinkSync('a.html', path.join(dir, 'link.html'));
    expect(await previousFill(path.join(dir, 'link.html'), bytes, twice)).toBeUndefined();
  });
});

describe('realPathOf', () => {
  it('resolves symlinks among the existing parts and keeps the missing rest', () => {
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.symlinkSync('docs', path.join(dir, 'link'));
    expect(realPathOf(path.join(dir, 'link', 'not', 'yet'))).toBe(path.join(fs.realpathSync(dir), 'docs', 'not', 'yet'));
    expect(realPathOf(path.join(dir, 'docs', '..', 'link'))).toBe(path.join(fs.realpathSync(dir), 'docs'));
  });
});
