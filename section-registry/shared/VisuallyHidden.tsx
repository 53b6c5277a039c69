import type { ElementType, ReactNode } from 'react';
import classes from './visually-hidden.module.css';

/**
 * Words for screen readers only. A plain element and one class, so a section that hydrates as an
 * island carries no component library for it.
 */
export function VisuallyHidden({
  children,
  component: Component = 'span',
  className,
}: {
  children: ReactNode;
  component?: ElementType;
  className?: string;
}) {
  return <Component className={className ? `${classes.hidden} ${className}` : classes.hidden}>{children}</Component>;
}
