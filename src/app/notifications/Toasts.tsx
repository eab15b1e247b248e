import { useAppSelector } from '@/app/store/hooks';
import { selectNotifications, type NotificationPosition } from './notificationsSlice';
import { Toast } from './Toast';
import './Toasts.css';

const POSITIONS: NotificationPosition[] = ['top-center', 'top-right'];

/**
 * Renders the notification stacks (top centre and top right). Mount once in the app shell, inside the store
 * provider. Stacks stay mounted even when empty so screen readers already know the live regions.
 */
export function Toasts() {
  const notifications = useAppSelector(selectNotifications);
  return (
    <>
      {POSITIONS.map((position) => (
        <div key={position} className={`toasts toasts--${position}`} data-position={position}>
          {notifications
            .filter((notification) => notification.position === position)
            .map((notification) => (
              <Toast key={notification.id} notification={notification} />
            ))}
        </div>
      ))}
    </>
  );
}
