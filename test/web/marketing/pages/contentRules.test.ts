import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { comparePages } from '@/marketing/content/compare';
import type { ComparePageContent } from '@/marketing/content/compareTypes';
import { comparisonGuidePage } from '@/marketing/content/comparison-guide';
import { enterprisePages } from '@/marketing/content/enterprise';
import { featurePages } from '@/marketing/content/features';
import { images } from '@/marketing/content/images';
import { industryPages } from '@/marketing/content/industries';
import { heroImageOptions } from '@/marketing/content/solutions/heroImageOptions';
import { solutionPages } from '@/marketing/content/solutions';
import type { ImageContent, MarketingPageContent } from '@/marketing/content/types';
import { marketingPages } from '@/marketing/seo/registry';
import { contentPages } from '@/marketing/seo/pages/content';

const PUBLIC = join(__dirname, '../../../../public');
const pages: MarketingPageContent[] = [
  ...Object.values(featurePages), ...Object.values(solutionPages), ...Object.values(industryPages),
  ...Object.values(enterprisePages), comparisonGuidePage, ...Object.values(comparePages),
];

function pictures(page: MarketingPageContent): ImageContent[] {
  const experience = (page as Partial<ComparePageContent>).customerExperience;
  const extra = experience ? [experience.image] : [];
  return [page.hero.image, ...page.sections.map((s) => s.image), ...page.questions.map((q) => q.image), ...extra];
}

describe.each(pages.map((page) => [page.path, page] as const))('%s content', (_path, page) => {
  it('keeps headline, sub-headline, title and description within their limits', () => {
    expect(page.hero.headline.length).toBeLessThanOrEqual(70);
    expect(page.hero.subheadline.length).toBeLessThanOrEqual(120);
    expect(page.title.length).toBeLessThanOrEqual(90);
    expect(page.description.length).toBeGreaterThanOrEqual(100);
    expect(page.description.length).toBeLessThanOrEqual(170);
  });

  it('has pillars, feature sections, questions and related links', () => {
    expect(page.pillars.length).toBeGreaterThanOrEqual(3);
    expect(page.sections.length).toBeGreaterThanOrEqual(1);
    expect(page.questions.length).toBeGreaterThanOrEqual(3);
    expect(page.related.length).toBeGreaterThanOrEqual(3);
    expect(new Set(page.sections.map((s) => s.id)).size).toBe(page.sections.length);
  });

  it('uses only existing, small SVG pictures with alt text', () => {
    for (const image of pictures(page)) {
      expect(image.src).toMatch(/^\/images\/(features|solutions|industries|enterprise|compare)\/[a-z0-9-]+\.svg$/);
      expect(image.alt.trim().length).toBeGreaterThan(5);
    }
  });

  it('shows each picture at most once', () => {
    const sources = pictures(page).map((image) => image.src);
    expect(new Set(sources).size).toBe(sources.length);
  });

  it('links only to pages that exist', () => {
    const known = new Set(marketingPages.map((entry) => entry.path));
    for (const link of page.related) expect(known).toContain(link.path);
  });

  it('contains no placeholder text', () => {
    expect(JSON.stringify(page)).not.toMatch(/lorem|ipsum|TODO|TBD/i);
  });
});

it('every picture file exists and stays under 15 KB', () => {
  const all = [...Object.values(images), ...Object.values(heroImageOptions).flatMap((o) => Object.values(o ?? {}).map((i) => i.src))];
  for (const src of all) {
    const file = join(PUBLIC, src);
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).size).toBeLessThan(15_000);
    expect(readFileSync(file, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 400"/);
  }
});

it('ships no picture that no page uses', () => {
  const used = new Set<string>(Object.values(images));
  for (const dir of ['features', 'solutions', 'industries', 'enterprise', 'compare']) {
    for (const file of readdirSync(join(PUBLIC, 'images', dir))) expect(used).toContain(`/images/${dir}/${file}`);
  }
});

it('gives every page its own path and analytics identifier, including the SPEC identifiers', () => {
  expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
  expect(new Set(pages.map((p) => p.feature)).size).toBe(pages.length);
  const features = pages.map((p) => p.feature);
  for (const id of ['analytics', 'governance', 'monitoring', 'debugging', 'graphql', 'workspaces', 'behavior-email', 'behavioral-cohorts',
    'product-catalog', 'api-trace', 'solution-customer-success', 'metered-api-billing', 'developer-portal', 'prepaid-credits-and-balance',
    'monetization-for-ai-applications']) {
    expect(features).toContain(id);
  }
  expect(features.filter((f) => f.startsWith('industry-'))).toHaveLength(4);
});

it('registers every content URL once in the SEO registry, plus /features', () => {
  const paths = marketingPages.map((entry) => entry.path);
  expect(new Set(paths).size).toBe(paths.length);
  for (const page of pages) expect(paths).toContain(page.path);
  expect(contentPages.find((entry) => entry.path === '/features')?.title).toBe(featurePages['api-analytics'].title);
  expect(contentPages).toHaveLength(pages.length + 1);
});

it('offers twelve comparison guides that each open a compare page', () => {
  const comparePaths = Object.values(comparePages).map((p) => p.path);
  expect(comparisonGuidePage.guides).toHaveLength(12);
  for (const guide of comparisonGuidePage.guides) expect(comparePaths).toContain(guide.path);
  expect(comparisonGuidePage.panels.map((p) => p.title)).toEqual(['Scalable infrastructure', 'Security and compliance', 'No-hassle implementation']);
  expect(comparisonGuidePage.privacyCallout.title).toMatch(/GDPR and CCPA/);
});
