import type { ApiOverviewData, ErrorsView, OperationLinkView, OverviewSectionView, ServerView, TagGroupView, TagLinkView } from '../../src/generators/openapi/types.js';
import { useSiteContext } from '../context.js';
import { headingComponents } from '../mdx/Heading.js';
import { ExampleCode, MediaType, StatusTitle } from './ApiContent.js';
import { HeaderList } from './ApiFields.js';
import { ApiPath, MethodBadge } from './MethodBadge.js';
import { RichText } from './RichText.js';

const { h2: H2, h3: H3 } = headingComponents;

/** Operations as links with their method and path. */
export function OperationList({ operations }: { operations: OperationLinkView[] }) {
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
          <ApiPath path={op.path} />
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
      <OperationList operations={group.operations} />
    </section>
  );
}

/** A large API's tags, each leading to the page that lists its operations. */
function TagList({ tags }: { tags: TagLinkView[] }) {
  const { url } = useSiteContext();
  return (
    <ul className="api-tag-list">
      {tags.map((tag) => (
        <li key={tag.route}>
          <a href={url(tag.route)}>{tag.name}</a> <span className="api-tag-count">{tag.operations === 1 ? '1 operation' : `${tag.operations} operations`}</span>
          <RichText html={tag.descriptionHtml} />
        </li>
      ))}
    </ul>
  );
}

function WebhookList({ webhooks }: { webhooks: OperationLinkView[] }) {
  const { url } = useSiteContext();
  return (
    <ul className="api-operation-list">
      {webhooks.map((op) => (
        <li key={op.route}>
          <a href={url(op.route)}>
            <MethodBadge method={op.method} />
            <span className="api-operation-summary">{op.summary}</span>
          </a>
          <code className="api-path">{op.path}</code>
        </li>
      ))}
    </ul>
  );
}

function Meta({ view }: { view: ApiOverviewData }) {
  const { url } = useSiteContext();
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
      {view.download && (
        <div>
          <dt>Download</dt>
          <dd>
            <a href={url(view.download.route)} download={view.download.fileName}>
              {view.download.fileName}
            </a>
          </dd>
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

function Servers({ servers }: { servers: ServerView[] }) {
  return (
    <ul className="api-servers">
      {servers.map((server) => (
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
  );
}

function Authentication({ auth }: { auth: NonNullable<OverviewSectionView['authentication']> }) {
  return (
    <>
      <dl className="api-schemes">
        {auth.schemes.map((s) => (
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
      {auth.defaultAlternatives.length > 0 && (
        <p>
          Unless an operation says otherwise, requests need{' '}
          {auth.defaultAlternatives.map((names, i) => (
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
  );
}

/** The errors many operations share, one item each (the operation pages link here), then what they all have alike. */
function Errors({ errors }: { errors: ErrorsView }) {
  return (
    <>
      {errors.common && (
        <div className="api-errors-common">
          {errors.common.contents.map((media) => (
            <MediaType key={media.id} media={media} openExample={false} label="Body of every error below," />
          ))}
          {errors.common.headers.length > 0 && (
            <>
              <p className="api-media-type">Headers of every error below</p>
              <HeaderList label="Headers of every shared error" headers={errors.common.headers} />
            </>
          )}
        </div>
      )}
      <div className="api-errors">
        {errors.items.map((e) => (
          <div key={e.id} className="api-error">
            <H3 id={e.id}>
              <StatusTitle status={e.status} title={e.title} />
            </H3>
            <p className="api-error-count">Returned by {e.operations} operations.</p>
            <RichText html={e.descriptionHtml} />
            {e.seeAlso && (
              <p className="api-error-count">
                Its headers: see <a href={`#${e.seeAlso.id}`}>{e.seeAlso.title}</a>.
              </p>
            )}
            {e.headers.length > 0 && <HeaderList label={`Headers of the ${e.status} response`} headers={e.headers} />}
            {e.sameBodyAs && (
              <p className="api-error-count">
                Its body: as <a href={`#${e.sameBodyAs.id}`}>{e.sameBodyAs.status}</a>.
              </p>
            )}
            {e.contents.map((media) =>
              media.schema ? (
                <MediaType key={media.id} media={media} openExample={false} />
              ) : (
                media.example && (
                  <details key={media.id} className="api-example">
                    <summary>Example</summary>
                    <ExampleCode code={media.example} />
                  </details>
                )
              ),
            )}
          </div>
        ))}
      </div>
    </>
  );
}

/** A section of one concept: the document's own text under its heading, then what the generator knows of it. */
function OverviewSection({ section }: { section: OverviewSectionView }) {
  return (
    <section className="api-overview-section" aria-labelledby={section.id}>
      <H2 id={section.id}>{section.title}</H2>
      <RichText html={section.descriptionHtml} />
      {section.servers && <Servers servers={section.servers} />}
      {section.authentication && <Authentication auth={section.authentication} />}
      {section.errors && <Errors errors={section.errors} />}
      {section.rateLimits && section.rateLimits.headers.length > 0 && (
        <>
          <p className="api-media-type">
            Headers of the <code>429</code> response
          </p>
          <HeaderList label="Rate-limit response headers" headers={section.rateLimits.headers} />
        </>
      )}
    </section>
  );
}

/** The front page of an API reference: what it is, how to reach and call it, and every operation by tag. */
export function ApiOverview({ data }: { data: Record<string, unknown> }) {
  const view = data as unknown as ApiOverviewData;
  return (
    <div className="api-overview">
      {view.summary && <p className="api-lead">{view.summary}</p>}
      <Meta view={view} />
      <RichText html={view.introHtml} />
      {view.sections.map((section) => (
        <OverviewSection key={section.id} section={section} />
      ))}

      {view.operations && (
        <>
          <H2 id={view.operations.id}>{view.operations.title}</H2>
          {view.operations.tags && <TagList tags={view.operations.tags} />}
          {view.operations.groups.map((group) => (
            <OperationGroup key={group.id} group={group} />
          ))}
        </>
      )}
      {view.webhooks && (
        <>
          <H2 id={view.webhooks.id}>{view.webhooks.title}</H2>
          <p>Requests the API sends to endpoints you register.</p>
          <WebhookList webhooks={view.webhooks.operations} />
        </>
      )}
    </div>
  );
}
