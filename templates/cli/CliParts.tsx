import type { ReactNode } from 'react';
import type {
  CliArgView,
  CliCommandLinkView,
  CliExitCodeView,
  CliFlagView,
  CliSectionView,
  CliSubcommandView,
} from '../../src/generators/cli/types.js';
import { headingComponents } from '../mdx/headingLevels.js';
import { Table } from '../mdx/Table.js';
import { useTranslation } from '../translate.js';

const { h2: H2, h3: H3 } = headingComponents;

/** HTML built at generation time from the spec's Markdown and highlighted code. */
export function Html({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function Section({ section, children }: { section: CliSectionView; children?: ReactNode }) {
  return (
    <section className="cli-section" aria-labelledby={section.id}>
      <H2 id={section.id}>{section.title}</H2>
      {children}
    </section>
  );
}

function Badge({ required }: { required: boolean }) {
  const { text } = useTranslation();
  return <span className={`cli-badge${required ? ' cli-required' : ''}`}>{required ? text('docs-gen.cli.required', 'required') : text('docs-gen.cli.optional', 'optional')}</span>;
}

/** Flags with their spellings, type, default, allowed values and description; each row is a link target. */
export function FlagTable({ rows }: { rows: CliFlagView[] }) {
  const { text } = useTranslation();
  const type = text('docs-gen.cli.column.type', 'Type');
  const byDefault = text('docs-gen.cli.column.default', 'Default');
  return (
    <Table className="cli-table cli-options">
      <thead>
        <tr>
          <th scope="col">{text('docs-gen.cli.column.flag', 'Flag')}</th>
          <th scope="col">{type}</th>
          <th scope="col">{byDefault}</th>
          <th scope="col">{text('docs-gen.cli.column.description', 'Description')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((flag) => (
          <tr key={flag.id} id={flag.id}>
            <th scope="row" className="cli-flag">
              <code>{flag.name}</code>
              {flag.short && <code className="cli-short">{flag.short}</code>}
              {flag.required && <Badge required />}
            </th>
            <td className="cli-type" data-label={type}>
              {flag.type}
            </td>
            <td className="cli-default" data-label={byDefault}>
              {flag.default !== undefined ? <code>{flag.default}</code> : <span className="cli-none">{text('docs-gen.cli.noDefault', 'none')}</span>}
            </td>
            <td className="cli-text">
              <Html html={flag.descriptionHtml} />
              {flag.enum.length > 0 && (
                <p className="cli-enum">
                  {text('docs-gen.cli.oneOf', 'One of:')}{' '}
                  {flag.enum.map((value, index) => (
                    <span key={value}>
                      {index > 0 && ', '}
                      <code>{value}</code>
                    </span>
                  ))}
                </p>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function ArgTable({ rows }: { rows: CliArgView[] }) {
  const { text } = useTranslation();
  return (
    <Table className="cli-table">
      <thead>
        <tr>
          <th scope="col">{text('docs-gen.cli.column.argument', 'Argument')}</th>
          <th scope="col">{text('docs-gen.cli.column.description', 'Description')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((arg) => (
          <tr key={arg.id} id={arg.id}>
            <th scope="row" className="cli-flag">
              <code>{`<${arg.name}>`}</code>
              <Badge required={arg.required} />
            </th>
            <td className="cli-text">
              <Html html={arg.descriptionHtml} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function ExitCodeTable({ rows }: { rows: CliExitCodeView[] }) {
  const { text } = useTranslation();
  return (
    <Table className="cli-table">
      <thead>
        <tr>
          <th scope="col">{text('docs-gen.cli.column.code', 'Code')}</th>
          <th scope="col">{text('docs-gen.cli.column.meaning', 'Meaning')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} id={row.id}>
            <th scope="row">
              <code>{row.code}</code>
            </th>
            <td className="cli-text">
              <Html html={row.descriptionHtml} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function CommandLinks({ links }: { links: CliCommandLinkView[] }) {
  return (
    <ul className="cli-links">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>
            <code>{link.label}</code>
          </a>
          {link.summary && <span className="cli-link-summary">{link.summary}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The command list of the root page: commands with a page as links, groups as headings with their commands. */
export function SubcommandList({ items }: { items: CliSubcommandView[] }) {
  const leaves = items.filter((item) => !item.children.length);
  const groups = items.filter((item) => item.children.length);
  return (
    <>
      {leaves.length > 0 && (
        <ul className="cli-links">
          {leaves.map((item) => (
            <li key={item.id} id={item.id}>
              {item.href ? (
                <a href={item.href}>
                  <code>{item.label}</code>
                </a>
              ) : (
                <code>{item.label}</code>
              )}
              {item.summary && <span className="cli-link-summary">{item.summary}</span>}
            </li>
          ))}
        </ul>
      )}
      {groups.map((group) => (
        <div key={group.id} className="cli-group">
          <H3 id={group.id}>
            <code>{group.label}</code>
          </H3>
          {group.descriptionHtml ? <Html html={group.descriptionHtml} className="cli-description" /> : group.summary && <p>{group.summary}</p>}
          <SubcommandList items={group.children} />
        </div>
      ))}
    </>
  );
}
