import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderContentRoute } from './renderContentRoute';

jest.mock('@/lib/analytics', () => ({ trackEvent: jest.fn() }));

const PAGE = '/enterprise/api-analytics-for-api-management';

function selectedTab() {
  return screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
}

describe('SDK preselection from ?language=', () => {
  it.each([
    ['', 'Node.js', "require('moesif-nodejs')"],
    ['?language=python', 'Python', 'MoesifMiddleware'],
    ['?language=Golang', 'Go', 'Api_Endpoint'],
    ['?language=node.js', 'Node.js', 'baseUri'],
    ['?language=kong', 'Kong', 'config.api_endpoint'],
    ['?language=curl', 'HTTP API', 'X-Moesif-Application-Id'],
    ['?language=cobol', 'Node.js', "require('moesif-nodejs')"],
  ])('%s selects %s', async (query, label, codeSnippet) => {
    await renderContentRoute(`${PAGE}${query}`);
    expect(selectedTab()).toHaveTextContent(label);
    expect(screen.getByRole('tabpanel')).toHaveTextContent(codeSnippet);
  });

  it('lets the visitor switch tabs with the keyboard', async () => {
    const user = userEvent.setup();
    await renderContentRoute(`${PAGE}?language=python`);
    await user.click(screen.getByRole('tab', { name: 'Python' }));
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Go');
  });

  it('other enterprise pages have no SDK tabs', async () => {
    await renderContentRoute('/enterprise/gdpr-compliance?language=python');
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
