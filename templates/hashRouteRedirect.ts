import { scriptSafeJson } from '../src/shared/scriptSafeJson.js';

/**
 * For the home page of hash-router output: an address in the form Docusaurus's hash router writes
 * (`index.html#/docs/intro`), from a bookmark or a link made before the move, opens that page's own file
 * (`docs/intro/index.html`, or `docs/intro.html` without trailing slashes), its query and fragment kept.
 */
export function hashRouteRedirect(baseUrl: string, trailingSlash: boolean): string {
  return `!function(){var m=/^#\\/([^?#]*)(\\?[^#]*)?(#.*)?$/.exec(location.hash);if(!m)return;var b=${scriptSafeJson(baseUrl.replace(/^\/+|\/+$/g, ''))},p=m[1].replace(/^\\/+|\\/+$/g,"");if(b&&(p===b||p.indexOf(b+"/")===0))p=p.slice(b.length+1);if(p)location.replace(p+${scriptSafeJson(trailingSlash ? '/index.html' : '.html')}+(m[2]||"")+(m[3]||""))}();`;
}
