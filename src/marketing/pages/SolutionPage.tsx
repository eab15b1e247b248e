import { useLoaderData, useParams, useSearchParams } from 'react-router-dom';
import { pageByName } from '@/marketing/content/lookup';
import { heroImageOptions } from '@/marketing/content/solutions/heroImageOptions';
import type { MarketingPageContent } from '@/marketing/content/types';
import { SectionRenderer } from '@/marketing/sections/SectionRenderer';
import { standardBlocks } from '@/marketing/sections/standardBlocks';
import { heroFromQuery } from './heroFromQuery';
import { NotFound } from './NotFound';
import { useLandingPage } from './useLandingPage';

function SolutionContent({ name, content }: { name: string; content: MarketingPageContent }) {
  const [searchParams] = useSearchParams();
  useLandingPage(content);
  const imageOptions = pageByName(heroImageOptions, name);
  const hero = imageOptions ? heroFromQuery(content.hero, searchParams, imageOptions) : content.hero;
  return <SectionRenderer blocks={standardBlocks(content, { hero })} />;
}

/**
 * /solutions/{name}. The metered-billing and developer-portal pages take their headline, sub-headline and hero
 * picture from query parameters; unknown names show the not-found page.
 */
export function SolutionPage() {
  const { name } = useParams();
  const content = useLoaderData() as MarketingPageContent | null;
  if (!content || !name) return <NotFound />;
  return <SolutionContent key={name} name={name} content={content} />;
}

/** Lazy route module export. */
export const Component = SolutionPage;
