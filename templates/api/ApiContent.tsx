import { Fragment } from 'react';
import type { CodeView, MediaTypeView, RequestBodyView, ResponseLinkView, ResponseView } from '../../src/generators/openapi/types.js';
import { useSiteContext } from '../context.js';
import { useTranslation } from '../translate.js';
import { CodeBlockHtml } from '../mdx/CodeBlock.js';
import { headingComponents } from '../mdx/headingLevels.js';
import { HeaderList } from './ApiFields.js';
import { RichText } from './RichText.js';
import { SchemaTree } from './SchemaTree.js';

const { h3: H3, h5: H5 } = headingComponents;

/** An example's code; a long one shows its first lines, with a link to the whole example. */
export function ExampleCode({ code }: { code: CodeView }) {
  const { url } = useSiteContext();
  const { text } = useTranslation();
  return (
    <>
      <CodeBlockHtml language={code.language} html={code.html} />
      {code.full && (
        <p className="api-example-more">
          {`${text('docs-gen.api.example.firstLines', 'The first {shown} of {lines} lines.', { shown: code.full.shown, lines: code.full.lines })} `}
          <a href={url(code.full.route)}>{text('docs-gen.api.example.wholeLink', 'The whole example')}</a>
        </p>
      )}
    </>
  );
}

/** One media type of a body: its label (a link target, not a heading), schema tree and any example left to show here. */
export function MediaType({ media, openExample, label }: { media: MediaTypeView; openExample: boolean; label?: string }) {
  const { text } = useTranslation();
  return (
    <div className="api-media">
      <p id={media.id} className="api-media-type">
        {label ?? text('docs-gen.api.media.contentType', 'Content type')} <code>{media.title}</code>
      </p>
      {media.schema && <SchemaTree node={media.schema} />}
      {media.example && (
        <details className="api-example" open={openExample}>
          <summary>{text('docs-gen.api.example.title', 'Example')}</summary>
          <ExampleCode code={media.example} />
        </details>
      )}
    </div>
  );
}

export function RequestBodySection({ body }: { body: RequestBodyView }) {
  const { text } = useTranslation();
  return (
    <>
      <p className="api-body-meta">
        <span className={`schema-flag${body.required ? ' schema-required' : ''}`}>
          {body.required ? text('docs-gen.api.flag.required', 'required') : text('docs-gen.api.flag.optional', 'optional')}
        </span>
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
  const { text } = useTranslation();
  return (
    <div className="api-links">
      <p className="api-media-type">{text('docs-gen.api.response.links', 'Links')}</p>
      <ul aria-label={text('docs-gen.api.response.linksAriaLabel', 'Links of the {status} response', { status })}>
        {links.map((link) => (
          <li key={link.name}>
            <code>{link.name}</code>:{' '}
            {link.target ? <a href={url(link.target.route)}>{link.target.label}</a> : link.operation && <code>{link.operation}</code>}
            {link.parameters.length > 0 && (
              <>
                {' '}
                {text('docs-gen.api.response.linkWith', 'with')}{' '}
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
                {link.parameters.length > 0 ? text('docs-gen.api.response.linkAnd', ', and') : text('docs-gen.api.response.linkWithBody', ' with')}
                {text('docs-gen.api.response.linkBody', ' the body ')}
                <code>{link.requestBody}</code>
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
  const { text, node } = useTranslation();
  const Heading = nested ? H5 : H3;
  return (
    <div className="api-response">
      <Heading id={response.id}>
        <StatusTitle status={response.status} title={response.title} />
      </Heading>
      <RichText html={response.descriptionHtml} />
      {response.headers.length > 0 && <HeaderList label={text('docs-gen.api.response.headers', 'Headers of the {status} response', { status: response.status })} headers={response.headers} />}
      {response.sameBodyAs && (
        <p className="api-media-type">
          {node('docs-gen.api.response.sameBody', 'Its body: as {status}.', { status: <a href={`#${response.sameBodyAs.id}`}>{response.sameBodyAs.status}</a> })}
        </p>
      )}
      {response.contents.map((media) => (
        <MediaType key={media.id} media={media} openExample={response.success} />
      ))}
      {response.links && <ResponseLinks status={response.status} links={response.links} />}
    </div>
  );
}
