import type { ApiOperationData, SecurityView } from '../../src/generators/openapi/types.js';
import { CodeBlockHtml } from '../mdx/CodeBlock.js';
import { headingComponents } from '../mdx/Heading.js';
import { resetTabIds, TabItem, Tabs } from '../mdx/Tabs.js';
import { RequestBodySection, ResponseItem } from './ApiContent.js';
import { ParameterTable } from './ApiTable.js';
import { ApiPath, MethodBadge } from './MethodBadge.js';
import { RichText } from './RichText.js';

const { h2: H2, h3: H3 } = headingComponents;

function Security({ security }: { security: SecurityView }) {
  if (!security.alternatives.length) return <p>No authentication is needed.</p>;
  return (
    <>
      {security.optional && <p>Authentication is optional.</p>}
      {security.alternatives.length > 1 && <p>Any one of these:</p>}
      <ul className="api-security">
        {security.alternatives.map((schemes, i) => (
          <li key={i}>
            {schemes.map((s) => (
              <div key={s.key}>
                <code>{s.key}</code>: {s.kind}
                {s.scopes.length > 0 && (
                  <>
                    {' '}
                    (scopes:{' '}
                    {s.scopes.map((scope) => (
                      <code key={scope}>{scope}</code>
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

/**
 * One operation of a REST API: its call, description, request samples, authorization, parameters,
 * request body and responses, in the order the generator assigned their ids.
 */
export function ApiOperation({ data }: { data: Record<string, unknown> }) {
  const op = data as unknown as ApiOperationData;
  // The page's tab ids start at 1, so they are stable and listed among the page's anchors.
  resetTabIds();
  return (
    <div className="api-operation">
      <div className="api-endpoint">
        {op.webhook && <span className="api-webhook-label">Webhook</span>}
        <MethodBadge method={op.method} />
        {op.webhook ? <code className="api-path">{op.path}</code> : <ApiPath path={op.path} />}
      </div>
      {op.webhook && <p>The API sends this request to the endpoint you register for it.</p>}
      {(op.serverUrl || op.operationId) && (
        <p className="api-endpoint-meta">
          {op.serverUrl && (
            <span>
              Base URL <code>{op.serverUrl}</code>
            </span>
          )}
          {op.operationId && (
            <span>
              Operation ID <code>{op.operationId}</code>
            </span>
          )}
        </p>
      )}
      {op.deprecated && <p className="api-deprecated">Deprecated: this operation may be removed in a future version.</p>}
      <RichText html={op.descriptionHtml} />
      {op.externalDocs && (
        <p>
          <a href={op.externalDocs.url}>{op.externalDocs.description ?? 'More documentation'}</a>
        </p>
      )}

      {op.samples && (
        <>
          <H2 id={op.samples.id}>{op.samples.title}</H2>
          <Tabs groupId="api-request-sample">
            {op.samples.samples.map((s) => (
              <TabItem key={s.value} value={s.value} label={s.label}>
                <CodeBlockHtml language={s.code.language} html={s.code.html} />
              </TabItem>
            ))}
          </Tabs>
        </>
      )}

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
              <ParameterTable labelledBy={group.id} parameters={group.parameters} />
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
        </>
      )}
    </div>
  );
}
