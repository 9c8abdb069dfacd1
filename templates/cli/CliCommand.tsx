import type { ReactNode } from 'react';
import { CLI_SECTION_KEYS, type CliCommandView } from '../../src/generators/cli/types.js';
import { useTranslation } from '../translate.js';
import { ArgTable, CommandLinks, ExitCodeTable, FlagTable, Html, Section, SubcommandList } from './CliParts.js';

type SectionKey = (typeof CLI_SECTION_KEYS)[number];

function renderExamples(examples: NonNullable<CliCommandView['examples']>): ReactNode {
  return examples.items.map((example) => (
    <div key={example.id} id={example.id} className="cli-example">
      {example.descriptionHtml && <Html html={example.descriptionHtml} className="cli-example-description" />}
      <Html html={example.html} className="cli-example-command" />
    </div>
  ));
}

function SeeAlso({ seeAlso }: { seeAlso: NonNullable<CliCommandView['seeAlso']> }) {
  const { text, node } = useTranslation();
  return (
    <>
      {seeAlso.related.length > 0 && <CommandLinks links={seeAlso.related} />}
      {seeAlso.parent && (
        <p className="cli-parent">
          {text('docs-gen.cli.seeAlso.partOf', 'Part of')}{' '}
          <a href={seeAlso.parent.href}>
            <code>{seeAlso.parent.label}</code>
          </a>
          {seeAlso.parent.summary && `: ${seeAlso.parent.summary}`}
        </p>
      )}
      {seeAlso.siblings && (
        <nav className="cli-siblings" aria-label={text('docs-gen.cli.seeAlso.siblingsAriaLabel', 'Other {command} commands', { command: seeAlso.siblings.label })}>
          <p>{node('docs-gen.cli.seeAlso.siblings', 'Other {command} commands:', { command: <code>{seeAlso.siblings.label}</code> })}</p>
          <CommandLinks links={seeAlso.siblings.commands} />
        </nav>
      )}
    </>
  );
}

/** The content of one section; the section heading is added around it. */
function SectionBody({ view, sectionKey: key }: { view: CliCommandView; sectionKey: SectionKey }): ReactNode {
  const { text } = useTranslation();
  switch (key) {
    case 'synopsis':
      return <Html html={view.synopsis.html} className="cli-synopsis" />;
    case 'description':
      return view.description && <Html html={view.description.html} className="cli-description" />;
    case 'arguments':
      return view.arguments && <ArgTable rows={view.arguments.rows} />;
    case 'options':
      return view.options && <FlagTable rows={view.options.rows} />;
    case 'inheritedOptions':
      return (
        view.inheritedOptions && (
          <>
            <p className="cli-note">
              {view.inheritedOptions.id === 'global-options'
                ? text('docs-gen.cli.options.global', 'These flags work with every command.')
                : text('docs-gen.cli.options.inherited', 'Inherited from the parent commands.')}
            </p>
            <FlagTable rows={view.inheritedOptions.rows} />
          </>
        )
      );
    case 'examples':
      return view.examples && renderExamples(view.examples);
    case 'subcommands':
      return view.subcommands && <SubcommandList items={view.subcommands.items} />;
    case 'exitCodes':
      return view.exitCodes && <ExitCodeTable rows={view.exitCodes.rows} />;
    case 'seeAlso':
      return view.seeAlso && <SeeAlso seeAlso={view.seeAlso} />;
  }
}

/** A command reference page, laid out from the view model the CLI reference generator built. */
export function CliCommand({ data }: { data: Record<string, unknown> }) {
  const view = data as CliCommandView;
  return (
    <div className="cli-command">
      {view.summary && <p className="cli-summary">{view.summary}</p>}
      {CLI_SECTION_KEYS.map((key) => {
        const section = view[key];
        return section ? (
          <Section key={key} section={section}>
            <SectionBody view={view} sectionKey={key} />
          </Section>
        ) : null;
      })}
    </div>
  );
}
