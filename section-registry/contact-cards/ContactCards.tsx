import { Card, Paper, Stack, Text } from '@mantine/core';
import { IconBadge } from '../shared/IconBadge';
import { IconClock } from '@tabler/icons-react';
import { ContentIcon } from '../../src/lib/icons';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import shared from '../shared/card.module.css';
import classes from './contact-cards.module.css';
import { ContactLines, contentLines } from '../shared/ContactLines';
import type { ContactCardsProps } from './schema';
import { Grid } from '../shared/Grid';

/** The contact page's detail cards (email, phone, address) and its office hours. */
export default function ContactCards({ heading, description, items, fallbackIcon, hours, tone }: ContactCardsProps) {
  const cards = items
    .map((item) => ({ ...item, lines: contentLines(item.content) }))
    .filter((card) => card.title || card.lines.length > 0);
  const hourLines = hours?.items ?? [];
  if (cards.length === 0 && hourLines.length === 0) return null;

  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <Stack gap="xl">
        {cards.length > 0 && (
          <Grid
            component="ul"
            className={shared.list}
            cols={{ base: 1, sm: 2, md: Math.min(cards.length, 3) }}
            gap="lg"
          >
            {cards.map((card, index) => (
              <li key={index}>
                <Card withBorder padding="xl" radius="lg" className={`${shared.card} ${classes.card}`}>
                  <Stack gap="sm">
                    <span className={shared.iconBadge}>
                      <ContentIcon name={card.icon} fallback={fallbackIcon} size={26} />
                    </span>
                    {card.title && <ItemTitle>{card.title}</ItemTitle>}
                    {card.lines.length > 0 && <ContactLines lines={card.lines} />}
                  </Stack>
                </Card>
              </li>
            ))}
          </Grid>
        )}
        {hourLines.length > 0 && (
          <Paper withBorder radius="lg" p="xl" className={classes.hours}>
            {hours?.title && <ItemTitle mb="sm">{hours.title}</ItemTitle>}
            <ul className={shared.list}>
              {hourLines.map((line, index) => (
                <li key={index} className={classes.hoursLine}>
                  <IconBadge variant="light" size={28} radius="xl" aria-hidden="true">
                    <IconClock size={16} />
                  </IconBadge>
                  <Text>{line}</Text>
                </li>
              ))}
            </ul>
          </Paper>
        )}
      </Stack>
    </SectionShell>
  );
}
