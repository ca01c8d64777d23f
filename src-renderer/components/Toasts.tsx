import { Notifications } from '@mantine/notifications';
import classes from './Toasts.module.css';

/** Toasts in view at once; more wait their turn. tests/e2e/organizer-polish.spec.ts holds the screen to it. */
export const TOASTS_AT_ONCE = 3;

/**
 * Where the app's toasts appear: top right under the header, three at most and narrow, clear of the sticky Save bar at
 * the bottom and of the screens' own buttons, which sit below their titles.
 */
export function Toasts() {
  return <Notifications position="top-right" limit={TOASTS_AT_ONCE} autoClose={5000} containerWidth={340} classNames={{ root: classes.root }} />;
}
