/** The illustration system (docs/design.md, "The device: rising layers"): drawings generated from the tokens. */
export { ART_FAMILIES, FamilyArt, type ArtFamily } from './FamilyArt';
export { CtaLayers } from './CtaLayers';
export { Initials, PortraitFrame } from './PortraitFrame';
export { PORTRAIT_TINTS, portraitTint, type PortraitTint } from './portrait-tints';
