import { render, screen, within } from '@testing-library/react';
import { comparePages } from '@/marketing/content/compare';
import { comparisonGroups, type ComparisonNote } from '@/marketing/content/compareTypes';
import { ComparisonTable } from '@/marketing/sections/ComparisonTable';
import { comparisonTableGroups } from '@/marketing/sections/comparisonTableModel';
import { renderContentRoute } from './renderContentRoute';

jest.mock('@/lib/analytics', () => ({ trackEvent: jest.fn() }));

function rowLabels(table: HTMLElement): string[] {
  return within(table).getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
}

describe('comparison table rows adapt per competitor', () => {
  it('shows billing rows for a billing rival and monitoring rows for an APM vendor', async () => {
    await renderContentRoute('/compare-to/orb');
    const orbRows = rowLabels(screen.getByRole('table', { name: 'Apiscope compared with Orb' }));
    expect(orbRows).toContain('Prepaid credits with live balances');
    expect(orbRows).not.toContain('Anomaly-detection alerts');
  });

  it('shows monitoring rows for Datadog', async () => {
    await renderContentRoute('/compare-to/datadog-application-performance-monitoring');
    const rows = rowLabels(screen.getByRole('table', { name: 'Apiscope compared with Datadog' }));
    expect(rows).toContain('Anomaly-detection alerts');
    expect(rows).not.toContain('Prepaid credits with live balances');
  });

  it.each(Object.entries(comparePages))('%s has rows under all eight sub-sections', (_company, page) => {
    expect(comparisonTableGroups(page.comparison).map((entry) => entry.group)).toEqual([...comparisonGroups]);
  });

  it('lists rows in catalogue order and leaves out sub-sections without rows', () => {
    const groups = comparisonTableGroups({ traces: 'no', 'billing-meters': 'partial', 'threshold-alerts': 'Basic Alerts' });
    expect(groups.map((entry) => entry.group)).toEqual(['Usage-Based Billing', 'API Monitoring']);
    expect(groups[1].rows.map((row) => row.id)).toEqual(['threshold-alerts', 'traces']);
  });

  it('uses every short qualifier somewhere in the content', () => {
    const used = new Set(Object.values(comparePages).flatMap((page) => Object.values(page.comparison)));
    const notes: ComparisonNote[] = ['Only Custom Metadata', 'SQL Only', 'Stripe Only', 'Not Customizable', 'Basic Only', 'Billing Only', 'Basic Alerts'];
    for (const note of notes) expect(used).toContain(note);
  });
});

describe('comparison table cells are accessible', () => {
  beforeEach(() => {
    render(
      <ComparisonTable
        competitorName="Example Tool"
        cells={{ 'billing-meters': 'yes', 'pricing-models': 'partial', 'billing-providers': 'Stripe Only', 'prepaid-credits': 'no' }}
        note="Based on public documentation."
      />,
    );
  });

  it('has a caption, column headers and a row header per capability', () => {
    const table = screen.getByRole('table', { name: 'Apiscope compared with Example Tool' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((cell) => cell.textContent)).toEqual(['Capability', 'Apiscope', 'Example Tool']);
    for (const column of columns) expect(column).toHaveAttribute('scope', 'col');
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.filter((cell) => cell.getAttribute('scope') === 'row')).toHaveLength(4);
    expect(within(table).getByText('Usage-Based Billing')).toHaveAttribute('scope', 'rowgroup');
  });

  it('reads a check as Yes, a half check as Partial, a dash as No and short text as itself', () => {
    const cellsOf = (label: string) => within(screen.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement).getAllByRole('cell');
    expect(cellsOf('Billing meters on any API or event metric').map((cell) => cell.textContent)).toEqual(['Yes', 'Yes']);
    expect(cellsOf('Prepaid, postpaid, tiered, volume and pay-as-you-go pricing')[1]).toHaveTextContent(/^Partial$/);
    expect(cellsOf('Invoices through Stripe, Chargebee, Recurly, Zuora or webhooks')[1]).toHaveTextContent(/^Stripe Only$/);
    expect(cellsOf('Prepaid credits with live balances')[1]).toHaveTextContent(/^—No$/);
    const yes = within(cellsOf('Billing meters on any API or event metric')[1]).getByText('Yes');
    expect(yes).toHaveClass('visually-hidden');
    expect(cellsOf('Billing meters on any API or event metric')[1].querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
