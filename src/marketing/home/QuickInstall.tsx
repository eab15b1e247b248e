import { useState } from 'react';
import { Link } from 'react-router-dom';
import { collectorBaseUrl } from '@/api/urls';
import { Tabs } from '@/components/Tabs';
import { installSnippets, quickInstall, type InstallSnippet } from '@/marketing/content/homeSections';
import './QuickInstall.css';

/** The snippet an ad link's `language` value names (by id or alias), if any. */
export function snippetForLanguage(language: string | undefined): InstallSnippet | undefined {
  if (!language) return undefined;
  return installSnippets.find((snippet) => snippet.id === language || snippet.aliases.includes(language));
}

function SnippetPanel({ snippet, collectorUri }: { snippet: InstallSnippet; collectorUri: string }) {
  return (
    <div className="quick-install__panel">
      <p className="quick-install__step">1. Install</p>
      <pre className="quick-install__code">
        <code>{snippet.installCommand}</code>
      </pre>
      <p className="quick-install__step">2. Add the middleware ({snippet.fileName})</p>
      <pre className="quick-install__code">
        <code>{snippet.code.replaceAll('{{COLLECTOR_BASE_URI}}', collectorUri)}</code>
      </pre>
    </div>
  );
}

/** Props of {@link QuickInstall}. */
export interface QuickInstallProps {
  /** Language from an ad link: preselects its tab and names it in the heading. */
  language?: string;
}

/** Quick-install tabs for server integrations, pointing the SDK at this Apiscope collector. */
export function QuickInstall({ language }: QuickInstallProps) {
  const preferred = snippetForLanguage(language);
  const [tab, setTab] = useState(preferred?.id ?? installSnippets[0].id);
  const collectorUri = collectorBaseUrl();
  const title = preferred ? `Log your first ${preferred.label} API call in minutes` : quickInstall.title;
  return (
    <section id="quick-install" className="quick-install" aria-labelledby="quick-install-title">
      <h2 id="quick-install-title" className="quick-install__title">
        {title}
      </h2>
      <p className="quick-install__body">{quickInstall.body}</p>
      <Tabs
        label="Server integrations"
        value={tab}
        onValueChange={setTab}
        tabs={installSnippets.map((snippet) => ({
          value: snippet.id,
          label: snippet.label,
          content: <SnippetPanel snippet={snippet} collectorUri={collectorUri} />,
        }))}
      />
      <p className="quick-install__more">
        <Link to={quickInstall.guideLink.href}>{quickInstall.guideLink.label}</Link>
      </p>
    </section>
  );
}
