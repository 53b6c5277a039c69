import { Title, type TitleProps } from '@mantine/core';
import { createContext, useContext } from 'react';

/**
 * The heading level for items inside a section: h3 under the section's h2, or
 * h2 when the section has no heading of its own, so the page outline never
 * skips a level. Set by SectionShell.
 */
export const ItemHeadingOrder = createContext<2 | 3>(3);

export function useItemHeadingOrder(): 2 | 3 {
  return useContext(ItemHeadingOrder);
}

/** A card, step or entry title at the right level for where it sits. */
export function ItemTitle(props: Omit<TitleProps, 'order'>) {
  return <Title order={useItemHeadingOrder()} {...props} />;
}
