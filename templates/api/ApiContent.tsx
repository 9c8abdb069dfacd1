import { Fragment } from 'react';
import type { CodeView, MediaTypeView, RequestBodyView, ResponseLinkView, ResponseView } from '../../src/generators/openapi/types.js';
import { useSiteContext } from '../context.js';
import { CodeBlockHtml } from '../mdx/CodeBlock.js';
import { headingComponents } from '../mdx/Heading.js';
import { HeaderList } from './ApiFields.js';
import { RichText } from './RichText.js';
import { SchemaTree } from './SchemaTree.js';

const { h3: H3, h5: H5 } = headingComponents;

/** An example's code; a long one shows its first lines, with a link to the whole example. */
export function ExampleCode({ code }: { code: CodeView }) {
  const { url } = useSiteContext();
  return (
    <>
      <CodeBlockHtml language={code.language} html={code.html} />
      {code.full && (
        <p className="api-example-more">
          {`The first ${code.full.shown} of ${code.full.lines} lines. `}
          <a href={url(code.full.route)}>The whole example</a>
        </p>
      )}
    </>
  );
}

/** One media type of a body: its label (a link target, not a heading), schema tree and any example left to show here. */
export function MediaType({ media, openExample, label = 'Content type' }: { media: MediaTypeView; openExample: boolean; label?: string }) {
  return (
    <div className="api-media">
      <p id={media.id} className="api-media-type">
        {label} <code>{media.title}</code>
      </p>
      {media.schema && <SchemaTree node={media.schema} />}
      {media.example && (
        <details className="api-example" open={openExample}>
          <summary>Example</summary>
          <ExampleCode code={media.example} />
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
        <MediaType key={media.id} media={media} openExample />
      ))}
    </>
  );
}

export const statusClass = (status: string) => `api-status api-status-${/^[1-5]/.test(status) ? `${status[0]}xx` : 'default'}`;

/** `404 Not Found` with the code set apart in its colour. */
export function StatusTitle({ status, title }: { status: string; title: string }) {
  if (!title.startsWith(status)) return <>{title}</>;
  return (
    <>
      <span className={statusClass(status)}>{status}</span>
      {title.slice(status.length)}
    </>
  );
}

/** The operations a response links to, each with the values it passes. */
function ResponseLinks({ status, links }: { status: string; links: ResponseLinkView[] }) {
  const { url } = useSiteContext();
  return (
    <div className="api-links">
      <p className="api-media-type">Links</p>
      <ul aria-label={`Links of the ${status} response`}>
        {links.map((link) => (
          <li key={link.name}>
            <code>{link.name}</code>:{' '}
            {link.target ? <a href={url(link.target.route)}>{link.target.label}</a> : link.operation && <code>{link.operation}</code>}
            {link.parameters.length > 0 && (
              <>
                {' '}
                with{' '}
                {link.parameters.map((p, i) => (
                  <Fragment key={p.name}>
                    {i > 0 && ', '}
                    <code>{p.name}</code> = <code>{p.value}</code>
                  </Fragment>
                ))}
              </>
            )}
            {link.requestBody && (
              <>
                {link.parameters.length > 0 ? ', and' : ' with'} the body <code>{link.requestBody}</code>
              </>
            )}
            <RichText html={link.descriptionHtml} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One response; `nested`: a callback's, whose heading sits two levels lower (below the callback's own). */
export function ResponseItem({ response, nested = false }: { response: ResponseView; nested?: boolean }) {
  const Heading = nested ? H5 : H3;
  return (
    <div className="api-response">
      <Heading id={response.id}>
        <StatusTitle status={response.status} title={response.title} />
      </Heading>
      <RichText html={response.descriptionHtml} />
      {response.headers.length > 0 && <HeaderList label={`Headers of the ${response.status} response`} headers={response.headers} />}
      {response.sameBodyAs && (
        <p className="api-media-type">
          Its body: as <a href={`#${response.sameBodyAs.id}`}>{response.sameBodyAs.status}</a>.
        </p>
      )}
      {response.contents.map((media) => (
        <MediaType key={media.id} media={media} openExample={response.success} />
      ))}
      {response.links && <ResponseLinks status={response.status} links={response.links} />}
    </div>
  );
}
