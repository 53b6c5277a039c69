import { Title } from '@mantine/core';
import { WithAside } from '../shared/Aside';
import { SectionShell } from '../shared/SectionShell';
import classes from './text-block.module.css';
import type { TextBlockProps } from './schema';

/**
 * Running text: an optional heading and paragraphs, at the left edge the hero set, about 70
 * characters a line. With an aside, the text takes seven columns of a wide screen and the aside
 * the other five, so an introduction uses the width instead of leaving 40% of it empty.
 */
/** Up to about four lines of text beside five columns: shorter, its facts go under it, across the column. */
const SHORT_TEXT = 420;

export default function TextBlock({ heading, paragraphs, lead, aside, tone }: TextBlockProps) {
  if (!heading && paragraphs.length === 0) return null;
  const text = (
    <div className={classes.text} data-lead={lead || undefined}>
      {heading && <Title order={2}>{heading}</Title>}
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
  return (
    <SectionShell tone={tone}>
      <WithAside aside={aside} landmark={!heading} across={paragraphs.join(' ').length < SHORT_TEXT}>
        {text}
      </WithAside>
    </SectionShell>
  );
}
