import { Anchor, Breadcrumbs, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { ContentIcon } from '../../src/lib/icons';
import { ActionButton } from '../shared/ActionButton';
import { DEFAULT_CTA_HREF } from '../shared/defaults';
import { SmartLink } from '../shared/SmartLink';
import { StatGrid } from '../shared/StatGrid';
import classes from './hero.module.css';
import type { HeroProps } from './schema';
import { Grid } from '../shared/Grid';

export default function Hero(props: HeroProps) {
  const { title } = props;
  const isHome = props.layout === 'home';

  const intro = (
    <Stack gap="lg" className={isHome ? undefined : classes.centered}>
      {props.breadcrumbs.length > 0 && <Trail items={props.breadcrumbs} centered={!isHome} />}
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      {props.subtitle && <Text className={classes.subtitle}>{props.subtitle}</Text>}
      {props.note && (
        <Text size="sm" c="gray.7">
          {props.note}
        </Text>
      )}
      <Actions {...props} centered={!isHome} />
      {props.quote?.text && (
        <blockquote className={classes.quote}>
          <Text component="p" size="lg">
            “{props.quote.text}”
          </Text>
          {props.quote.attribution && (
            <Text component="footer" size="sm" c="gray.7" mt={4}>
              — {props.quote.attribution}
            </Text>
          )}
        </blockquote>
      )}
    </Stack>
  );

  return (
    <div className={classes.hero}>
      <Container size={isHome ? 'xl' : 'md'}>
        {props.panel && props.panel.items.length > 0 ? (
          <Grid cols={{ base: 1, md: 2 }} gap="xxl" alignStart>
            {intro}
            <Panel panel={props.panel} />
          </Grid>
        ) : (
          intro
        )}
        {props.stats.length > 0 && (
          <div className={classes.stats}>
            <StatGrid stats={props.stats} durationMs={props.counterDurationMs} align={isHome ? 'start' : 'center'} />
          </div>
        )}
      </Container>
    </div>
  );
}

function Trail({ items, centered }: { items: HeroProps['breadcrumbs']; centered: boolean }) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separator="›" style={centered ? { justifyContent: 'center' } : undefined}>
        {items.map((item, index) =>
          item.href && index < items.length - 1 ? (
            <Anchor key={item.label} component={SmartLink} href={item.href} size="sm">
              {item.label}
            </Anchor>
          ) : (
            <Text key={item.label} size="sm" c="gray.7" aria-current="page">
              {item.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}

function Actions({ primaryAction, secondaryAction, centered }: HeroProps & { centered: boolean }) {
  if (!primaryAction?.label && !secondaryAction?.label) return null;
  return (
    <Group gap="md" justify={centered ? 'center' : 'flex-start'}>
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
    <Card shadow="md" padding="xl" radius="lg" withBorder>
      {panel.title && (
        <Title order={2} size="h3" mb="md">
          {panel.title}
        </Title>
      )}
      <Grid cols={{ base: 1, xs: 2 }} gap="md" component="ul">
        {panel.items.map((item, index) => {
          const body = (
            <>
              <ContentIcon name={item.icon} size={28} color="var(--mantine-color-brand-7)" />
              <Text fw={700} mt="xs">
                {item.title}
              </Text>
              {item.description && (
                <Text size="sm" c="gray.7">
                  {item.description}
                </Text>
              )}
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
