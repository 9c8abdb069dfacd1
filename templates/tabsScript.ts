import { scriptSafeJson } from '../src/shared/scriptSafeJson.js';
import { TAB_CHOICE_KEY_PREFIX } from '../src/shared/tabChoice.js';

/**
 * The inline `<head>` script that shows the remembered tab of grouped `<Tabs>` (and the one a `queryString`
 * names) while the page is parsed, so the default tab never flashes first. Mutation observer callbacks run at the
 * end of each parser task, before the browser may paint what that task added. It stops at DOMContentLoaded,
 * when the client script takes over. Choice order: the query string, then the stored group choice; a value
 * no tab has leaves the default.
 */
export const tabsScript = `(function(){try{var P=${scriptSafeJson(TAB_CHOICE_KEY_PREFIX)},q=new URLSearchParams(location.search);\
function f(t){var g=t.getAttribute('data-group-id'),k=t.getAttribute('data-query-key'),v=(k&&q.get(k))||(g&&localStorage.getItem(P+g));\
if(!v)return;var b=t.querySelectorAll('[role=tab]'),i,h=0;for(i=0;i<b.length;i++)if(b[i].getAttribute('data-value')===v)h=1;if(!h)return;\
for(i=0;i<b.length;i++){var on=b[i].getAttribute('data-value')===v;b[i].setAttribute('aria-selected',on?'true':'false');b[i].tabIndex=on?0:-1}\
var p=t.querySelectorAll('[role=tabpanel]');for(i=0;i<p.length;i++)p[i].hidden=p[i].getAttribute('data-value')!==v}\
var o=new MutationObserver(function(r){for(var i=0;i<r.length;i++){var n=r[i].target,t=n.closest&&n.closest('[data-tabs]');\
if(t&&(t.hasAttribute('data-group-id')||t.hasAttribute('data-query-key')))f(t)}});\
o.observe(document.documentElement,{childList:true,subtree:true});\
document.addEventListener('DOMContentLoaded',function(){o.disconnect()})}catch(e){}})();`;
