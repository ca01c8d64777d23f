import { Tooltip, type TooltipProps } from '@mantine/core';
import { cloneElement, type MouseEvent, type ReactElement, type Ref, useEffect, useRef, useState } from 'react';

type Handler = (e: MouseEvent<HTMLElement>) => void;
type Child = ReactElement<{ ref?: Ref<HTMLElement>; onMouseEnter?: Handler; onMouseLeave?: Handler }>;

/**
 * Mantine's Tooltip, created on the first hover instead of with the screen. A Tooltip mounts a floating-ui
 * instance (which reads the element's computed direction), a Transition and a Portal; the settings page had about
 * fifty (one per house rule's citation and reset button), nearly all never hovered, and they were a large share of
 * its mount. Until the pointer first rests on the child (for `openDelay`, as Mantine's would wait), only the child is
 * rendered; then the Tooltip attaches to it by `target`, already open, and behaves as Mantine's from there (hover
 * shows, leaving hides). The child keeps its place in the tree, so arming never remounts it (no lost focus or click).
 */
export function HoverTooltip({ children, ...props }: Omit<TooltipProps, 'children' | 'target' | 'defaultOpened'> & { children: Child }) {
  const [armed, setArmed] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const own = children.props;
  const setRef = (node: HTMLElement | null) => {
    ref.current = node;
    if (typeof own.ref === 'function') own.ref(node);
    else if (own.ref) (own.ref as { current: HTMLElement | null }).current = node;
  };
  return (
    <>
      {cloneElement(children, {
        ref: setRef,
        onMouseEnter: (e: MouseEvent<HTMLElement>) => {
          own.onMouseEnter?.(e);
          if (armed || props.disabled) return;
          if (props.openDelay) timer.current = setTimeout(() => setArmed(true), props.openDelay);
          else setArmed(true);
        },
        onMouseLeave: (e: MouseEvent<HTMLElement>) => {
          own.onMouseLeave?.(e);
          clearTimeout(timer.current);
        },
      })}
      {armed && <Tooltip {...props} target={ref} defaultOpened />}
    </>
  );
}
