import risingLayers from './rising-layers.webp';
import associates from './associates.webp';
import atAGlance from './at-a-glance.webp';
import bootcamps from './bootcamps.webp';
import buy from './buy.webp';
import contact from './contact.webp';
import essentialLeadership from './essential-leadership.webp';
import governance from './governance.webp';
import learningSteps from './learning-steps.webp';
import ourPeople from './our-people.webp';
import purposeValues from './purpose-values.webp';
import reputation from './reputation.webp';
import resourcing from './resourcing.webp';
import tenTalentMindset from './ten-talent-mindset.webp';
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
 * motif", and no picture on the site with depth or light). Every hero but the services', which keep their
 * flat charts (reviews 27 and 28: renders beside flat drawings read as two stock sources). The sizes are
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
  'essential-leadership': { src: essentialLeadership, width: 960, height: 540 },
  'ten-talent-mindset': { src: tenTalentMindset, width: 960, height: 540 },
  bootcamps: { src: bootcamps, width: 960, height: 540 },
  resourcing: { src: resourcing, width: 960, height: 540 },
  associates: { src: associates, width: 960, height: 540 },
  buy: { src: buy, width: 960, height: 540 },
  contact: { src: contact, width: 960, height: 540 },
};
