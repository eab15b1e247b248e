import { useParams, useSearchParams } from 'react-router-dom';
import { enterprisePages } from '@/marketing/content/enterprise';
import { snippetForLanguage } from '@/marketing/content/enterprise/sdkSnippets';
import { pageByName } from '@/marketing/content/lookup';
import type { EnterprisePageContent } from '@/marketing/content/pageTypes';
import type { SectionBlock } from '@/marketing/sections/blocks';
import { SectionRenderer } from '@/marketing/sections/SectionRenderer';
import { standardBlocks } from '@/marketing/sections/standardBlocks';
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
