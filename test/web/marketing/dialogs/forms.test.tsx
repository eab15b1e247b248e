import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { FormEmbed } from '@/marketing/dialogs/FormEmbed';
import { SupportRequestDialog } from '@/marketing/dialogs/SupportRequestDialog';
import { server } from '../../support/mswServer';

expect.extend(toHaveNoViolations);

const renderForm = (kind: 'demo' | 'contact' | 'support') =>
  render(
    <MemoryRouter>
      <FormEmbed kind={kind} />
    </MemoryRouter>,
  );

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  }
}

describe('form-provider adapter', () => {
  const original = process.env.FORM_PROVIDER_URL;
  afterEach(() => {
    process.env.FORM_PROVIDER_URL = original;
  });

  it('embeds the hosted form when a form provider is configured', () => {
    process.env.FORM_PROVIDER_URL = 'https://forms.example/embed?site=apiscope';
    renderForm('demo');
    const frame = screen.getByTitle('Schedule a demo');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://forms.example/embed?site=apiscope&form=demo');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('falls back to the built-in form when the provider URL is malformed', () => {
    process.env.FORM_PROVIDER_URL = 'not a url';
    renderForm('contact');
    expect(screen.getByRole('form', { name: 'Contact sales' })).toBeInTheDocument();
  });
});

describe('built-in form', () => {
  beforeEach(() => {
    process.env.FORM_PROVIDER_URL = '';
  });

  it('says what is missing or wrong, field by field', async () => {
    const user = userEvent.setup();
    renderForm('demo');
    await user.click(screen.getByRole('button', { name: 'Request a demo' }));
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your work email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your company name.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Full name/)).toHaveAccessibleDescription('Enter your name.');

    await fill(user, { 'Work email': 'ada@' });
    await user.click(screen.getByRole('button', { name: 'Request a demo' }));
    expect(screen.getByText('Enter a valid email address, like name@company.com.')).toBeInTheDocument();
  });

  it('requires a message on the contact and support forms only', async () => {
    const user = userEvent.setup();
    renderForm('support');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Tell us a little about your request.')).toBeInTheDocument();
    expect(screen.queryByText('Enter your company name.')).not.toBeInTheDocument();
  });

  it('posts to /api/forms/{kind} and confirms receipt', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.post('/api/forms/demo', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 'f1', received: true }, { status: 201 });
      }),
    );
    renderForm('demo');
    await fill(user, { 'Full name': 'Ada Lovelace', 'Work email': 'ada@example.com ', Company: 'Analytical Engines' });
    await user.click(screen.getByRole('button', { name: 'Request a demo' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks — we received your request');
    expect(body).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', message: '' });
  });

  it('shows the server error and keeps what the visitor typed', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/forms/contact', () =>
        HttpResponse.json({ message: 'Too many form submissions: try again in 1 minute' }, { status: 429 }),
      ),
    );
    renderForm('contact');
    await fill(user, {
      'Full name': 'Ada Lovelace',
      'Work email': 'ada@example.com',
      Company: 'Analytical Engines',
      'How can we help': 'Metered billing for our API',
    });
    await user.click(screen.getByRole('button', { name: 'Contact sales' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many form submissions: try again in 1 minute');
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/^How can we help/)).toHaveValue('Metered billing for our API');
  });

  it('states the consent and links the privacy policy', () => {
    renderForm('demo');
    const form = screen.getByRole('form', { name: 'Schedule a demo' });
    expect(form).toHaveTextContent('you agree that Apiscope may contact you about this request');
    expect(within(form).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  });
});

describe('support-request dialog', () => {
  beforeEach(() => {
    process.env.FORM_PROVIDER_URL = '';
  });

  it('sends the support form with the page it was opened on', async () => {
    const user = userEvent.setup();
    let body: Record<string, unknown> = {};
    server.use(
      http.post('/api/forms/support', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: 's1', received: true }, { status: 201 });
      }),
    );
    render(
      <MemoryRouter>
        <SupportRequestDialog open onOpenChange={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('dialog', { name: 'Request support' })).toBeInTheDocument();
    await fill(user, { 'Full name': 'Ada', 'Work email': 'ada@example.com', 'Describe the problem': 'Events missing since 09:00' });
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Thanks — we received your request')).toBeInTheDocument();
    expect(body).toMatchObject({ message: 'Events missing since 09:00', page: '/' });
  });

  it('has no detectable accessibility violations', async () => {
    render(
      <MemoryRouter>
        <SupportRequestDialog open onOpenChange={() => undefined} />
      </MemoryRouter>,
    );
    expect(await axe(document.body)).toHaveNoViolations();
  }, 20_000);
});
