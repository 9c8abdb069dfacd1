import type { ApiOverviewData, ErrorsView, OperationLinkView, OverviewSectionView, ServerView, TagGroupView, TagLinkView } from '../../src/generators/openapi/types.js';
import { useSiteContext } from '../context.js';
import { usePluralForm } from '../docusaurus/themeCommon.js';
import { interpolate, useTranslation } from '../translate.js';
import { headingComponents } from '../mdx/headingLevels.js';
import { ExampleCode, MediaType, StatusTitle } from './ApiContent.js';
import { HeaderList } from './ApiFields.js';
import { ApiPath, MethodBadge } from './MethodBadge.js';
import { RichText } from './RichText.js';

const { h2: H2, h3: H3 } = headingComponents;

/** Operations as links with their method and path. */
export function OperationList({ operations }: { operations: OperationLinkView[] }) {
  const { url } = useSiteContext();
  const { text } = useTranslation();
  return (
    <ul className="api-operation-list">
      {operations.map((op) => (
        <li key={op.route}>
          <a href={url(op.route)}>
            <MethodBadge method={op.method} />
            <span className="api-operation-summary">{op.summary}</span>
            {op.deprecated && <span className="schema-flag schema-deprecated">{text('docs-gen.api.flag.deprecated', 'deprecated')}</span>}
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
  const { text } = useTranslation();
  const { selectMessage } = usePluralForm();
  return (
    <ul className="api-tag-list">
      {tags.map((tag) => (
        <li key={tag.route}>
          <a href={url(tag.route)}>{tag.name}</a> <span className="api-tag-count">
            {selectMessage(tag.operations, text('docs-gen.api.operationCount', '{count} operation|{count} operations', { count: tag.operations }))}
          </span>
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
  const { text } = useTranslation();
  const { contact, license } = view;
  return (
    <dl className="api-meta">
      <div>
        <dt>{text('docs-gen.api.meta.version', 'Version')}</dt>
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
          <dt>{text('docs-gen.api.meta.contact', 'Contact')}</dt>
          <dd>{contact.url ? <a href={contact.url}>{contact.name ?? contact.url}</a> : <a href={`mailto:${contact.email}`}>{contact.name ?? contact.email}</a>}</dd>
        </div>
      )}
      {license && (
        <div>
          <dt>{text('docs-gen.api.meta.license', 'License')}</dt>
          <dd>{license.url ? <a href={license.url}>{license.name}</a> : license.name}</dd>
        </div>
      )}
      {view.download && (
        <div>
          <dt>{text('docs-gen.api.meta.download', 'Download')}</dt>
          <dd>
            <a href={url(view.download.route)} download={view.download.fileName}>
              {view.download.fileName}
            </a>
          </dd>
        </div>
      )}
      {view.termsOfService && (
        <div>
          <dt>{text('docs-gen.api.meta.terms', 'Terms')}</dt>
          <dd>
            <a href={view.termsOfService}>{text('docs-gen.api.meta.termsOfService', 'Terms of service')}</a>
          </dd>
        </div>
      )}
    </dl>
  );
}

function Servers({ servers }: { servers: ServerView[] }) {
  const { node } = useTranslation();
  return (
    <ul className="api-servers">
      {servers.map((server) => (
        <li key={server.url}>
          <code>{server.url}</code>
          <RichText html={server.descriptionHtml} />
          {server.variables.map((v) => (
            <p key={v.name} className="schema-facts">
              {node('docs-gen.api.server.variableDefault', '{variable} default {value}', { variable: <code>{`{${v.name}}`}</code>, value: <code>{v.defaultValue}</code> })}
              {v.enumValues && node('docs-gen.api.server.variableValues', ' (one of {values})', { values: <>{v.enumValues.join(', ')}</> })}
            </p>
          ))}
        </li>
      ))}
    </ul>
  );
}

function Authentication({ auth }: { auth: NonNullable<OverviewSectionView['authentication']> }) {
  const { text } = useTranslation();
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
          {text('docs-gen.api.auth.defaultNeeds', 'Unless an operation says otherwise, requests need')}{' '}
          {auth.defaultAlternatives.map((names, i) => (
            <span key={i}>
              {i > 0 && text('docs-gen.api.auth.or', ', or ')}
              {names.map((n, j) => (
                <span key={n}>
                  {j > 0 && text('docs-gen.api.auth.and', ' and ')}
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
  const { text, node } = useTranslation();
  const { selectMessage } = usePluralForm();
  return (
    <>
      {errors.common && (
        <div className="api-errors-common">
          {errors.common.contents.map((media) => (
            <MediaType key={media.id} media={media} openExample={false} label={text('docs-gen.api.errors.commonBody', 'Body of every error below,')} />
          ))}
          {errors.common.headers.length > 0 && (
            <>
              <p className="api-media-type">{text('docs-gen.api.errors.commonHeaders', 'Headers of every error below')}</p>
              <HeaderList label={text('docs-gen.api.errors.commonHeadersAriaLabel', 'Headers of every shared error')} headers={errors.common.headers} />
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
            <p className="api-error-count">
              {interpolate(selectMessage(e.operations, text('docs-gen.api.errors.returnedBy', 'Returned by {count} operations.')), { count: <>{e.operations}</> })}
            </p>
            <RichText html={e.descriptionHtml} />
            {e.seeAlso && (
              <p className="api-error-count">{node('docs-gen.api.errors.seeHeaders', 'Its headers: see {link}.', { link: <a href={`#${e.seeAlso.id}`}>{e.seeAlso.title}</a> })}</p>
            )}
            {e.headers.length > 0 && <HeaderList label={text('docs-gen.api.response.headers', 'Headers of the {status} response', { status: e.status })} headers={e.headers} />}
            {e.sameBodyAs && (
              <p className="api-error-count">{node('docs-gen.api.response.sameBody', 'Its body: as {status}.', { status: <a href={`#${e.sameBodyAs.id}`}>{e.sameBodyAs.status}</a> })}</p>
            )}
            {e.contents.map((media) =>
              media.schema ? (
                <MediaType key={media.id} media={media} openExample={false} />
              ) : (
                media.example && (
                  <details key={media.id} className="api-example">
                    <summary>{text('docs-gen.api.example.title', 'Example')}</summary>
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
  const { text, node } = useTranslation();
  return (
    <section className="api-overview-section" aria-labelledby={section.id}>
      <H2 id={section.id}>{section.title}</H2>
      <RichText html={section.descriptionHtml} />
      {section.servers && <Servers servers={section.servers} />}
      {section.authentication && <Authentication auth={section.authentication} />}
      {section.errors && <Errors errors={section.errors} />}
      {section.rateLimits && section.rateLimits.headers.length > 0 && (
        <>
          <p className="api-media-type">{node('docs-gen.api.response.headers', 'Headers of the {status} response', { status: <code>429</code> })}</p>
          <HeaderList label={text('docs-gen.api.rateLimits.headersAriaLabel', 'Rate-limit response headers')} headers={section.rateLimits.headers} />
        </>
      )}
    </section>
  );
}

/** The front page of an API reference: what it is, how to reach and call it, and every operation by tag. */
export function ApiOverview({ data }: { data: Record<string, unknown> }) {
  const view = data as unknown as ApiOverviewData;
  const { text } = useTranslation();
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
          <p>{text('docs-gen.api.webhooks.description', 'Requests the API sends to endpoints you register.')}</p>
          <WebhookList webhooks={view.webhooks.operations} />
        </>
      )}
    </div>
  );
}
