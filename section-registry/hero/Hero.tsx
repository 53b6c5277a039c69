import { Anchor, Breadcrumbs, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { ContentIcon } from '../../src/lib/icons';
import { FamilyArt } from '../shared/art';
import { ActionButton } from '../shared/ActionButton';
import { DEFAULT_CTA_HREF } from '../shared/defaults';
import { SmartLink } from '../shared/SmartLink';
import { StatGrid } from '../shared/StatGrid';
import classes from './hero.module.css';
import text from '../shared/text.module.css';
import type { HeroProps } from './schema';
import { Grid } from '../shared/Grid';

export default function Hero(props: HeroProps) {
  const { title } = props;
  const isHome = props.layout === 'home';

  const intro = (
    <Stack gap="lg" className={classes.intro}>
      {props.breadcrumbs.length > 0 && <Trail items={props.breadcrumbs} />}
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      {props.subtitle && <Text className={classes.subtitle}>{props.subtitle}</Text>}
      {props.note && <Text className={classes.note}>{props.note}</Text>}
      <Actions {...props} />
      {props.quote?.text && (
        <blockquote className={classes.quote}>
          <p className={classes.quoteText}>“{props.quote.text}”</p>
          {props.quote.attribution && <footer className={classes.attribution}>— {props.quote.attribution}</footer>}
        </blockquote>
      )}
    </Stack>
  );

  return (
    <div className={`${classes.hero} ${isHome ? classes.home : ''}`} data-hero="">
      <Container size="lg">
        {props.panel && props.panel.items.length > 0 ? (
          <Grid cols={{ base: 1, md: 2 }} gap="xxl" alignStart>
            {intro}
            <Panel panel={props.panel} />
          </Grid>
        ) : props.art ? (
          <div className={classes.withArt}>
            {intro}
            <FamilyArt family={props.art} className={classes.art} />
          </div>
        ) : (
          intro
        )}
        {props.stats.length > 0 && (
          <div className={classes.stats}>
            <StatGrid stats={props.stats} durationMs={props.counterDurationMs} align="start" />
          </div>
        )}
      </Container>
    </div>
  );
}

function Trail({ items }: { items: HeroProps['breadcrumbs'] }) {
  return (
    <nav aria-label="Breadcrumb" className={classes.trail}>
      <Breadcrumbs separator="›">
        {items.map((item, index) =>
          item.href && index < items.length - 1 ? (
            <Anchor key={item.label} component={SmartLink} href={item.href} fz="inherit">
              {item.label}
            </Anchor>
          ) : (
            <Text key={item.label} fz="inherit" c="gray.7" aria-current="page">
              {item.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}

function Actions({ primaryAction, secondaryAction }: HeroProps) {
  if (!primaryAction?.label && !secondaryAction?.label) return null;
  return (
    <Group gap="md">
      {primaryAction?.label && (
        <ActionButton label={primaryAction.label} href={primaryAction.href ?? DEFAULT_CTA_HREF} size="md" withArrow />
      )}
      {secondaryAction?.label && (
        <ActionButton
          label={secondaryAction.label}
          href={secondaryAction.href ?? DEFAULT_CTA_HREF}
          size="md"
          variant="outline"
        />
      )}
    </Group>
  );
}

function Panel({ panel }: { panel: NonNullable<HeroProps['panel']> }) {
  return (
    <Card shadow="md" padding="xl" radius="lg" withBorder className={classes.panel}>
      {panel.title && (
        <Title order={2} className={classes.panelTitle}>
          {panel.title}
        </Title>
      )}
      <Grid cols={{ base: 1, xs: 2 }} gap="md" component="ul">
        {panel.items.map((item, index) => {
          const body = (
            <>
              <ContentIcon name={item.icon} size={28} className={classes.tileIcon} />
              <Text className={classes.tileTitle}>{item.title}</Text>
              {item.description && <Text className={text.supporting}>{item.description}</Text>}
            </>
          );
          return (
            <li key={index}>
              {item.href ? (
                <SmartLink href={item.href} className={classes.tile}>
                  {body}
                </SmartLink>
              ) : (
                <div className={classes.tile}>{body}</div>
              )}
            </li>
          );
        })}
      </Grid>
    </Card>
  );
}
