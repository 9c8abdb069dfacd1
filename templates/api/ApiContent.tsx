import type { MediaTypeView, RequestBodyView, ResponseView } from '../../src/generators/openapi/types.js';
import { CodeBlockHtml } from '../mdx/CodeBlock.js';
import { headingComponents } from '../mdx/Heading.js';
import { HeaderTable } from './ApiTable.js';
import { RichText } from './RichText.js';
import { SchemaTree } from './SchemaTree.js';

const { h3: H3, h4: H4 } = headingComponents;

/** One media type of a body: heading, schema tree and example (folded for error responses). */
function MediaType({ media, level, openExample }: { media: MediaTypeView; level: 3 | 4; openExample: boolean }) {
  const Heading = level === 3 ? H3 : H4;
  return (
    <div className="api-media">
      <Heading id={media.id} className="api-media-type">
        {media.title}
      </Heading>
      {media.schema && <SchemaTree node={media.schema} />}
      {media.example && (
        <details className="api-example" open={openExample}>
          <summary>Example</summary>
          <CodeBlockHtml language={media.example.language} html={media.example.html} />
        </details>
      )}
    </div>
  );
}

export function RequestBodySection({ body }: { body: RequestBodyView }) {
  return (
    <>
      <p className="api-body-meta">
        <span className={`schema-flag${body.required ? ' schema-required' : ''}`}>{body.required ? 'required' : 'optional'}</span>
      </p>
      <RichText html={body.descriptionHtml} />
      {body.contents.map((media) => (
        <MediaType key={media.id} media={media} level={3} openExample />
      ))}
    </>
  );
}

const statusClass = (status: string) => `api-status api-status-${/^[1-5]/.test(status) ? `${status[0]}xx` : 'default'}`;

export function ResponseItem({ response }: { response: ResponseView }) {
  return (
    <div className="api-response">
      <H3 id={response.id}>
        {response.title.startsWith(response.status) ? (
          <>
            <span className={statusClass(response.status)}>{response.status}</span>
            {response.title.slice(response.status.length)}
          </>
        ) : (
          response.title
        )}
      </H3>
      <RichText html={response.descriptionHtml} />
      {response.headers.length > 0 && <HeaderTable label={`Headers of the ${response.status} response`} headers={response.headers} />}
      {response.contents.map((media) => (
        <MediaType key={media.id} media={media} level={4} openExample={response.success} />
      ))}
    </div>
  );
}
