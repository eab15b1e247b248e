import { useParams } from 'react-router-dom';
import { industryPages } from '@/marketing/content/industries';
import { pageByName } from '@/marketing/content/lookup';
import type { MarketingPageContent } from '@/marketing/content/types';
import { SectionRenderer } from '@/marketing/sections/SectionRenderer';
import { standardBlocks } from '@/marketing/sections/standardBlocks';
import { NotFound } from './NotFound';
import { useLandingPage } from './useLandingPage';

function IndustryContent({ content }: { content: MarketingPageContent }) {
  useLandingPage(content);
  return <SectionRenderer blocks={standardBlocks(content)} />;
}

/** /industries/{name}; unknown names show the not-found page. */
export function IndustryPage() {
  const { name } = useParams();
  const content = pageByName(industryPages, name);
  return content ? <IndustryContent content={content} /> : <NotFound />;
}

/** Lazy route module export. */
export const Component = IndustryPage;
