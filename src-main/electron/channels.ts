/** The single IPC channel name the preload and main agree on; the contract's channel names ride inside it. */
export const INVOKE = 'pitwall:invoke';
export const MENU_EVENT = 'pitwall:menu';
