/**
 * The company announcement shown in the top banner. Apiscope and Corvana Cloud are fictional companies of this
 * product's demo site; the press page at /press carries the full release.
 */
export const acquisitionAnnouncement = {
  /** The acquiring (parent) company. */
  parent: 'Corvana Cloud',
  /** The banner sentence. */
  message: 'Apiscope joins Corvana Cloud: API analytics and usage-based billing for every developer platform.',
  /** Link text and target of the press release. */
  linkLabel: 'Read the press release',
  href: '/press',
} as const;
