import { execFile } from 'node:child_process';
import { posixRelative } from '../util/posixPath.js';

/** Enough for the log of a large documentation repository; past it the dates are left out rather than cut short. */
const MAX_LOG_BYTES = 64 * 1024 * 1024;

function gitLog(cwd: string, folders: string[]): Promise<string | undefined> {
  // One call for the whole site: each commit is a NUL-prefixed line of its timestamp and author's name (NUL
  // between them) followed by the files it touched, newest first, with paths relative to the site root.
  const args = ['-c', 'core.quotePath=false', 'log', '--format=%x00%ct%x00%an', '--name-only', '--relative', '--no-renames', '--', ...folders];
  return new Promise((resolve) => {
    execFile('git', args, { cwd, maxBuffer: MAX_LOG_BYTES, windowsHide: true }, (error, stdout) => resolve(error ? undefined : stdout));
  });
}

/** The last commit that touched a file: its time (Unix seconds) and its author's name. */
export interface LastUpdate {
  at: number;
  author: string;
}

/**
 * The last commit that touched each file, by absolute path, for the files asked about. A file with no commit,
 * or a site outside a git repository or without git, has no entry.
 */
export function lastUpdates(rootDir: string, files: string[]): Promise<Map<string, LastUpdate>> {
  return commitsOf(rootDir, files, 'newest');
}

/** The commit that added each file (the oldest that touched it): a blog post's date when nothing else gives one. */
export function firstCommits(rootDir: string, files: string[]): Promise<Map<string, LastUpdate>> {
  return commitsOf(rootDir, files, 'oldest');
}

async function commitsOf(rootDir: string, files: string[], keep: 'newest' | 'oldest'): Promise<Map<string, LastUpdate>> {
  const updates = new Map<string, LastUpdate>();
  if (!files.length) return updates;
  const wanted = new Map(files.map((file) => [posixRelative(rootDir, file), file]));
  const folders = [...new Set([...wanted.keys()].map((rel) => rel.split('/')[0]))];
  const log = await gitLog(rootDir, folders);
  if (!log) return updates;
  let commit: LastUpdate | undefined;
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) {
      const [at, author = ''] = line.slice(1).split('\0');
      commit = { at: Number(at), author };
    } else if (line && commit?.at) {
      const file = wanted.get(line);
      // The log runs newest first.
      if (file && (keep === 'oldest' || !updates.has(file))) updates.set(file, commit);
    }
  }
  return updates;
}
