import { createContext, useContext, type CSSProperties, type HTMLAttributes } from 'react';
import type { TypeStepName } from '../../src/design-tokens';
import classes from './item-title.module.css';

/**
 * The heading level for items inside a section: h3 under the section's h2, or
 * h2 when the section has no heading of its own, so the page outline never
 * skips a level. Set by SectionShell.
 */
export const ItemHeadingOrder = createContext<2 | 3>(3);

export function useItemHeadingOrder(): 2 | 3 {
  return useContext(ItemHeadingOrder);
}

type Space = 'xs' | 'sm' | 'md';

interface ItemTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Its size, a step of the type scale: a card's title by default, whatever its level. */
  step?: Extract<TypeStepName, 'subheading' | 'item' | 'body'>;
  /** Space above or below, a step of the spacing scale. */
  mt?: Space;
  mb?: Space;
}

/**
 * A card, step or entry title at the right level for where it sits, at the size its role asks for.
 * A plain heading (no component library), so sections that hydrate as islands stay small.
 */
export function ItemTitle({ step = 'item', mt, mb, className, style, ...props }: ItemTitleProps) {
  const Heading = useItemHeadingOrder() === 2 ? 'h2' : 'h3';
  const spacing: CSSProperties = {
    ...(mt ? { marginTop: `var(--mantine-spacing-${mt})` } : {}),
    ...(mb ? { marginBottom: `var(--mantine-spacing-${mb})` } : {}),
  };
  return (
    <Heading
      className={className ? `${classes.title} ${className}` : classes.title}
      data-step={step}
      style={{ ...spacing, ...style }}
      {...props}
    />
  );
}
