import { Command } from 'commander';

/**
 * The command line. Each command's module is imported only when it runs, so `--help` and start-up stay fast.
 */
export function createProgram(): Command {
  const program = new Command('docs-gen')
    .description('Build fast documentation sites from Markdown, MDX, OpenAPI and CLI specs')
    .version(process.env.DOCS_GEN_VERSION ?? '0.1.0');

  program
    .command('build')
    .description('Build the site into static HTML')
    .argument('[dir]', 'site folder', '.')
    .option('-o, --out-dir <dir>', 'output folder (default: the config outDir, "build")')
    .option('--no-cache', 'compile every page again')
    .option('--timings', 'print how long each stage took')
    .action(async (dir: string, opts: { outDir?: string; cache: boolean; timings?: boolean }) => {
      const { runBuild } = await import('./commands/build.js');
      await runBuild(dir, opts);
    });

  program
    .command('check')
    .description('Run every validation of build without writing output')
    .argument('[dir]', 'site folder', '.')
    .option('--no-cache', 'compile every page again')
    .action(async (dir: string, opts: { cache: boolean }) => {
      const { runCheck } = await import('./commands/check.js');
      await runCheck(dir, opts);
    });

  return program;
}

export async function main(argv: string[]): Promise<void> {
  await createProgram().parseAsync(argv);
}
