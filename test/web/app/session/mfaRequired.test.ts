import { handleMfaRequired, isMfaRequired, MFA_REQUIRED_TITLE, MFA_SETUP_PATH } from '@/app/session/mfaRequired';
import * as navigator from '@/app/store/navigator';

describe('the mfa_enforced refusal', () => {
  it('recognises only the 403 answers of the policy', () => {
    expect(isMfaRequired({ status: 403, code: 'mfa_enrollment_required' })).toBe(true);
    expect(isMfaRequired({ status: 403, code: 'mfa_verification_required' })).toBe(true);
    expect(isMfaRequired({ status: 403, code: 'other' })).toBe(false);
    expect(isMfaRequired({ status: 401, code: 'mfa_enrollment_required' })).toBe(false);
  });

  it('opens the two-factor section with the reason, once for a burst of refusals', () => {
    const navigate = jest.spyOn(navigator, 'navigateTo').mockImplementation(() => undefined);
    const dispatch = jest.fn();
    const error = { status: 403, code: 'mfa_enrollment_required', data: { message: 'This organization requires two-factor sign-in.' } };
    expect(handleMfaRequired(error, dispatch, 1_000_000)).toBe(true);
    expect(handleMfaRequired(error, dispatch, 1_001_000)).toBe(true);
    expect(handleMfaRequired({ status: 404 }, dispatch, 1_002_000)).toBe(false);
    expect(navigate.mock.calls).toEqual([[MFA_SETUP_PATH]]);
    expect(MFA_SETUP_PATH).toBe('/wrap/profile#two-factor');
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch.mock.calls[0][0].payload).toMatchObject({ kind: 'error', title: MFA_REQUIRED_TITLE, message: 'This organization requires two-factor sign-in.' });
    expect(handleMfaRequired(error, dispatch, 1_010_000)).toBe(true);
    expect(dispatch).toHaveBeenCalledTimes(2);
    navigate.mockRestore();
  });
});
