import { Container, Stack, Text, Title } from '@mantine/core';
import { ActionButton } from '../shared/ActionButton';
import type { MessageProps } from './schema';

export default function Message({ title, text, action }: MessageProps) {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="lg">
        <Title order={1}>{title}</Title>
        {text && (
          <Text size="lg" c="gray.7">
            {text}
          </Text>
        )}
        {action?.label && <ActionButton label={action.label} href={action.href ?? '/'} size="md" />}
      </Stack>
    </Container>
  );
}
