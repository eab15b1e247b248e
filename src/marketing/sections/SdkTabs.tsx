import { useState } from 'react';
import { Tabs } from '@/components/Tabs';
import type { SdkSnippetContent } from '@/marketing/content/pageTypes';
import './SdkTabs.css';

/** Props of {@link SdkTabs}. */
export interface SdkTabsProps {
  title: string;
  snippets: SdkSnippetContent[];
  /** Value of the tab selected first (from the `language` query value). */
  selected: string;
}

/** Install instructions per SDK or gateway, one tab each; arrow keys move between tabs. */
export function SdkTabs({ title, snippets, selected }: SdkTabsProps) {
  const [value, setValue] = useState(selected);
  const [selectedFromUrl, setSelectedFromUrl] = useState(selected);
  if (selectedFromUrl !== selected) {
    // A new ?language= value (client-side navigation) selects its tab again.
    setSelectedFromUrl(selected);
    setValue(selected);
  }
  return (
    <section className="mk-sdk" aria-labelledby="mk-sdk-title">
      <div className="mk-sdk__inner">
        <h2 id="mk-sdk-title" className="mk-sdk__heading">
          {title}
        </h2>
        <Tabs
          label="Install instructions by SDK"
          value={value}
          onValueChange={setValue}
          tabs={snippets.map((snippet) => ({
            value: snippet.value,
            label: snippet.label,
            content: (
              <pre className="mk-sdk__code" data-language={snippet.codeLanguage}>
                <code>{snippet.code}</code>
              </pre>
            ),
          }))}
        />
      </div>
    </section>
  );
}
