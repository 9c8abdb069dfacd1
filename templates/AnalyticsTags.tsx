import type { SiteConfig } from '../src/config/types.js';

/** A value inside an inline script: JSON, with `<` escaped so an id can never close the script element. */
const js = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

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
          <script
            data-analytics="gtm"
            dangerouslySetInnerHTML={{
              __html: `window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'${anonymizeIP ? ',anonymize_ip:true' : ''}});`,
            }}
          />
          <script async src={`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmContainerId)}`} />
        </>
      )}
      {gtagTrackingId && (
        <>
          <script async src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagTrackingId)}`} />
          <script
            data-analytics="gtag"
            dangerouslySetInnerHTML={{
              __html: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${js(gtagTrackingId)},${js(anonymizeIP ? { anonymize_ip: true } : {})});`,
            }}
          />
        </>
      )}
    </>
  );
}
