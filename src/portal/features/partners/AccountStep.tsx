import { Tabs } from '@/components/Tabs';
import { AccountForm } from './AccountForm';
import { accountMode, type AccountMode } from './partnerProvisioningRules';

/** Props of {@link AccountStep}. */
export interface AccountStepProps {
  partnerName: string;
  mode: AccountMode;
  onModeChange: (mode: AccountMode) => void;
}

/** The first step for a visitor who is not signed in: sign in, or create an account, without leaving the page. */
export function AccountStep({ partnerName, mode, onModeChange }: AccountStepProps) {
  return (
    <>
      <p className="partner-page__text">
        Sign in to your Apiscope account, or create one, then choose the organization that receives {partnerName} data.
      </p>
      <Tabs
        label="Your Apiscope account"
        value={mode}
        onValueChange={(value) => onModeChange(accountMode(value))}
        tabs={[
          { value: 'signin', label: 'Sign in', content: <AccountForm mode="signin" /> },
          { value: 'signup', label: 'Sign up', content: <AccountForm mode="signup" /> },
        ]}
      />
    </>
  );
}
