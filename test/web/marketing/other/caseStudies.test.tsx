import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { caseStudies } from '@/marketing/content/other/caseStudies';
import { findPageHeading, renderOtherRoute } from './renderOtherRoute';

describe('case studies', () => {
  it('lists six example stories, says they are fictional, and opens a story lazily', async () => {
    const user = userEvent.setup();
    renderOtherRoute('/casestudies');
    await findPageHeading();
    expect(caseStudies).toHaveLength(6);
    expect(screen.getByText(/fictional example companies/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'ParcelPath Logistics' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ParcelPath bills for labels created, not for seats' })).toBeInTheDocument();
    for (const part of ['The challenge', 'The solution', 'The results']) {
      expect(screen.getByRole('heading', { level: 2, name: part })).toBeInTheDocument();
    }
    expect(screen.getByRole('list', { name: 'Results' }).children).toHaveLength(3);
  });

  it('an unknown story id shows the not-found page', async () => {
    renderOtherRoute('/casestudies/acme-rockets');
    expect(await findPageHeading()).toHaveTextContent('Page not found');
  });
});
