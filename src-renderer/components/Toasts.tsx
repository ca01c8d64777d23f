import { Notifications } from '@mantine/notifications';
import classes from './Toasts.module.css';

/** Toasts in view at once; more wait their turn. tests/e2e/organizer-polish.spec.ts holds the screen to it. */
export const TOASTS_AT_ONCE = 3;

/**
 * Where the app's toasts appear: top right under the header, clear of the sticky Save bar at the bottom; three at most,
 * narrow, and stacked one behind the other, so a run of operations covers one toast's height of the screen, not three.
 */
export function Toasts() {
  return (
    <Notifications position="top-right" limit={TOASTS_AT_ONCE} autoClose={5000} containerWidth={320} layout="stacked" classNames={{ root: classes.root }} />
  );
}
