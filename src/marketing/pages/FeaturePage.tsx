import { useLoaderData } from 'react-router-dom';
import type { MarketingPageContent } from '@/marketing/content/types';
import { SectionRenderer } from '@/marketing/sections/SectionRenderer';
import { standardBlocks } from '@/marketing/sections/standardBlocks';
import { useLandingPage } from './useLandingPage';

/** /features and /features/{type}: a missing or unknown type shows the API analytics page. */
export function FeaturePage() {
  const content = useLoaderData() as MarketingPageContent;
  useLandingPage(content);
  return <SectionRenderer blocks={standardBlocks(content)} />;
}

/** Lazy route module export. */
export const Component = FeaturePage;
