import { performance } from 'node:perf_hooks';
import type { StageListener } from '../pipeline/task.js';

/** Where progress goes: a terminal gets a live status line, anything else plain lines. */
export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface ProgressOptions {
  /** Print nothing at all (`--quiet`). */
  quiet?: boolean;
  /** Colour codes on a terminal; off with NO_COLOR. */
  color?: boolean;
  /** Plain mode: how often a long stage says how far it has got (ms), and from what age. */
  heartbeatMs?: number;
  heartbeatAfterMs?: number;
}

export interface ProgressReporter extends StageListener {
  /** Removes the live line so other output (warnings, errors, the summary) starts on a clean line. */
  clear(): void;
  /** Stops the timers; the reporter prints nothing afterwards. */
  close(): void;
  /** Milliseconds spent in the display's own code (writes included): what showing progress costs the build. */
  spentMs(): number;
}

/** Adds up the time spent inside calls to the display, a call made from inside another counted once. */
class Stopwatch {
  private depth = 0;
  private since = 0;
  total = 0;

  run<T>(work: () => T): T {
    if (this.depth++ === 0) this.since = performance.now();
    try {
      return work();
    } finally {
      if (--this.depth === 0) this.total += performance.now() - this.since;
    }
  }
}

interface ActiveStage {
  started: number;
  done?: number;
  total?: number;
}

const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

function counter(stage: ActiveStage): string {
  if (stage.total === undefined || stage.done === undefined) return '';
  const percent = stage.total ? Math.floor((stage.done / stage.total) * 100) : 100;
  return ` ${stage.done}/${stage.total} ${percent}%`;
}

const silent: ProgressReporter = { start() {}, advance() {}, end() {}, clear() {}, close() {}, spentMs: () => 0 };

/** Picks the display for the stream: live status line on a terminal, one line per stage otherwise. */
export function createProgressReporter(stream: ProgressStream, options: ProgressOptions = {}): ProgressReporter {
  if (options.quiet) return silent;
  return stream.isTTY ? new LiveStatus(stream, options.color ?? true) : new PlainLines(stream, options);
}

/**
 * How often the live status line is drawn: the spinner's turn, and the least time between two draws that a
 * stage's progress asks for. A terminal write cost about 0.7 ms on a busy 2-core machine, and a draw every
 * 80–120 ms took over 1 % of a two-second build.
 */
const SPIN_MS = 200;
const DRAW_EVERY_MS = 150;

/** A terminal: finished stages scroll up as `✓ stage  time`; the stages under way share one redrawn line. */
class LiveStatus implements ProgressReporter {
  private readonly active = new Map<string, ActiveStage>();
  private frame = 0;
  private lastDraw = 0;
  /** Lines of stages that ended since the last draw. */
  private finished = '';
  private shown = false;
  private readonly timer: NodeJS.Timeout;
  private readonly watch = new Stopwatch();

  constructor(
    private readonly stream: ProgressStream,
    private readonly color: boolean,
  ) {
    // Async stages report nothing while they wait; the spinner shows the build is alive.
    this.timer = setInterval(() => this.watch.run(() => this.draw()), SPIN_MS);
    this.timer.unref();
  }

  start(stage: string): void {
    this.watch.run(() => {
      this.active.set(stage, { started: Date.now() });
      // Stages start in bursts, most right after another ended, whose line drew the status: a terminal write
      // costs more than all the rest of the display, so the line waits for the next draw (≤ SPIN_MS) then.
      if (this.drawDue()) this.draw();
    });
  }

  advance(stage: string, done: number, total: number): void {
    this.watch.run(() => {
      const entry = this.active.get(stage);
      if (!entry) return;
      entry.done = done;
      entry.total = total;
      // Page loops can be synchronous: redraw from here, but not for every page.
      if (this.drawDue() || done === total) this.draw();
    });
  }

  private drawDue(): boolean {
    return Date.now() - this.lastDraw >= DRAW_EVERY_MS;
  }

  end(stage: string, ms: number, ok: boolean): void {
    this.watch.run(() => {
      this.active.delete(stage);
      const mark = ok ? this.paint('32', '✓') : this.paint('31', '✗');
      this.finished += `${mark} ${stage.padEnd(10)} ${this.paint('2', formatDuration(ms))}\n`;
      // Stages end in bursts (sidebars, links and assets within milliseconds of each other): a write to a terminal
      // costs more than the rest of the display, so their lines go out together, with the next draw.
      if (this.drawDue()) this.draw();
    });
  }

  clear(): void {
    this.watch.run(() => {
      const text = this.erase() + this.takeFinished();
      if (text) this.stream.write(text);
    });
  }

  close(): void {
    clearInterval(this.timer);
    this.clear();
    this.active.clear();
  }

  spentMs(): number {
    return this.watch.total;
  }

  /** One write: the finished stages' lines above, then the status line of those under way. */
  private draw(): void {
    const finished = this.takeFinished();
    const text = finished ? `${this.erase()}${finished}${this.status()}` : this.active.size ? this.status() : this.erase();
    if (text) this.stream.write(text);
  }

  private takeFinished(): string {
    const finished = this.finished;
    this.finished = '';
    return finished;
  }

  /** What removes the status line, if one is shown. */
  private erase(): string {
    if (!this.shown) return '';
    this.shown = false;
    return '\r\x1b[2K';
  }

  /** The status line of the stages under way, drawn over the current line; nothing when none is. */
  private status(): string {
    this.lastDraw = Date.now();
    if (!this.active.size) return '';
    const parts = [...this.active].map(([name, stage]) => `${name}${counter(stage)}`);
    const spinner = SPINNER[this.frame++ % SPINNER.length];
    const width = Math.max(20, (this.stream.columns || 80) - 1);
    const line = `${spinner} ${parts.join(' · ')}`.slice(0, width);
    this.shown = true;
    return `\r\x1b[2K${this.paint('36', line)}`;
  }

  private paint(code: string, text: string): string {
    return this.color ? `\x1b[${code}m${text}\x1b[0m` : text;
  }
}

/** CI logs and pipes: no carriage returns or colours; one line per finished stage, and a heartbeat on long ones. */
class PlainLines implements ProgressReporter {
  private readonly active = new Map<string, ActiveStage & { lastLine: number }>();
  private readonly every: number;
  private readonly after: number;
  private readonly timer: NodeJS.Timeout;
  private readonly watch = new Stopwatch();

  constructor(
    private readonly stream: ProgressStream,
    options: ProgressOptions,
  ) {
    this.every = options.heartbeatMs ?? 10_000;
    this.after = options.heartbeatAfterMs ?? 5_000;
    this.timer = setInterval(() => this.watch.run(() => this.heartbeat()), Math.min(1000, this.every));
    this.timer.unref();
  }

  start(stage: string): void {
    this.watch.run(() => {
      const now = Date.now();
      this.active.set(stage, { started: now, lastLine: now });
    });
  }

  advance(stage: string, done: number, total: number): void {
    this.watch.run(() => {
      const entry = this.active.get(stage);
      if (!entry) return;
      entry.done = done;
      entry.total = total;
      // Synchronous page loops starve the timer; they check the clock themselves.
      this.heartbeat();
    });
  }

  end(stage: string, ms: number, ok: boolean): void {
    this.watch.run(() => {
      this.active.delete(stage);
      this.stream.write(`${ok ? '✓' : '✗'} ${stage.padEnd(10)} ${formatDuration(ms)}\n`);
    });
  }

  clear(): void {}

  close(): void {
    clearInterval(this.timer);
    this.active.clear();
  }

  spentMs(): number {
    return this.watch.total;
  }

  private heartbeat(): void {
    const now = Date.now();
    for (const [name, stage] of this.active) {
      if (now - stage.started < this.after || now - stage.lastLine < this.every) continue;
      stage.lastLine = now;
      this.stream.write(`… ${name}${counter(stage)} (${Math.round((now - stage.started) / 1000)} s)\n`);
    }
  }
}
