import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { restoreOutput } from '../emit/outputSwap.js';
import { createSafeServer, listen } from './httpServer.js';
import { openRoot } from './servedRoot.js';
import { createStaticSiteHandler } from './staticSiteHandler.js';

export interface ServeOptions {
  host: string;
  port: number;
  /** The built folder, relative to the site folder; default: the config's outDir, else `build`. */
  outDir?: string;
}

export interface RunningServer {
  url: string;
  folder: string;
  /** The former output renamed back into place because a killed build left none. */
  restoredFrom?: string;
  close(): Promise<void>;
}

/** Where the site was built and under which base URL: from the config when it loads, else the defaults. */
async function locateBuild(dir: string, outDir: string | undefined): Promise<{ folder: string; baseUrl: string }> {
  try {
    const config = await loadConfig(dir, { checkOutDir: false });
    return { folder: outDir ? path.resolve(dir, outDir) : config.outPath, baseUrl: config.baseUrl };
  } catch {
    // Serving needs no valid config: a folder of HTML is enough.
    return { folder: path.resolve(dir, outDir ?? 'build'), baseUrl: '/' };
  }
}

/** Serves a built site folder over HTTP until closed. */
export async function startServe(dir: string, options: ServeOptions): Promise<RunningServer> {
  const { folder, baseUrl } = await locateBuild(dir, options.outDir);
  // A build killed between the two renames of its swap leaves the previous output beside the folder.
  const restoredFrom = await restoreOutput(folder);
  if (!fs.existsSync(folder)) throw new Error(`No built site at ${folder}; run \`docs-gen build\` first`);
  const root = await openRoot(folder);
  const server = createSafeServer(createStaticSiteHandler({ root, baseUrl }));
  const url = await listen(server, options.host, options.port);
  return {
    url: new URL(baseUrl, url).href,
    folder,
    restoredFrom,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Idle keep-alive sockets would hold close() open for seconds; nothing is lost by dropping them.
        server.closeAllConnections();
      }),
  };
}
