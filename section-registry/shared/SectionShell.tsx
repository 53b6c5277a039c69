import { Container, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { ItemHeadingOrder } from './ItemTitle';
import classes from './section-shell.module.css';

export type SectionTone = 'plain' | 'muted' | 'brand';

interface SectionShellProps {
  heading?: string | undefined;
  description?: string | undefined;
  tone?: SectionTone | undefined;
  /** Centre the heading block (most sections); left-align for text-heavy ones. */
  centered?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
}

/**
 * A page section: a landmark-free <section> named by its h2, in a container.
 * Without a heading it is a plain <div>: an unnamed <section> is not exposed
 * as a region anyway, and HTML's outline expects a <section> to have a heading
 * (the HTML checker warns "Section lacks heading" otherwise).
 */
export function SectionShell({
  heading,
  description,
  tone = 'plain',
  centered = true,
  size = 'lg',
  children,
}: SectionShellProps) {
  const headingId = useId();
  const Element = heading ? 'section' : 'div';
  return (
    <Element className={`${classes.section} ${classes[tone]}`} aria-labelledby={heading ? headingId : undefined}>
      <Container size={size}>
        {(heading || description) && (
          <div className={`${classes.header} ${centered ? classes.centered : ''}`}>
            {heading && (
              <Title order={2} id={headingId} mb={description ? 'sm' : 0}>
                {heading}
              </Title>
            )}
            {description && <Text className={classes.description}>{description}</Text>}
          </div>
        )}
        <ItemHeadingOrder.Provider value={heading ? 3 : 2}>{children}</ItemHeadingOrder.Provider>
      </Container>
    </Element>
  );
}
