/** The illustration system (docs/design.md, "The device: rising layers"): drawings generated from the tokens. */
export { FamilyArt } from './FamilyArt';
export { ArtHead } from './ArtHead';
export { ART_FAMILIES, PAGE_ART, isMap, type ArtFamily } from './families';
export { OfficeMap, OfficeMapPanel } from './OfficeMap';
export { CtaLayers } from './CtaLayers';
export { Initials, PortraitFrame } from './PortraitFrame';
export { PORTRAIT_TINT } from './portrait-tint';
