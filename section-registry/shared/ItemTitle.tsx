import { Title, type TitleProps } from '@mantine/core';
import { createContext, useContext } from 'react';
import type { TypeStepName } from '../../src/design-tokens';

/**
 * The heading level for items inside a section: h3 under the section's h2, or
 * h2 when the section has no heading of its own, so the page outline never
 * skips a level. Set by SectionShell.
 */
export const ItemHeadingOrder = createContext<2 | 3>(3);

export function useItemHeadingOrder(): 2 | 3 {
  return useContext(ItemHeadingOrder);
}

interface ItemTitleProps extends Omit<TitleProps, 'order' | 'size'> {
  /** Its size, a step of the type scale: a card's title by default, whatever its level. */
  step?: Extract<TypeStepName, 'subheading' | 'item' | 'body'>;
}

/** A card, step or entry title at the right level for where it sits, at the size its role asks for. */
export function ItemTitle({ step = 'item', ...props }: ItemTitleProps) {
  return <Title order={useItemHeadingOrder()} fz={`var(--type-${step})`} lh={`var(--type-${step}-lh)`} {...props} />;
}
