import { Group } from '@mantine/core';
import { ActionButton } from '../shared/ActionButton';
import { DEFAULT_CTA_HREF } from '../shared/defaults';
import { SectionShell } from '../shared/SectionShell';
import type { CtaProps } from './schema';
import { CtaLayers } from '../shared/art/CtaLayers';
import { ContactCard } from '../shared/Aside';
import { NextSteps } from './NextSteps';

/**
 * The closing call to action: words and buttons in a panel, and beside them, where a page names one, the
 * person who answers (their portrait, role, office and address), so the close has a name, not a form; or,
 * on a page that named its lead above, what happens after a visitor writes.
 */
export default function Cta({
  heading,
  description,
  primaryAction,
  secondaryAction,
  tone,
  layers,
  contact,
  next,
}: CtaProps) {
  if (!heading && !primaryAction?.label) return null;
  const onBrand = tone === 'brand';
  return (
    <SectionShell
      heading={heading}
      description={description}
      panel={tone}
      // The device once a page (docs/design.md): a page whose hero draws its own layers closes on plain navy.
      decoration={onBrand && layers ? <CtaLayers /> : undefined}
      panelAside={
        contact?.name ? (
          <ContactCard contact={contact} box="div" role="group" brief />
        ) : next?.steps.some(Boolean) ? (
          <NextSteps {...next} />
        ) : undefined
      }
    >
      <Group gap="md">
        {primaryAction?.label && (
          <ActionButton
            label={primaryAction.label}
            href={primaryAction.href ?? DEFAULT_CTA_HREF}
            size="lg"
            withArrow
            variant={onBrand ? 'white' : 'filled'}
          />
        )}
        {secondaryAction?.label && (
          <ActionButton
            label={secondaryAction.label}
            href={secondaryAction.href ?? DEFAULT_CTA_HREF}
            size="lg"
            variant={onBrand ? 'outline-white' : 'outline'}
          />
        )}
      </Group>
    </SectionShell>
  );
}
