import risingLayers from './rising-layers.webp';
import learningSteps from './learning-steps.webp';
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
 * motif", and no picture on the site with depth or light). Three, where a family is first met: the home
 * page's card, Who We Are's three offices, and the courses' steps. The sizes are the files'.
 */
export const RENDERS: Readonly<Record<RenderedFamily, Render>> = {
  home: { src: risingLayers, width: 960, height: 500 },
  'about-overview': { src: threeOffices, width: 960, height: 540 },
  courses: { src: learningSteps, width: 960, height: 540 },
};
