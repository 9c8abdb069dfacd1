import { DocsGenError } from './DocsGenError.js';

const REASONS: Record<string, string> = {
  ENOENT: 'it does not exist',
  ENOTDIR: 'a folder on its path is a file',
  EISDIR: 'it is a folder, not a file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ELOOP: 'it is a symbolic link that leads back to itself',
};

/**
 * A file that vanished or became unreadable between the moment a stage found it and the moment it read
 * it: an editor saving by rename, a folder moved away, permissions changed. That is a problem with the
 * site's files, not a bug, so it is reported at the file like any other input problem, without a stack.
 * `file` names the file when the error does not (Node leaves `path` out of some read errors).
 */
export function fileSystemProblem(error: unknown, file?: string): DocsGenError | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, path } = error as NodeJS.ErrnoException;
  const where = path ?? file;
  if (typeof code !== 'string' || where === undefined || !(code in REASONS)) return undefined;
  return new DocsGenError(`Cannot read this ${code === 'EISDIR' ? 'path' : 'file'}: ${REASONS[code]}`, {
    file: where,
    cause: error,
    hint: 'Restore it, or remove what refers to it.',
  });
}
