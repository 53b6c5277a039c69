import type { ReactNode } from 'react';
import { AboutOverview, AtAGlance, Governance, OurPeople, PurposeValues, Reputation } from './about-art';
import { AccraOffice, Buy, Contact, Home, LondonOffice, NewYorkOffice, Services } from './site-art';
import { Associates, Resourcing } from './people-art';
import { Bootcamps, Courses, EssentialLeadership, TenTalentMindset } from './course-art';
import {
  Consulting,
  LearningDevelopment,
  MindsetCultureChange,
  OrganisationalDesign,
  QualityAssurance,
  TransformationChange,
} from './service-art';
import { Drawing } from './Drawing';
import { Horizon } from './horizon';
import classes from './art.module.css';
import type { ArtFamily } from './families';

/** Each family's composition: a lookup, so adding a family is one entry here and one drawing. */
const COMPOSITIONS: Record<ArtFamily, () => ReactNode> = {
  home: Home,
  'about-overview': AboutOverview,
  'purpose-values': PurposeValues,
  'our-people': OurPeople,
  governance: Governance,
  reputation: Reputation,
  'at-a-glance': AtAGlance,
  services: Services,
  consulting: Consulting,
  'organisational-design': OrganisationalDesign,
  'mindset-culture-change': MindsetCultureChange,
  'transformation-change': TransformationChange,
  'quality-assurance': QualityAssurance,
  'learning-development': LearningDevelopment,
  courses: Courses,
  'essential-leadership': EssentialLeadership,
  'ten-talent-mindset': TenTalentMindset,
  bootcamps: Bootcamps,
  resourcing: Resourcing,
  associates: Associates,
  buy: Buy,
  contact: Contact,
  london: LondonOffice,
  'new-york': NewYorkOffice,
  accra: AccraOffice,
};

interface FamilyArtProps {
  family: ArtFamily;
  /** `panel` for the hero's navy panel: every layer lighter than the navy (art.module.css, `.onPanel`). */
  tone?: 'light' | 'panel';
  className?: string;
}

/**
 * A page family's hero drawing: rising layers composed its own way, 5:4, as wide as its container.
 * Decorative: it never carries meaning the page does not also say in words.
 */
export function FamilyArt({ family, tone = 'light', className }: FamilyArtProps) {
  const Composition = COMPOSITIONS[family];
  const classNames = [tone === 'panel' ? classes.onPanel : '', className].filter(Boolean).join(' ');
  return (
    <Drawing className={classNames || undefined}>
      {/* In the hero's panel the drawing is the page's picture: it gets a landscape to stand in. */}
      {tone === 'panel' && <Horizon />}
      <Composition />
    </Drawing>
  );
}
