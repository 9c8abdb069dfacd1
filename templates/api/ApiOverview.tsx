import type { ApiOverviewData, OperationLinkView, TagGroupView } from '../../src/generators/openapi/types.js';
import { useSiteContext } from '../context.js';
import { headingComponents } from '../mdx/Heading.js';
import { HeaderTable, LabelledTable } from './ApiTable.js';
import { ApiPath, MethodBadge } from './MethodBadge.js';
import { RichText } from './RichText.js';

const { h2: H2, h3: H3 } = headingComponents;

/** Links to operation pages; a webhook's "path" is its name, shown as it is. */
function OperationLinks({ operations, webhooks = false }: { operations: OperationLinkView[]; webhooks?: boolean }) {
  const { url } = useSiteContext();
  return (
    <ul className="api-operation-list">
      {operations.map((op) => (
        <li key={op.route}>
          <a href={url(op.route)}>
            <MethodBadge method={op.method} />
            <span className="api-operation-summary">{op.summary}</span>
            {op.deprecated && <span className="schema-flag schema-deprecated">deprecated</span>}
          </a>
          {webhooks ? <code className="api-path">{op.path}</code> : <ApiPath path={op.path} />}
        </li>
      ))}
    </ul>
  );
}

function OperationGroup({ group }: { group: TagGroupView }) {
  return (
    <section className="api-group" aria-labelledby={group.id}>
      <H3 id={group.id}>{group.title}</H3>
      <RichText html={group.descriptionHtml} />
      <OperationLinks operations={group.operations} />
    </section>
  );
}

function Meta({ view }: { view: ApiOverviewData }) {
  const { contact, license } = view;
  return (
    <dl className="api-meta">
      <div>
        <dt>Version</dt>
        <dd>
          <code>{view.version}</code>
        </dd>
      </div>
      <div>
        <dt>OpenAPI</dt>
        <dd>{view.openapiVersion}</dd>
      </div>
      {contact && (contact.url || contact.email) && (
        <div>
          <dt>Contact</dt>
          <dd>{contact.url ? <a href={contact.url}>{contact.name ?? contact.url}</a> : <a href={`mailto:${contact.email}`}>{contact.name ?? contact.email}</a>}</dd>
        </div>
      )}
      {license && (
        <div>
          <dt>License</dt>
          <dd>{license.url ? <a href={license.url}>{license.name}</a> : license.name}</dd>
        </div>
      )}
      {view.termsOfService && (
        <div>
          <dt>Terms</dt>
          <dd>
            <a href={view.termsOfService}>Terms of service</a>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The front page of an API reference: what it is, how to reach and call it, and every operation by tag. */
export function ApiOverview({ data }: { data: Record<string, unknown> }) {
  const view = data as unknown as ApiOverviewData;
  return (
    <div className="api-overview">
      {view.summary && <p className="api-lead">{view.summary}</p>}
      <Meta view={view} />
      <RichText html={view.descriptionHtml} />

      {view.servers && (
        <>
          <H2 id={view.servers.id}>{view.servers.title}</H2>
          <ul className="api-servers">
            {view.servers.items.map((server) => (
              <li key={server.url}>
                <code>{server.url}</code>
                <RichText html={server.descriptionHtml} />
                {server.variables.map((v) => (
                  <p key={v.name} className="schema-facts">
                    <code>{`{${v.name}}`}</code> default <code>{v.defaultValue}</code>
                    {v.enumValues && <> (one of {v.enumValues.join(', ')})</>}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        </>
      )}

      {view.authentication && (
        <>
          <H2 id={view.authentication.id}>{view.authentication.title}</H2>
          <dl className="api-schemes">
            {view.authentication.schemes.map((s) => (
              <div key={s.key}>
                <dt>
                  <code>{s.key}</code>: {s.kind}
                </dt>
                <dd>
                  <RichText html={s.descriptionHtml} />
                </dd>
              </div>
            ))}
          </dl>
          {view.authentication.defaultAlternatives.length > 0 && (
            <p>
              Unless an operation says otherwise, requests need{' '}
              {view.authentication.defaultAlternatives.map((names, i) => (
                <span key={i}>
                  {i > 0 && ', or '}
                  {names.map((n, j) => (
                    <span key={n}>
                      {j > 0 && ' and '}
                      <code>{n}</code>
                    </span>
                  ))}
                </span>
              ))}
              .
            </p>
          )}
        </>
      )}

      {view.errors && (
        <>
          <H2 id={view.errors.id}>{view.errors.title}</H2>
          <LabelledTable labelledBy={view.errors.id} head={['Status', 'Meaning']}>
            {view.errors.items.map((e) => (
              <tr key={e.status}>
                <th scope="row">{e.status}</th>
                <td>
                  <RichText html={e.descriptionHtml} />
                </td>
              </tr>
            ))}
          </LabelledTable>
        </>
      )}

      {view.rateLimits && (
        <>
          <H2 id={view.rateLimits.id}>{view.rateLimits.title}</H2>
          <RichText html={view.rateLimits.descriptionHtml} />
          {view.rateLimits.headers.length > 0 && <HeaderTable label="Rate-limit response headers" headers={view.rateLimits.headers} />}
        </>
      )}

      {view.operations && (
        <>
          <H2 id={view.operations.id}>{view.operations.title}</H2>
          {view.operations.groups.map((group) => (
            <OperationGroup key={group.id} group={group} />
          ))}
        </>
      )}

      {view.webhooks && (
        <>
          <H2 id={view.webhooks.id}>{view.webhooks.title}</H2>
          <p>Requests the API sends to endpoints you register.</p>
          <OperationLinks operations={view.webhooks.operations} webhooks />
        </>
      )}
    </div>
  );
}
