import { Container, Stack, Text, Title } from '@mantine/core';
import { ActionButton } from '../shared/ActionButton';
import classes from './message.module.css';
import type { MessageProps } from './schema';

/** A page that is only a message (the not-found page): its h1, a sentence and a way on, at the content's left edge. */
export default function Message({ title, text, action }: MessageProps) {
  return (
    <div className={classes.message} data-hero="">
      <Container size="lg">
        <Stack gap="lg" align="flex-start" className={classes.body}>
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          {text && <Text className={classes.text}>{text}</Text>}
          {action?.label && <ActionButton label={action.label} href={action.href ?? '/'} size="md" />}
        </Stack>
      </Container>
    </div>
  );
}
