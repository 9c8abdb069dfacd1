import fs from 'node:fs/promises';
import path from 'node:path';
import type { ChokidarOptions, FSWatcher } from 'chokidar';

export type FileEvent = 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir';

const EVENTS: FileEvent[] = ['add', 'change', 'unlink', 'addDir', 'unlinkDir'];

type Kind = 'file' | 'folder' | 'missing';

/**
 * What a path is, and a signature that changes when a file is written or replaced, or a folder replaced.
 * (Not when a folder's entries change: editors' swap files, which are never reported, would count.)
 */
interface Look {
  kind: Kind;
  signature: string;
  /** The order in which the looks began: one that began earlier says less about the path now. */
  order: number;
}

/** How often the wanted paths themselves are looked at, to catch what chokidar missed. */
const POLL_MS = 500;

let looksBegun = 0;

async function look(file: string): Promise<Look> {
  const order = ++looksBegun;
  const stats = await fs.stat(file).catch(() => undefined);
  if (!stats) return { kind: 'missing', signature: '', order };
  if (stats.isDirectory()) return { kind: 'folder', signature: String(stats.ino), order };
  return { kind: 'file', signature: `${stats.ino}:${stats.size}:${stats.mtimeMs}`, order };
}

/** The events that take a path from one kind to another; a folder that changed kind-for-kind counts as added again. */
function missedEvents(before: Kind, now: Kind): FileEvent[] {
  if (before === now) return [now === 'folder' ? 'addDir' : 'change'];
  const gone: FileEvent[] = before === 'folder' ? ['unlinkDir'] : before === 'file' ? ['unlink'] : [];
  const back: FileEvent[] = now === 'folder' ? ['addDir'] : now === 'file' ? ['add'] : [];
  return [...gone, ...back];
}

// Editor swap and backup files, version control and dependencies: never part of the site.
function isNoise(file: string): boolean {
  const name = path.basename(file);
  return (
    /(^|[/\\])(node_modules|\.git)([/\\]|$)/.test(file) ||
    /^\.#|~$|\.sw[a-p]$|^4913$|\.tmp$/.test(name)
  );
}

/** Waits (at most a few seconds) until chokidar watches every one of these paths that is an existing folder. */
async function untilWatched(watcher: FSWatcher, paths: string[]): Promise<void> {
  const folders: string[] = [];
  for (const p of paths) if ((await look(p)).kind === 'folder') folders.push(p);
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const watched = watcher.getWatched();
    if (folders.every((f) => f in watched)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function isUnder(dir: string, file: string): boolean {
  return file.startsWith(dir.endsWith(path.sep) ? dir : dir + path.sep);
}

/**
 * Watches the files the site is made of (chokidar). The set of paths follows the site: after a config
 * change the content folders, sidebars file or components module may be others.
 *
 * chokidar stops watching a file or folder once it is deleted (or replaced by an editor's rename), so its
 * return would go unnoticed. So the site folder (or, for a path outside it, the path's parent) is watched
 * too, with everything that neither is, contains nor lies inside a wanted path ignored: a wanted path
 * that goes and comes back is a new entry of a watched folder, and chokidar picks it up again with
 * everything in it. A look at the wanted paths twice a second catches the rest (see `poll`).
 */
export class DevWatcher {
  /** Created by the first `setPaths`: a watcher started with no paths reports `ready` before any scan. */
  private watcher?: FSWatcher;
  private readonly options: ChokidarOptions;
  private paths: string[] = [];
  private added = new Set<string>();
  private closed = false;
  /** What each wanted path was when chokidar last reported it (or the look-over caught it). */
  private looks = new Map<string, Look>();
  private suspect = new Set<string>();
  private polling?: NodeJS.Timeout;

  constructor(
    private readonly rootDir: string,
    private readonly onEvent: (event: FileEvent, file: string) => void,
    ignoreDir?: () => string | undefined,
  ) {
    this.options = {
      ignoreInitial: true,
      // chokidar's `atomic` holds an unlink back 100 ms to merge it with a following add; when a file is
      // replaced by a folder (or the reverse) meanwhile, the late unlink makes it forget the new one.
      // Without it an editor's delete-and-write is an unlink and an add, which the stages handle as well.
      atomic: false,
      ignored: (file: string) => {
        const out = ignoreDir?.();
        return isNoise(file) || (out !== undefined && (file === out || isUnder(out, file))) || !this.wanted(file);
      },
    };
    let polling = false;
    this.polling = setInterval(() => {
      if (polling) return;
      polling = true;
      void this.poll().finally(() => (polling = false));
    }, POLL_MS);
    this.polling.unref();
  }

  private report(event: FileEvent, file: string): void {
    // What chokidar reported is the new normal for the look-over below, unless a later look has come in meanwhile.
    if (this.looks.has(file)) {
      void look(file).then((now) => {
        const held = this.looks.get(file);
        if (held && held.order < now.order) this.looks.set(file, now);
      });
    }
    this.onEvent(event, file);
  }

  /**
   * chokidar can lose track of a path that is deleted and at once created again, above all as the other
   * kind (a folder where a file was, or the reverse): it reports the first change and nothing after. So
   * the wanted paths themselves (a few dozen at most) are looked at twice a second. One that differs
   * from what was last reported of it for two looks in a row is watched afresh, and its change reported.
   */
  private async poll(): Promise<void> {
    for (const file of this.paths) {
      const now = await look(file);
      const before = this.looks.get(file);
      if (this.closed) return;
      // A look that began after this one (chokidar's report, while the file was being renamed away) is the
      // newer truth. Taken as the new normal, this stale one would hide the file's return with the same signature.
      if (!before || before.order > now.order) continue;
      if (now.kind === before.kind && now.signature === before.signature) {
        this.suspect.delete(file);
      } else if (!this.suspect.has(file)) {
        this.suspect.add(file);
      } else {
        this.suspect.delete(file);
        this.looks.set(file, now);
        // A path of another kind is watched afresh; a file changed in place keeps its watch, which may
        // just have dropped one of several quick saves.
        if (now.kind !== before.kind) {
          this.watcher?.unwatch(file);
          if (now.kind !== 'missing') this.watcher?.add(file);
        }
        for (const event of missedEvents(before.kind, now.kind)) this.onEvent(event, file);
      }
    }
  }

  /** A wanted path, something inside one, or a folder on the way to one. */
  private wanted(file: string): boolean {
    const abs = path.resolve(file);
    return this.paths.some((p) => p === abs || isUnder(p, abs) || isUnder(abs, p));
  }

  private anchorOf(p: string): string {
    return p === this.rootDir || isUnder(this.rootDir, p) ? this.rootDir : path.dirname(p);
  }

  /**
   * Watches exactly these paths (existing or not) from now on. The first call resolves when the initial
   * scan is done (chokidar reports `ready` once), so no edit made after it is missed.
   */
  async setPaths(paths: string[]): Promise<void> {
    const previous = this.paths;
    this.paths = [...new Set(paths.map((p) => path.resolve(p)))];
    const anchors = [...new Set(this.paths.map((p) => this.anchorOf(p)))].filter((a) => !this.added.has(a));
    // A folder already watched skipped what was not wanted then (or was told to forget it): name newly
    // wanted paths explicitly. chokidar shares one watch per path, so naming a path twice costs nothing.
    const fresh = this.paths.filter((p) => !previous.includes(p));
    for (const p of fresh) this.looks.set(p, await look(p));
    for (const p of previous) if (!this.paths.includes(p)) this.looks.delete(p);
    const gone = [...previous, ...this.added].filter((p) => !this.wanted(p));
    if (gone.length) this.watcher?.unwatch(gone);
    for (const p of gone) this.added.delete(p);
    const toAdd = [...anchors, ...fresh];
    if (!toAdd.length) return;
    anchors.forEach((a) => this.added.add(a));
    // Loaded here, not with dev: the site is served before the watcher starts.
    const { watch } = await import('chokidar');
    if (this.watcher) {
      this.watcher.add(toAdd);
      return;
    }
    const watcher = watch(toAdd, this.options);
    this.watcher = watcher;
    for (const event of EVENTS) watcher.on(event, (file: string) => this.report(event, path.resolve(file)));
    watcher.on('error', (error) => process.stderr.write(`docs-gen dev: watcher: ${(error as Error).message}\n`));
    await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
    // chokidar can say `ready` before its watches are in place; an edit made before then would be lost.
    await untilWatched(watcher, toAdd);
  }

  /**
   * Files under the wanted paths written (or replaced) since `sinceMs`, by their timestamps. chokidar's first scan
   * takes a file as it finds it, and a save made before its watch is in place goes unreported: once the scan is
   * done, this tells what the first build may have read too early.
   */
  async filesChangedSince(sinceMs: number, ignoreDir?: string): Promise<string[]> {
    const changed: string[] = [];
    const skip = (file: string) => isNoise(file) || (ignoreDir !== undefined && (file === ignoreDir || isUnder(ignoreDir, file)));
    const check = async (file: string) => {
      const stats = await fs.stat(file).catch(() => undefined);
      if (stats?.isFile() && Math.max(stats.mtimeMs, stats.ctimeMs) >= sinceMs) changed.push(file);
    };
    for (const p of this.paths) {
      if (skip(p)) continue;
      const kind = (await look(p)).kind;
      if (kind === 'file') await check(p);
      if (kind !== 'folder') continue;
      const entries = await fs.readdir(p, { recursive: true }).catch(() => [] as string[]);
      for (const entry of entries) {
        const file = path.join(p, entry);
        if (!skip(file)) await check(file);
      }
    }
    return [...new Set(changed)];
  }

  close(): Promise<void> {
    this.closed = true;
    clearInterval(this.polling);
    return this.watcher?.close() ?? Promise.resolve();
  }
}
