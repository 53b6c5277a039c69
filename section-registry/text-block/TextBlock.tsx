import { Title } from '@mantine/core';
import { SectionShell } from '../shared/SectionShell';
import type { TextBlockProps } from './schema';
import classes from './text-block.module.css';

/** Running text: an optional heading and paragraphs, at the left edge the hero set, about 70 characters a line. */
export default function TextBlock({ heading, paragraphs, lead, tone }: TextBlockProps) {
  if (!heading && paragraphs.length === 0) return null;
  return (
    <SectionShell tone={tone}>
      <div className={classes.text} data-lead={lead || undefined}>
        {heading && <Title order={2}>{heading}</Title>}
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </SectionShell>
  );
}
