import { Notifications } from '@mantine/notifications';

/** Toasts in view at once; more wait their turn. tests/e2e/organizer-polish.spec.ts holds the screen to it. */
export const TOASTS_AT_ONCE = 3;

/**
 * Where the app's toasts appear: bottom left, over the empty foot of the navigation. Every screen keeps its actions
 * elsewhere (the designer's Buy at the top right, the sticky Save bar at the bottom right, the Stores' Buy in the
 * content), so a toast never covers the next click. Three at most, narrow, stacked one behind the other.
 */
export function Toasts() {
  return <Notifications position="bottom-left" limit={TOASTS_AT_ONCE} autoClose={5000} containerWidth={320} layout="stacked" />;
}
