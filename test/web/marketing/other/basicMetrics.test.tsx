import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BasicMetricsPage } from '@/marketing/pages/other/landing/BasicMetricsPage';

function renderPage(authContainer?: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/basic-landing']}>
      <BasicMetricsPage authContainer={authContainer} />
    </MemoryRouter>,
  );
}

describe('basic-metrics page', () => {
  it('shows its sign-up calls to action on its own', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Activate basic metrics' })).toHaveAttribute('href', '/signup?intent=monitor');
    expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/price/basic-insights');
  });

  it('hides the calls to action when an auth container is supplied, and shows what it passes instead', () => {
    renderPage(<button type="button">Enable in your console</button>);
    expect(screen.queryByRole('link', { name: 'Activate basic metrics' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Compare plans' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable in your console' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Basic API metrics');
  });
});
