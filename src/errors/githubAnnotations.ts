import path from 'node:path';

/** A problem as the reports print it. */
interface Problem {
  message: string;
  file?: string;
  line?: number;
  column?: number;
  hint?: string;
}

/** Whether the run is a GitHub Actions job, whose log turns workflow commands into annotations. */
export function inGithubActions(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.GITHUB_ACTIONS === 'true';
}

/** A workflow command's message: `%`, CR and LF escaped as GitHub reads them back. */
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
/** A workflow command's property value: as a message, and `:` and `,`, which separate properties. */
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * A problem as a GitHub Actions workflow command (`::error file=docs/a.md,line=3,col=5,title=docs-gen::…`): the job
 * shows it as an annotation, and a pull request at its line in the diff. Paths are relative to the workspace, the
 * repository's root, as GitHub places annotations.
 */
export function githubAnnotation(kind: 'error' | 'warning', problem: Problem, env: NodeJS.ProcessEnv = process.env): string {
  const properties: string[] = [];
  if (problem.file) {
    const root = env.GITHUB_WORKSPACE ?? process.cwd();
    const file = path.isAbsolute(problem.file) ? path.relative(root, problem.file) : problem.file;
    properties.push(`file=${escapeProperty(file.split(path.sep).join('/'))}`);
    if (problem.line !== undefined) properties.push(`line=${problem.line}`, `col=${problem.column ?? 1}`);
  }
  properties.push('title=docs-gen');
  const message = problem.hint ? `${problem.message}\n${problem.hint}` : problem.message;
  return `::${kind} ${properties.join(',')}::${escapeData(message)}`;
}
