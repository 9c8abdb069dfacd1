import { Fragment } from 'react';
import type { ApiOperationData, CallbackView, SecurityView } from '../../src/generators/openapi/types.js';
import { CodeBlockHtml } from '../mdx/CodeBlock.js';
import { headingComponents } from '../mdx/headingLevels.js';
import { TabItem, Tabs } from '../mdx/Tabs.js';
import { useSiteContext } from '../context.js';
import { useTranslation } from '../translate.js';
import { ExampleCode, RequestBodySection, ResponseItem, StatusTitle } from './ApiContent.js';
import { ParameterList } from './ApiFields.js';
import { ApiPath, MethodBadge } from './MethodBadge.js';
import { RichText } from './RichText.js';

const { h2: H2, h3: H3, h4: H4 } = headingComponents;

function Security({ security }: { security: SecurityView }) {
  const { text } = useTranslation();
  if (!security.alternatives.length) return <p>{text('docs-gen.api.security.none', 'No authentication is needed.')}</p>;
  return (
    <>
      {security.optional && <p>{text('docs-gen.api.security.optional', 'Authentication is optional.')}</p>}
      {security.alternatives.length > 1 && <p>{text('docs-gen.api.security.anyOf', 'Any one of these:')}</p>}
      <ul className="api-security">
        {security.alternatives.map((schemes, i) => (
          <li key={i}>
            {schemes.map((s) => (
              <div key={s.key}>
                <code>{s.key}</code>: {s.kind}
                {s.scopes.length > 0 && (
                  <>
                    {' '}
                    {text('docs-gen.api.security.scopes', '(scopes:')}{' '}
                    {s.scopes.map((scope, i) => (
                      <Fragment key={scope}>
                        {i > 0 && ', '}
                        <code>{scope}</code>
                      </Fragment>
                    ))}
                    )
                  </>
                )}
                <RichText html={s.descriptionHtml} className="api-text api-security-description" />
              </div>
            ))}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The request in each language, and the response of the chosen status: the column beside the reference. */
function Samples({ op }: { op: ApiOperationData }) {
  const { text, node } = useTranslation();
  const { samples, responseSamples: responses } = op;
  if (!samples && !responses?.examples.length) return null;
  return (
    <aside className="api-samples" aria-label={text('docs-gen.api.samples.ariaLabel', 'Examples')}>
      {samples && (
        <section className="api-sample" aria-labelledby={samples.id}>
          <h2 id={samples.id} className="api-sample-title">
            {samples.title}
          </h2>
          {samples.body && (
            <>
              <p className="api-sample-caption">
                {node('docs-gen.api.samples.body', 'The body, saved as {fileName} ({mediaType}), which each sample sends:', {
                  fileName: <code>{samples.body.fileName}</code>,
                  mediaType: <code>{samples.body.mediaType}</code>,
                })}
              </p>
              <ExampleCode code={samples.body.code} />
            </>
          )}
          <Tabs groupId="api-language">
            {samples.samples.map((s) => (
              <TabItem key={s.value} value={s.value} label={s.label}>
                <CodeBlockHtml language={s.code.language} html={s.code.html} />
              </TabItem>
            ))}
          </Tabs>
        </section>
      )}
      {responses && responses.examples.length > 0 && (
        <section className="api-sample api-response-samples" aria-labelledby={responses.id}>
          <h2 id={responses.id} className="api-sample-title">
            {responses.title}
          </h2>
          <Tabs defaultValue={responses.selected}>
            {responses.examples.map((e) => (
              <TabItem key={e.status} value={e.status} label={e.status}>
                <p className="api-sample-caption">
                  <StatusTitle status={e.status} title={e.title} />
                  {e.mediaType && (
                    <>
                      {' '}
                      <code>{e.mediaType}</code>
                    </>
                  )}
                </p>
                {e.code ? (
                  <ExampleCode code={e.code} />
                ) : (
                  <p className="api-sample-empty">
                    {e.sameAs
                      ? text('docs-gen.api.samples.sameAs', 'The same example as {status}.', { status: e.sameAs })
                      : e.mediaType
                        ? text('docs-gen.api.samples.noExample', 'No example.')
                        : text('docs-gen.api.samples.noBody', 'No body.')}
                  </p>
                )}
              </TabItem>
            ))}
          </Tabs>
        </section>
      )}
    </aside>
  );
}

function SharedErrors({ shared }: { shared: NonNullable<NonNullable<ApiOperationData['responses']>['shared']> }) {
  const { url } = useSiteContext();
  const { text } = useTranslation();
  return (
    <div className="api-shared-errors">
      <H3 id={shared.id}>{shared.title}</H3>
      <p>{text('docs-gen.api.responses.sharedErrors', 'Described once for all operations:')}</p>
      <ul className="api-error-links">
        {shared.items.map((e) => (
          <li key={e.status}>
            <a href={`${url(e.route)}#${e.anchor}`}>
              <StatusTitle status={e.status} title={e.title} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One request of a callback: where it is sent, its body and the responses the API expects. */
function Callback({ callback }: { callback: CallbackView }) {
  const { text } = useTranslation();
  return (
    <div className="api-callback">
      <H3 id={callback.id}>{callback.title}</H3>
      <div className="api-endpoint">
        <MethodBadge method={callback.method} />
        <code className="api-path">{callback.expression}</code>
      </div>
      {callback.deprecated && <p className="api-deprecated">{text('docs-gen.api.callback.deprecated', 'Deprecated: this callback may be removed in a future version.')}</p>}
      <RichText html={callback.descriptionHtml} />
      {callback.requestBody && (
        <>
          <H4 id={callback.requestBody.id}>{callback.requestBody.title}</H4>
          <RequestBodySection body={callback.requestBody} />
        </>
      )}
      {callback.responses && (
        <>
          <H4 id={callback.responses.id}>{callback.responses.title}</H4>
          {callback.responses.items.map((response) => (
            <ResponseItem key={response.id} response={response} nested />
          ))}
        </>
      )}
    </div>
  );
}

/**
 * One operation of a REST API. Its call and description come first; then the samples (request in each
 * language, response of each status), which wide screens show in a sticky column beside the rest:
 * authorization, parameters, request body, responses and callbacks, in the order the generator assigned their ids.
 */
export function ApiOperation({ data }: { data: Record<string, unknown> }) {
  const op = data as unknown as ApiOperationData;
  const { text, node } = useTranslation();
  return (
    <div className="api-operation">
      <div className="api-intro">
        <div className="api-endpoint">
          {op.webhook && <span className="api-webhook-label">{text('docs-gen.api.webhook.label', 'Webhook')}</span>}
          <MethodBadge method={op.method} />
          {op.webhook ? <code className="api-path">{op.path}</code> : <ApiPath path={op.path} />}
        </div>
        {op.webhook && <p>{text('docs-gen.api.webhook.description', 'The API sends this request to the endpoint you register for it.')}</p>}
        {(op.serverUrl || op.operationId) && (
          <p className="api-endpoint-meta">
            {op.serverUrl && (
              <span>{node('docs-gen.api.operation.baseUrl', 'Base URL {url}', { url: <code>{op.serverUrl}</code> })}</span>
            )}
            {op.operationId && (
              <span>{node('docs-gen.api.operation.operationId', 'Operation ID {operationId}', { operationId: <code>{op.operationId}</code> })}</span>
            )}
          </p>
        )}
        {op.deprecated && <p className="api-deprecated">{text('docs-gen.api.operation.deprecated', 'Deprecated: this operation may be removed in a future version.')}</p>}
        <RichText html={op.descriptionHtml} />
        {op.externalDocs && (
          <p>
            <a href={op.externalDocs.url}>{op.externalDocs.description ?? text('docs-gen.api.operation.externalDocs', 'More documentation')}</a>
          </p>
        )}
      </div>

      <Samples op={op} />

      <div className="api-reference">
        {op.security && (
          <>
            <H2 id={op.security.id}>{op.security.title}</H2>
            <Security security={op.security} />
          </>
        )}

        {op.parameters && (
          <>
            <H2 id={op.parameters.id}>{op.parameters.title}</H2>
            {op.parameters.groups.map((group) => (
              <div key={group.id} className="api-parameters">
                <H3 id={group.id}>{group.title}</H3>
                <ParameterList labelledBy={group.id} parameters={group.parameters} more={group.more} />
              </div>
            ))}
          </>
        )}

        {op.requestBody && (
          <>
            <H2 id={op.requestBody.id}>{op.requestBody.title}</H2>
            <RequestBodySection body={op.requestBody} />
          </>
        )}

        {op.responses && (
          <>
            <H2 id={op.responses.id}>{op.responses.title}</H2>
            {op.responses.items.map((response) => (
              <ResponseItem key={response.id} response={response} />
            ))}
            {op.responses.shared && <SharedErrors shared={op.responses.shared} />}
          </>
        )}

        {op.callbacks && (
          <>
            <H2 id={op.callbacks.id}>{op.callbacks.title}</H2>
            {op.callbacks.items.map((callback) => (
              <Callback key={callback.id} callback={callback} />
            ))}
          </>
        )}
      </div>
    </div>
  );
}
