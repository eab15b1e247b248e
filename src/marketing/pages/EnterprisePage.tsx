import { useParams, useSearchParams } from 'react-router-dom';
import { enterprisePages } from '../content/enterprise';
import { snippetForLanguage } from '../content/enterprise/sdkSnippets';
import { pageByName } from '../content/lookup';
import type { EnterprisePageContent } from '../content/pageTypes';
import type { SectionBlock } from '../sections/blocks';
import { SectionRenderer } from '../sections/SectionRenderer';
import { standardBlocks } from '../sections/standardBlocks';
import { NotFound } from './NotFound';
import { useLandingPage } from './useLandingPage';

function EnterpriseContent({ content }: { content: EnterprisePageContent }) {
  const [searchParams] = useSearchParams();
  useLandingPage(content);
  const middle: SectionBlock[] = content.sdkSnippets
    ? [
        {
          type: 'sdkTabs',
          title: 'Install a gateway plugin or SDK',
          snippets: content.sdkSnippets,
          selected: snippetForLanguage(content.sdkSnippets, searchParams.get('language')).value,
        },
      ]
    : [];
  return <SectionRenderer blocks={standardBlocks(content, { middle })} />;
}

/** /enterprise/{name}; the API-management page preselects an SDK tab from `?language=`. */
export function EnterprisePage() {
  const { name } = useParams();
  const content = pageByName(enterprisePages, name);
  return content ? <EnterpriseContent content={content} /> : <NotFound />;
}

/** Lazy route module export. */
export const Component = EnterprisePage;
