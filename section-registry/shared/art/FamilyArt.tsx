import type { ReactNode } from 'react';
import { AccraOffice, LondonOffice, Mark, NewYorkOffice, Services } from './site-art';
import { SERVICE_COMPOSITIONS } from './ServiceArt';
import { Composed, type ComposedProps } from './Composed';
import type { DrawnFamily } from './families';

/** Each family's composition: a lookup, so adding a family is one entry here and one drawing. */
const COMPOSITIONS: Record<DrawnFamily, () => ReactNode> = {
  home: Mark,
  services: Services,
  ...SERVICE_COMPOSITIONS,
  london: LondonOffice,
  'new-york': NewYorkOffice,
  accra: AccraOffice,
};

/**
 * A page family's hero drawing: rising layers composed its own way, 5:4, as wide as its container.
 * Decorative: it never carries meaning the page does not also say in words.
 */
export function FamilyArt({ family, ...props }: ComposedProps & { family: DrawnFamily }) {
  // A service's drawing is a chart: no rings behind it (ServiceArt draws it the same way).
  return <Composed Composition={COMPOSITIONS[family]} rings={!(family in SERVICE_COMPOSITIONS)} {...props} />;
}
