import { Stack, Text, Title } from '@mantine/core';
import { SectionShell } from '../shared/SectionShell';
import type { TextBlockProps } from './schema';

export default function TextBlock({ heading, paragraphs, lead, tone }: TextBlockProps) {
  if (!heading && paragraphs.length === 0) return null;
  return (
    <SectionShell tone={tone} size="md">
      <Stack gap="md">
        {heading && <Title order={2}>{heading}</Title>}
        {paragraphs.map((paragraph, index) => (
          <Text key={index} size={lead ? 'lg' : 'md'} c="gray.8" style={{ lineHeight: 1.7 }}>
            {paragraph}
          </Text>
        ))}
      </Stack>
    </SectionShell>
  );
}
