import type { ReactNode } from 'react';
import { Composed, type ComposedProps } from './Composed';
import type { ServiceFamily } from './families';
import {
  Consulting,
  LearningDevelopment,
  MindsetCultureChange,
  OrganisationalDesign,
  QualityAssurance,
  TransformationChange,
} from './service-art';

export const SERVICE_COMPOSITIONS: Record<ServiceFamily, () => ReactNode> = {
  consulting: Consulting,
  'organisational-design': OrganisationalDesign,
  'mindset-culture-change': MindsetCultureChange,
  'transformation-change': TransformationChange,
  'quality-assurance': QualityAssurance,
  'learning-development': LearningDevelopment,
};

/**
 * A service's drawing, as its page's hero shows it, with only the six services' compositions in its
 * module: the services overview's tabs island ships these, not every family's (5 kB gzipped).
 */
export function ServiceArt({ family, ...props }: ComposedProps & { family: ServiceFamily }) {
  return <Composed Composition={SERVICE_COMPOSITIONS[family]} rings={false} {...props} />;
}
