import risingLayers from './rising-layers.webp';
import type { RenderedFamily } from './families';

export interface Render {
  src: string;
  width: number;
  height: number;
}

/**
 * Families shown by a rendered picture rather than a drawing: the firm's mark, five slabs rising to amber,
 * as an object in light, made from the brand's colours by scripts/render-art.mjs. One, on the home page:
 * a render on every hero read as "generic 3D art" that said nothing about its page (review 30), where the
 * mark alone is the brand's own. The size is the file's.
 */
export const RENDERS: Readonly<Record<RenderedFamily, Render>> = {
  home: { src: risingLayers, width: 960, height: 500 },
};
