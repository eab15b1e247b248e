import { useLoaderData } from 'react-router-dom';
import type { ComparePageContent } from '@/marketing/content/compareTypes';
import type { SectionBlock } from '@/marketing/sections/blocks';
import { SectionRenderer } from '@/marketing/sections/SectionRenderer';
import { standardBlocks } from '@/marketing/sections/standardBlocks';
import { NotFound } from './NotFound';
import { useLandingPage } from './useLandingPage';

/** The comparison table, then the customer-experience section unless the page hides it. */
function compareMiddle(content: ComparePageContent): SectionBlock[] {
  const middle: SectionBlock[] = [
    { type: 'comparisonTable', competitorName: content.competitorName, cells: content.comparison, note: content.comparisonNote },
  ];
  if (content.customerExperience) middle.push({ type: 'customerExperience', content: content.customerExperience });
  return middle;
}

function CompareContent({ content }: { content: ComparePageContent }) {
  useLandingPage(content);
  return <SectionRenderer blocks={standardBlocks(content, { middle: compareMiddle(content) })} />;
}

/** /compare-to/{company}; unknown companies show the not-found page. */
export function ComparePage() {
  const content = useLoaderData() as ComparePageContent | null;
  return content ? <CompareContent content={content} /> : <NotFound />;
}

/** Lazy route module export. */
export const Component = ComparePage;
