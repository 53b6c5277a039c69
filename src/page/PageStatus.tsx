import { Container, Text, Title, VisuallyHidden } from '@mantine/core';
import classes from './page.module.css';

interface PageStatusProps {
  /** Given when the page's own h1 (in the hero) is not on screen yet. */
  pageTitle?: string;
  text: string;
}

/** 'Loading...' and the empty messages: announced politely, never as errors. */
export function PageStatus({ pageTitle, text }: PageStatusProps) {
  return (
    <Container size="md" className={classes.status}>
      {pageTitle && (
        <VisuallyHidden>
          <Title order={1}>{pageTitle}</Title>
        </VisuallyHidden>
      )}
      <Text role="status" size="lg">
        {text}
      </Text>
    </Container>
  );
}
