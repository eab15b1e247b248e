import { landingChildSlugs } from '@/marketing/content/other/landing';
import { LANDING_TOPIC_SLUGS } from '@/marketing/content/other/landingSlugs';

it('routes exactly the topic pages the landing content defines, in the same order', () => {
  expect([...LANDING_TOPIC_SLUGS]).toEqual(landingChildSlugs);
});
