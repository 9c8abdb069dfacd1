import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { repoRoot } from '../../helpers/site.js';

const AXE = path.join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js');

/** The standards the site is held to: WCAG 2.0 A and AA, WCAG 2.1 AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'] as const;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Loads axe-core into every page of the context before the page's own scripts, so a sweep over many pages
 * does not send the library over the protocol once per page.
 */
export async function preloadAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: AXE });
}

/**
 * Runs axe-core on the page as it is now, with the tags above, and returns its violations as readable lines,
 * `rule (impact): help at target — summary` (empty when clean).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate("typeof window.axe !== 'undefined'"))) await page.addScriptTag({ path: AXE });
  const options = JSON.stringify({ runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] });
  const violations = (await page.evaluate(`axe.run(document, ${options}).then((r) => r.violations)`)) as Violation[];
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} at ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`),
  );
}

/**
 * Switches the colour mode as a reader does, with the site's own toggle (which also stores the pick), and waits
 * for the transitions it starts to end and for two frames to be drawn in the new mode: axe once read one control's
 * text in the old mode's colour on the new mode's background. Returns the new mode.
 */
export function switchColorMode(page: Page): Promise<string | null> {
  return page.evaluate(`(async () => {
    const settled = () =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      );
    await settled();
    document.querySelector('[data-theme-toggle]').click();
    await settled();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await settled();
    return document.documentElement.getAttribute('data-theme');
  })()`) as Promise<string | null>;
}
