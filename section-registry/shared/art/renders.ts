import risingLayers from './rising-layers.webp';
import atAGlance from './at-a-glance.webp';
import governance from './governance.webp';
import learningSteps from './learning-steps.webp';
import ourPeople from './our-people.webp';
import purposeValues from './purpose-values.webp';
import reputation from './reputation.webp';
import threeOffices from './three-offices.webp';
import type { RenderedFamily } from './families';

export interface Render {
  src: string;
  width: number;
  height: number;
}

/**
 * Families shown by a rendered picture rather than a drawing: the firm's slabs as objects in light, made
 * from the brand's colours by scripts/render-art.mjs (review 26: every drawing "a variation of the same
 * motif", and no picture on the site with depth or light). Where the firm shows itself: the home page's
 * card, the Who We Are pages and the courses; the services keep their flat charts (review 27: three
 * styles of picture read as three stock sources, so the sand panels' line drawings went). The sizes are
 * the files'.
 */
export const RENDERS: Readonly<Record<RenderedFamily, Render>> = {
  home: { src: risingLayers, width: 960, height: 500 },
  'about-overview': { src: threeOffices, width: 960, height: 540 },
  'purpose-values': { src: purposeValues, width: 960, height: 540 },
  'our-people': { src: ourPeople, width: 960, height: 540 },
  governance: { src: governance, width: 960, height: 540 },
  reputation: { src: reputation, width: 960, height: 540 },
  'at-a-glance': { src: atAGlance, width: 960, height: 540 },
  courses: { src: learningSteps, width: 960, height: 540 },
};
