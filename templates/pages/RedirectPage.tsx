import type { RedirectData } from '../../src/generators/redirectPages.js';
import { Redirect } from '../docusaurus/router.js';

/** A route that leads to a generated page (a reference's base route to its front page). */
export function RedirectPage({ data }: { data: Record<string, unknown> }) {
  return <Redirect to={(data as unknown as RedirectData).to} />;
}
