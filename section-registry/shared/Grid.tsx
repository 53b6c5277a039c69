import type { CSSProperties, ElementType, HTMLAttributes, ReactNode } from 'react';
import { balancedColumns } from './balanced-columns';
import classes from './grid.module.css';

type Breakpoint = 'base' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type Columns = Partial<Record<Breakpoint, number>> & { base: number };
type Gap = 'md' | 'lg' | 'xl' | 'xxl';

interface GridProps extends Omit<HTMLAttributes<HTMLElement>, 'style'> {
  /** Columns from each breakpoint up (the theme's breakpoints): the most a row may hold. */
  cols: Columns;
  /**
   * How many cells the grid holds, for lists of cards: each breakpoint then takes the
   * column count that leaves no orphan (see balancedColumns), and a short last row is centred.
   */
  count?: number;
  gap?: Gap;
  /** Cells as tall as their content, at the top (default: as tall as the row). */
  alignStart?: boolean;
  component?: ElementType;
  children: ReactNode;
}

/**
 * A responsive grid in CSS alone: the columns travel as custom properties in a
 * style attribute, and the breakpoints are in the stylesheet. Mantine's
 * SimpleGrid would put a <style> element into the page body for each grid.
 */
export function Grid({
  cols,
  count,
  gap = 'lg',
  alignStart,
  component: Component = 'div',
  className,
  children,
  ...rest
}: GridProps) {
  const style: Record<string, number> = {};
  for (const [breakpoint, max] of Object.entries(cols)) {
    style[`--cols-${breakpoint}`] = count === undefined ? max : balancedColumns(count, max);
  }
  return (
    <Component
      {...rest}
      className={className ? `${classes.grid} ${className}` : classes.grid}
      data-gap={gap}
      data-align={alignStart ? 'start' : undefined}
      data-balanced={count === undefined ? undefined : ''}
      style={style as CSSProperties}
    >
      {children}
    </Component>
  );
}
