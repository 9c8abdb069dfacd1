import type { PageScope } from './pageScope.js';
import type { RefResolver } from './refs.js';
import type { OpenApiDocument, SecurityRequirement, SecurityScheme } from './spec.js';
import type { SecuritySchemeView, SecurityView } from './types.js';

/** A one-line account of how a scheme passes credentials: `HTTP bearer token (JWT)`, `API key in header "X-Key"`. */
export function describeSchemeKind(scheme: SecurityScheme): string {
  switch (scheme.type) {
    case 'http': {
      const name = scheme.scheme?.toLowerCase();
      if (name === 'bearer') return `HTTP bearer token${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`;
      if (name === 'basic') return 'HTTP basic authentication';
      return `HTTP ${scheme.scheme ?? ''} authentication`.replace(/\s+/g, ' ');
    }
    case 'apiKey':
      return `API key in ${scheme.in ?? 'header'} "${scheme.name ?? ''}"`;
    case 'oauth2': {
      const flows = Object.keys(scheme.flows ?? {});
      return `OAuth 2.0${flows.length ? ` (${flows.join(', ')} flow${flows.length > 1 ? 's' : ''})` : ''}`;
    }
    case 'openIdConnect':
      return 'OpenID Connect';
    default:
      return String((scheme as { type: string }).type) === 'mutualTLS' ? 'Mutual TLS' : String(scheme.type);
  }
}

/** The scheme behind a name in a security requirement, described for the page. */
export function buildSchemeView(key: string, scopes: string[], doc: OpenApiDocument, resolver: RefResolver, scope: PageScope): SecuritySchemeView {
  const raw = doc.components?.securitySchemes?.[key];
  const scheme = raw ? resolver.resolve<SecurityScheme>(raw).value : undefined;
  const view: SecuritySchemeView = { key, kind: scheme ? describeSchemeKind(scheme) : 'Unknown scheme', scopes };
  const description = scope.describe(scheme?.description);
  if (description) view.descriptionHtml = description;
  return view;
}

/** The operation's security: each requirement object is one alternative; `{}` makes authentication optional. */
export function buildSecurityView(requirements: SecurityRequirement[], doc: OpenApiDocument, resolver: RefResolver, scope: PageScope): SecurityView {
  const section = scope.section('Authorization', 2);
  const alternatives = requirements
    .filter((r) => Object.keys(r).length > 0)
    .map((r) => Object.entries(r).map(([key, scopes]) => buildSchemeView(key, scopes, doc, resolver, scope)));
  return { ...section, alternatives, optional: requirements.some((r) => Object.keys(r).length === 0) };
}
