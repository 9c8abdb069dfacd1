import type { SiteConfig } from '../src/config/types.js';
import { scriptSafeJson as js } from '../src/shared/scriptSafeJson.js';
import { InlineScript } from './InlineScript.js';

/**
 * SPEC §1 analytics: the tag manager and gtag snippets, rendered only for the ids the config sets, both with IP
 * anonymisation (gtag through its config; the tag manager's tags read `anonymize_ip` from the data layer).
 * The inline parts only queue into `dataLayer`; the scripts load async, so a blocked or offline
 * googletagmanager.com changes nothing else. `data-analytics` tells the runtime which tools to send page views to.
 */
export function AnalyticsTags({ analytics }: { analytics: SiteConfig['analytics'] }) {
  if (!analytics) return null;
  const { gtmContainerId, gtagTrackingId, anonymizeIP } = analytics;
  return (
    <>
      {gtmContainerId && (
        <>
          <InlineScript
            data-analytics="gtm"
            code={`window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'${anonymizeIP ? ',anonymize_ip:true' : ''}});`}
          />
          <script async src={`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmContainerId)}`} />
        </>
      )}
      {gtagTrackingId && (
        <>
          <script async src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagTrackingId)}`} />
          <InlineScript
            data-analytics="gtag"
            code={`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${js(gtagTrackingId)},${js(anonymizeIP ? { anonymize_ip: true } : {})});`}
          />
        </>
      )}
    </>
  );
}
