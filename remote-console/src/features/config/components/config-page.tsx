import { ResourceView, color, useApiResource } from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';
import { getPublishedConfig, type ConfigVersion } from '@canopy/shared-core/staff';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { OperatorsPage } from '../../../components/operators-only.tsx';
import { consolePaths } from '../../../utils/paths.ts';
import { inShownOrder } from '../utils/reorder.ts';
import { configProblems, type AppConfigDraft } from '../utils/validate-config.ts';
import { BrandingEditor, ThemeEditor } from './branding-editor.tsx';
import { Section } from './form-parts.tsx';
import { HomeEditor } from './home-editor.tsx';
import { LinksEditor, NavigationEditor } from './list-editors.tsx';
import { PublishPanel } from './publish-panel.tsx';

/** The app configuration editor (operators): every part, a preview, then Publish. */
export function ConfigPage() {
  return (
    <OperatorsPage title="App configuration" why="Only operators change the app configuration.">
      <PublishedConfig />
    </OperatorsPage>
  );
}

function PublishedConfig() {
  const [state, reload] = useApiResource((_signal) => getPublishedConfig(), []);
  return (
    <ResourceView state={state} onRetry={reload} errorTitle="The configuration could not be loaded">
      {(answer) => <Editor key={answer.item.version} published={answer.item} onReload={reload} />}
    </ResourceView>
  );
}

/** The lists as members see them (by `order`), so the editor's order is theirs. */
function editable(config: AppConfigDraft): AppConfigDraft {
  return {
    ...config,
    web_main_navigation: { items: inShownOrder(config.web_main_navigation.items) },
    moreLinkItems: { items: inShownOrder(config.moreLinkItems.items) },
    ...(config.legalLinks && { legalLinks: { items: inShownOrder(config.legalLinks.items) } }),
  };
}

/** The two lists of links, in the menu panel and in the footer. */
const LINK_LISTS = [
  {
    part: 'moreLinkItems',
    label: 'More links',
    hint: 'The links in the menu panel.',
    addLabel: 'Add a link',
    withExternal: true,
  },
  {
    part: 'legalLinks',
    label: 'Legal links',
    hint: 'The links in the footer.',
    addLabel: 'Add a legal link',
    withExternal: false,
  },
] as const;

type ListPart = 'web_main_navigation' | 'homePageConfig' | 'moreLinkItems' | 'legalLinks';
type ListItems<K extends ListPart> = NonNullable<AppConfigDraft[K]>['items'];

function Editor({ published, onReload }: { published: ConfigVersion; onReload: () => void }) {
  const [draft, setDraft] = useState<AppConfigDraft>(() => editable(published.config));
  const problems = useMemo(() => configProblems(draft), [draft]);
  const changed = JSON.stringify(draft) !== JSON.stringify(editable(published.config));
  // A list of the draft for its editor: its items, their problems, and the draft with new ones.
  const list = <K extends ListPart>(key: K) => ({
    items: (draft[key]?.items ?? []) as ListItems<K>,
    problems,
    onChange: (items: ListItems<K>) => setDraft({ ...draft, [key]: { items } }),
  });
  return (
    <div css={stack('lg')}>
      <p css={{ margin: 0, color: color.textMuted }}>
        Editing from version {published.version}. Members get a published change on their next page
        load. <Link to={consolePaths.configHistory()}>Versions and rollback</Link>
      </p>
      <Section title="Branding" hint="The name, the browser tab's title, the logo and the favicon.">
        <BrandingEditor draft={draft} problems={problems} onChange={setDraft} />
      </Section>
      <Section title="Theme" hint="Light or dark, and the accent colour of buttons and links.">
        <ThemeEditor draft={draft} problems={problems} onChange={setDraft} />
      </Section>
      <Section
        title="Navigation"
        hint="The main menu, in order. Drag an item by its handle, or use Up and Down."
      >
        <NavigationEditor {...list('web_main_navigation')} />
      </Section>
      <Section
        title="Home tabs and rows"
        hint="The home page's text tabs and rows of albums, each row with its see-all query."
      >
        <HomeEditor {...list('homePageConfig')} />
      </Section>
      {LINK_LISTS.map(({ part, label, hint, addLabel, withExternal }) => (
        <Section key={part} title={label} hint={hint}>
          <LinksEditor
            part={part}
            label={label}
            addLabel={addLabel}
            withExternal={withExternal}
            {...list(part)}
          />
        </Section>
      ))}
      <PublishPanel
        draft={draft}
        problems={problems}
        changed={changed}
        baseVersion={published.version}
        onPublished={onReload}
        onDiscard={onReload}
      />
    </div>
  );
}
