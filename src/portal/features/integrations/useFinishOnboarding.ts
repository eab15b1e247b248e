import { useNavigate } from 'react-router-dom';
import { selectAuth } from '@/app/session/authSlice';
import { setOnboarded } from '@/app/session/authThunks';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';

/** Ending the flow (finished or skipped): save that the user is onboarded, then leave for the destination. */
export interface FinishOnboarding {
  finish: () => Promise<void>;
  /** The onboarded flag is being saved. */
  saving: boolean;
}

/**
 * Marks the user onboarded and goes to `destination` (the app's dashboard). When saving fails the user stays (the
 * error policy's notice says why) and can try again.
 */
export function useFinishOnboarding(destination: string): FinishOnboarding {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const saving = useAppSelector(selectAuth).loading;
  const finish = async () => {
    const result = await dispatch(setOnboarded());
    if (!result.error) await navigate(destination);
  };
  return { finish, saving };
}
