import type { ElementType, HTMLAttributes } from 'react';
import classes from './surface.module.css';

interface SurfaceProps extends HTMLAttributes<HTMLElement> {
  component?: ElementType;
  /** Inner space, a step of the spacing scale. */
  padding?: 'lg' | 'xl';
  /** A hairline border (cards); without it, a panel with its own background. */
  withBorder?: boolean;
  /** Focusable surfaces (a card a keyboard can reach) need this. */
  tabIndex?: number;
}

/**
 * A card or panel: white, rounded, padded, optionally bordered. Plain elements and one class, so
 * sections that hydrate as islands carry no component library (Mantine's Card looks the same).
 */
export function Surface({
  component: Component = 'div',
  padding = 'xl',
  withBorder = true,
  className,
  ...props
}: SurfaceProps) {
  return (
    <Component
      className={className ? `${classes.surface} ${className}` : classes.surface}
      data-padding={padding}
      data-with-border={withBorder || undefined}
      {...props}
    />
  );
}
