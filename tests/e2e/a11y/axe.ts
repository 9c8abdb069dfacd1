import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from '../../helpers/site.js';

const AXE = path.join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe-core on the page as it is now and returns its violations as readable lines (empty when clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate("typeof window.axe !== 'undefined'"))) await page.addScriptTag({ path: AXE });
  const violations = (await page.evaluate("axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)")) as Violation[];
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} at ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`),
  );
}
