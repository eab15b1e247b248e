import * as Menu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router-dom';
import { onboardingPath, portalPaths } from '@/app/paths';
import { selectProfile } from '@/app/session/authSlice';
import { logout } from '@/app/session/logout';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { useMenuAutoFocus } from './useMenuAutoFocus';

/** The profile menu: who is signed in, profile, installation, plan, and Log out. Areas add entries as they land. */
export function ProfileMenu() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const focusFirstItemOnKeyboardOpen = useMenuAutoFocus();
  const profile = useAppSelector(selectProfile);
  const email = profile?.email ?? 'Account';
  return (
    <Menu.Root>
      <Menu.Trigger className="portal__profile">
        <span className="visually-hidden">Account menu for </span>
        <span className="portal__avatar" aria-hidden="true">
          {email.slice(0, 1).toUpperCase()}
        </span>
        <span className="portal__profile-email">{email}</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="portal-menu" align="end" sideOffset={6} onFocus={focusFirstItemOnKeyboardOpen}>
          <Menu.Label className="portal-menu__label">Signed in as {email}</Menu.Label>
          <Menu.Item className="portal-menu__item" onSelect={() => void navigate(portalPaths.profile)}>
            Profile
          </Menu.Item>
          <Menu.Item className="portal-menu__item" onSelect={() => void navigate(onboardingPath())}>
            Installation
          </Menu.Item>
          <Menu.Item className="portal-menu__item" onSelect={() => void navigate(portalPaths.subscription)}>
            Plan and usage
          </Menu.Item>
          <Menu.Item className="portal-menu__item" onSelect={() => void navigate(portalPaths.notices)}>
            Third-party notices
          </Menu.Item>
          <Menu.Separator className="portal-menu__separator" />
          <Menu.Item className="portal-menu__item" onSelect={() => void dispatch(logout())}>
            Log out
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
