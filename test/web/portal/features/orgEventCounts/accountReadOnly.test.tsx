import { screen, within } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { storeSignedInSession } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { renderRoute } from '../../../app/renderRoute';
import { ADA_ORG, DEMO_ORGANIZATION } from '../../../support/handlers/organizations';
import { quietPortalHandlers } from '../../../support/portalShell';

expect.extend(toHaveNoViolations);

const orgCard = async (name: string) => (await screen.findByRole('heading', { name, level: 3 })).closest('li') as HTMLElement;

describe('/wrap/apps demo organization and roles', () => {
  beforeEach(() => storeSignedInSession());

  it('labels the demo organization read-only, lists it after own ones, and offers no token or create app there', async () => {
    server.use(...quietPortalHandlers([DEMO_ORGANIZATION, ADA_ORG]));
    renderRoute('/wrap/apps');
    const demo = await orgCard('Apiscope Demo');
    expect(within(demo).getByText('Demo (read-only)')).toBeInTheDocument();
    expect(within(demo).getByRole('heading', { name: 'default', level: 4 })).toBeInTheDocument();
    expect(await within(demo).findAllByText('0')).toHaveLength(2);
    expect(within(demo).queryByRole('button', { name: /collector token/ })).not.toBeInTheDocument();
    expect(within(demo).queryByRole('form')).not.toBeInTheDocument();
    expect(within(demo).queryByRole('textbox')).not.toBeInTheDocument();
    const orgNames = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(orgNames).toEqual(['Ada Industries', 'Apiscope Demo']);
    expect(within(await orgCard('Ada Industries')).queryByText('Demo (read-only)')).not.toBeInTheDocument();
  });

  it('treats the organization with the demo id as read-only even without the demo flag', async () => {
    server.use(...quietPortalHandlers([{ ...DEMO_ORGANIZATION, demo: undefined, role: 'Owner' }]));
    renderRoute('/wrap/apps');
    const demo = await orgCard('Apiscope Demo');
    expect(within(demo).getByText('Demo (read-only)')).toBeInTheDocument();
    expect(within(demo).queryByRole('button', { name: /collector token/ })).not.toBeInTheDocument();
    expect(within(demo).queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers tokens but not app creation to Members, and neither to Read Only members', async () => {
    server.use(
      ...quietPortalHandlers([
        { ...ADA_ORG, role: 'Member' },
        { id: 'o2', name: 'Partner Co', role: 'Read Only', apps: [{ id: 'p1', name: 'Partner API' }] },
      ]),
    );
    renderRoute('/wrap/apps');
    const member = await orgCard('Ada Industries');
    expect(within(member).getByRole('button', { name: 'Get collector token for Orders API' })).toBeInTheDocument();
    expect(within(member).queryByRole('form')).not.toBeInTheDocument();
    expect(within(member).getByText('Only owners and admins can create apps in this organization.')).toBeInTheDocument();
    const readOnly = await orgCard('Partner Co');
    expect(within(readOnly).queryByRole('button', { name: /collector token/ })).not.toBeInTheDocument();
    expect(within(readOnly).queryByRole('form')).not.toBeInTheDocument();
  });

  it('has no axe violations, with headings in order, once counts are loaded', async () => {
    server.use(...quietPortalHandlers([ADA_ORG, DEMO_ORGANIZATION, { id: 'o3', name: 'Empty Org', role: 'Owner', apps: [] }]));
    const { container } = renderRoute('/wrap/apps');
    await orgCard('Empty Org');
    expect(await screen.findAllByText('0')).toHaveLength(6);
    expect(screen.getByText('No apps yet. Create one below to get a collector token.')).toBeInTheDocument();
    // The screen's headings (the shell's navigation has its own) start at h1 and skip no level.
    const levels = within(screen.getByRole('main')).getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
    expect(await axe(container)).toHaveNoViolations();
  });
});
