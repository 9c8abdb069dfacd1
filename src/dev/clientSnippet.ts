import { scriptSafeJson } from '../shared/scriptSafeJson.js';

/** The WebSocket path of the reload channel; outside any site's routes. */
export const RELOAD_PATH = '/__docs-gen/reload';

/**
 * The dev-only script added to every page: it reloads the page when the server says the site changed
 * (or now fails, so the overlay shows), and after the server comes back from a restart.
 */
const SNIPPET = `<script data-docs-gen-dev>(function(){
var url=(location.protocol==='https:'?'wss://':'ws://')+location.host+${scriptSafeJson(RELOAD_PATH)};
var opened=false;
function connect(){
var ws=new WebSocket(url);
ws.onopen=function(){if(opened)location.reload();opened=true;};
ws.onmessage=function(e){var m;try{m=JSON.parse(e.data);}catch(_){return;}if(m.type==='reload'||m.type==='error')location.reload();};
ws.onclose=function(){setTimeout(connect,1000);};
}
connect();
})();</script>`;

/** Adds the reload script to a dev page, before `</body>` so it never delays the first paint. */
export function injectReloadClient(html: string): string {
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html + SNIPPET : html.slice(0, at) + SNIPPET + html.slice(at);
}
