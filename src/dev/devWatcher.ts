import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';

export type FileEvent = 'add' | 'change' | 'unlink';

// Editor swap and backup files, version control and dependencies: never part of the site.
function isNoise(file: string): boolean {
  const name = path.basename(file);
  return (
    /(^|[/\\])(node_modules|\.git)([/\\]|$)/.test(file) ||
    /^\.#|~$|\.sw[a-p]$|^4913$|\.tmp$/.test(name)
  );
}

/**
 * Watches the files the site is made of (chokidar). The set of paths follows the site: after a config
 * change the content folders, sidebars file or components module may be others.
 */
export class DevWatcher {
  private readonly watcher: FSWatcher;
  private watched = new Set<string>();

  constructor(onEvent: (event: FileEvent, file: string) => void, ignoreDir?: () => string | undefined) {
    this.watcher = watch([], {
      ignoreInitial: true,
      ignored: (file: string) => {
        const out = ignoreDir?.();
        return isNoise(file) || (out !== undefined && (file === out || file.startsWith(out + path.sep)));
      },
    });
    for (const event of ['add', 'change', 'unlink'] as const) {
      this.watcher.on(event, (file: string) => onEvent(event, path.resolve(file)));
    }
    this.watcher.on('error', (error) => process.stderr.write(`docs-gen dev: watcher: ${(error as Error).message}\n`));
  }

  /**
   * Watches exactly these paths from now on. The first call resolves when the initial scan is done
   * (chokidar reports `ready` once), so no edit made after it is missed.
   */
  async setPaths(paths: string[]): Promise<void> {
    const next = new Set(paths);
    const added = [...next].filter((p) => !this.watched.has(p));
    const removed = [...this.watched].filter((p) => !next.has(p));
    const first = this.watched.size === 0;
    this.watched = next;
    if (removed.length) this.watcher.unwatch(removed);
    if (!added.length) return;
    const ready = first ? new Promise<void>((resolve) => this.watcher.once('ready', () => resolve())) : undefined;
    this.watcher.add(added);
    await ready;
  }

  close(): Promise<void> {
    return this.watcher.close();
  }
}
