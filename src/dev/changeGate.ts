import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import type { FileEvent } from './devWatcher.js';

/** Longer than chokidar's 50 ms window in which further changes to a file are dropped. */
const SETTLE_MS = 75;

/** The content's hash; `gone` when the file no longer exists, `unreadable` when it exists but cannot be read. */
async function hashFile(file: string): Promise<string> {
  try {
    return crypto.createHash('sha1').update(await fs.readFile(file)).digest('hex');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'gone' : 'unreadable';
  }
}

/**
 * Sits between the watcher and the pipeline. It passes on only events that change a file's content (an
 * editor touching a file, or one save reported twice, costs nothing), and re-reads each changed file
 * once things settle: chokidar drops further changes to a file for 50 ms after reporting one, so a
 * save that lands in that window — or the rest of a file caught half-written — would otherwise be lost.
 */
export class ChangeGate {
  private hashes = new Map<string, string>();
  private timers = new Map<string, NodeJS.Timeout>();
  private unreadable = new Set<string>();
  /** How many unlinks each file has had: a read that began before the latest one saw a file since gone. */
  private unlinks = new Map<string, number>();

  constructor(private readonly forward: (event: FileEvent, file: string) => void) {}

  async onEvent(event: FileEvent, file: string, recheck = false): Promise<void> {
    // Folders have no content to compare: their coming and going always counts.
    if (event === 'addDir' || event === 'unlinkDir') return this.forward(event, file);
    if (event === 'unlink') {
      this.hashes.delete(file);
      this.unreadable.delete(file);
      clearTimeout(this.timers.get(file));
      this.timers.delete(file);
      this.unlinks.set(file, (this.unlinks.get(file) ?? 0) + 1);
      this.forward(event, file);
      return;
    }
    const unlinks = this.unlinks.get(file);
    const hash = await hashFile(file);
    // Passed on, that old content would follow the unlink, and its hash would hide the file's return
    // with that content. A file that is back has an event of its own.
    if (this.unlinks.get(file) !== unlinks) return;
    // Gone already: the unlink event that follows says so.
    if (hash === 'gone') return;
    // Turned into a folder, or its permissions changed: passed on once, for the stage that reads it to
    // report, located. Forgetting the hash makes its next readable content count as a change.
    if (hash === 'unreadable') {
      this.hashes.delete(file);
      if (!this.unreadable.has(file)) this.forward(event, file);
      this.unreadable.add(file);
      return;
    }
    this.unreadable.delete(file);
    const changed = this.hashes.get(file) !== hash;
    if (changed) {
      this.hashes.set(file, hash);
      this.forward(event, file);
    }
    if (!recheck || changed) this.scheduleRecheck(file);
  }

  private scheduleRecheck(file: string): void {
    clearTimeout(this.timers.get(file));
    const timer = setTimeout(() => {
      this.timers.delete(file);
      void this.onEvent('change', file, true);
    }, SETTLE_MS);
    timer.unref();
    this.timers.set(file, timer);
  }

  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
