import v8 from 'node:v8';
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
    .option('-q, --quiet', 'print only warnings and errors')
    .option('-l, --locale <locale>', "build one of the config's i18n locales, into its folder of the output (default: every locale)")
    .action(async (dir: string, opts: { outDir?: string; cache: boolean; timings?: boolean; quiet?: boolean; locale?: string }) => {
      const { runBuild } = await import('./commands/build.js');
      await runBuild(dir, opts);
    });

  program
    .command('check')
    .description('Run every validation of build without writing output')
    .argument('[dir]', 'site folder', '.')
    .option('--no-cache', 'compile every page again')
    .option('-q, --quiet', 'print only warnings and errors')
    .action(async (dir: string, opts: { cache: boolean; quiet?: boolean }) => {
      const { runCheck } = await import('./commands/check.js');
      await runCheck(dir, opts);
    });

  program
    .command('dev')
    .description('Serve the site from memory with live reload while you edit')
    .argument('[dir]', 'site folder', '.')
    .option('-p, --port <port>', 'port to listen on (0: any free port)', '3000')
    .option('--host <host>', 'address to bind; only this machine by default', '127.0.0.1')
    .option('-l, --locale <locale>', "serve one of the config's i18n locales (default: the default locale)")
    .action(async (dir: string, opts: { port: string; host: string; locale?: string }) => {
      const { runDev } = await import('./commands/dev.js');
      await runDev(dir, opts);
    });

  program
    .command('serve')
    .description('Serve the built site folder as a static host would')
    .argument('[dir]', 'site folder', '.')
    .option('-p, --port <port>', 'port to listen on (0: any free port)', '3000')
    .option('--host <host>', 'address to bind; only this machine by default', '127.0.0.1')
    .option('-o, --out-dir <dir>', 'built folder (default: the config outDir, "build")')
    .action(async (dir: string, opts: { port: string; host: string; outDir?: string }) => {
      const { runServe } = await import('./commands/serve.js');
      await runServe(dir, opts);
    });

  program
    .command('write-translations')
    .description("Write a locale's translations files (i18n/<locale>/…) with every message of the site, for translators")
    .argument('[dir]', 'site folder', '.')
    .option('-l, --locale <locale>', "one of the config's i18n locales (default: the default locale)")
    .option('-q, --quiet', 'print only errors')
    .action(async (dir: string, opts: { locale?: string; quiet?: boolean }) => {
      const { runWriteTranslations } = await import('./commands/writeTranslations.js');
      await runWriteTranslations(dir, opts);
    });

  program
    .command('init')
    .description('Write a small starter site that builds right away')
    .argument('[dir]', 'folder to write it into', '.')
    .action(async (dir: string) => {
      const { runInit } = await import('./commands/init.js');
      runInit(dir);
    });

  program
    .command('migrate')
    .description('Write a docs-gen config from a Docusaurus site\'s docusaurus.config.js/ts')
    .argument('<docusaurus-site>', 'folder holding docusaurus.config.*')
    .option('--out <dir>', 'folder to write docs-gen.config.ts into (default: the site folder)')
    .option('--force', 'replace an existing docs-gen config')
    .action(async (dir: string, opts: { out?: string; force?: boolean }) => {
      const { runMigrate } = await import('./commands/migrate.js');
      await runMigrate(dir, opts);
    });

  return program;
}

/**
 * V8 optimises a function once it has run a while, a threshold that suits programs running for minutes. A build
 * is over in seconds, and optimising code that had little left to do took the second core (where V8 compiles)
 * from the build's own threads: eight times the default (67,584) cut a build's CPU time by about a fifth on two
 * cores. It applies to functions run after it is set, which is all of a command's work; `v8` is process-wide,
 * so the worker threads share it.
 */
const INTERRUPT_BUDGET = 540_672;

/**
 * Output whose reader has gone (`docs-gen build | head`, the terminal or the process that started dev closed) is
 * dropped, and the work goes on: unheard, a failed write was an uncaught error, which dev reports, by writing
 * again, round and round at full speed for as long as it ran.
 */
function dropOutputOnceUnread(stream: NodeJS.WriteStream): void {
  // Counted beside the listeners each worker thread's piped output adds, which a build with many workers brings to
  // the default limit of ten: one more would print Node's warning of a leak.
  stream.setMaxListeners(stream.getMaxListeners() + 1);
  stream.on('error', () => {
    stream.write = (() => true) as NodeJS.WriteStream['write'];
  });
}

export async function main(argv: string[]): Promise<void> {
  dropOutputOnceUnread(process.stdout);
  dropOutputOnceUnread(process.stderr);
  v8.setFlagsFromString(`--interrupt-budget=${INTERRUPT_BUDGET}`);
  await createProgram().parseAsync(argv);
}
