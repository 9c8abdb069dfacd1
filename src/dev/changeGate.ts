import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import type { FileEvent } from './devWatcher.js';

/** Longer than chokidar's 50 ms window in which further changes to a file are dropped. */
const SETTLE_MS = 75;

async function hashFile(file: string): Promise<string | undefined> {
  try {
    return crypto.createHash('sha1').update(await fs.readFile(file)).digest('hex');
  } catch {
    return undefined;
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

  constructor(private readonly forward: (event: FileEvent, file: string) => void) {}

  async onEvent(event: FileEvent, file: string, recheck = false): Promise<void> {
    if (event === 'unlink') {
      this.hashes.delete(file);
      clearTimeout(this.timers.get(file));
      this.timers.delete(file);
      this.forward(event, file);
      return;
    }
    // Gone already: the unlink event that follows says so.
    const hash = await hashFile(file);
    if (hash === undefined) return;
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
