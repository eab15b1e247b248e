import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRequestLog } from '../../../support/apiRecorder';
import { server } from '../../../support/mswServer';
import { sessionsHandler, makeActiveSession } from '../../../support/handlers/sessions';
import {
  ENROLMENT, MFA_OFF, MFA_ON, RECOVERY_CODES, mfaCodeHandler, mfaDisableHandler, mfaEnrolHandler, mfaStatusHandler,
} from '../../../support/handlers/mfa';
import { ADA, renderProfile } from './profileFixtures';

const section = async () =>
  (await screen.findByRole('heading', { name: 'Two-factor sign-in', level: 2 })).closest('section') as HTMLElement;

describe('/wrap/profile two-factor sign-in', () => {
  beforeEach(() => server.use(sessionsHandler([[makeActiveSession()]])));

  it('sets up with the QR code or the key, refuses a wrong code, then shows the recovery codes once', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    const { store } = renderProfile(ADA, [mfaStatusHandler(MFA_OFF), mfaEnrolHandler(), mfaCodeHandler('/api/auth/mfa/enrol/confirm', '123456', log)]);
    const card = await section();
    expect(await within(card).findByText('Off: signing in needs only your password.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Set up two-factor sign-in' }));

    const qr = await within(card).findByRole('img', { name: 'QR code for setting up two-factor sign-in' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(within(card).getByRole('group', { name: 'Set-up key' })).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copy key' })).toBeInTheDocument();

    const code = within(card).getByRole('textbox', { name: 'Authentication code' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));
    expect(within(card).getByText('Enter the six-digit code from your authenticator app.')).toBeInTheDocument();
    await user.type(code, '654321');
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));
    expect(await within(card).findByText('That code is not valid.')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));
    const list = await within(card).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(RECOVERY_CODES);
    expect(log.requests.map((request) => request.body)).toEqual([{ code: '654321' }, { code: '123456' }]);
    expect(within(card).getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    // The codes and the secret never enter the store.
    expect(JSON.stringify(store.getState())).not.toContain(RECOVERY_CODES[0]);
    expect(JSON.stringify(store.getState())).not.toContain(ENROLMENT.secret);

    await user.click(within(card).getByRole('button', { name: 'I saved my codes' }));
    expect(within(card).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(within(card).getByText(/^On since .* · 10 recovery codes left$/)).toBeInTheDocument();
  });

  it('makes new recovery codes and turns off with the password and a code', async () => {
    const user = userEvent.setup();
    renderProfile(ADA, [mfaStatusHandler(MFA_ON), mfaCodeHandler('/api/auth/mfa/recovery-codes', '111111'), mfaDisableHandler('secret pass', '222222')]);
    const card = await section();
    expect(await within(card).findByText(/^On since .*2026 · 10 recovery codes left$/)).toBeInTheDocument();

    const regen = within(card).getByRole('form', { name: 'New recovery codes' });
    await user.type(within(regen).getByRole('textbox', { name: 'Code' }), '12');
    await user.click(within(regen).getByRole('button', { name: 'Make new codes' }));
    expect(within(regen).getByText(/or a recovery code like K7QXM-3RTPA/)).toBeInTheDocument();
    await user.clear(within(regen).getByRole('textbox', { name: 'Code' }));
    await user.type(within(regen).getByRole('textbox', { name: 'Code' }), '111111');
    await user.click(within(regen).getByRole('button', { name: 'Make new codes' }));
    expect(await within(card).findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'I saved my codes' }));

    const off = within(card).getByRole('form', { name: 'Turn off two-factor sign-in' });
    await user.type(within(off).getByLabelText('Password'), 'wrong pass');
    await user.type(within(off).getByRole('textbox', { name: 'Code' }), '222222');
    await user.click(within(off).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await within(off).findByRole('alert')).toHaveTextContent('The password is wrong.');
    await user.clear(within(off).getByLabelText('Password'));
    await user.type(within(off).getByLabelText('Password'), 'secret pass');
    await user.click(within(off).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
  });

  it('shows a load failure in place with a retry', async () => {
    renderProfile(ADA, [mfaStatusHandler('fail')]);
    const card = await section();
    expect(await within(card).findByText('Two-factor sign-in could not be loaded')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
