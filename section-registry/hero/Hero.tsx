import { Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import { IconArrowRight, IconChevronLeft } from '@tabler/icons-react';
import { ContentIcon } from '../../src/lib/icons';
import { ArtHead, FamilyArt, OfficeMap, isMap, type ArtFamily } from '../shared/art';
import { ActionButton } from '../shared/ActionButton';
import { WithAside } from '../shared/Aside';
import { DEFAULT_CTA_HREF } from '../shared/defaults';
import { SmartLink } from '../shared/SmartLink';
import { StatGrid } from '../shared/StatGrid';
import classes from './hero.module.css';
import type { HeroProps } from './schema';

export default function Hero(props: HeroProps) {
  const { title } = props;
  const isHome = props.layout === 'home';
  const isCompact = props.layout === 'compact';
  const highlight = props.highlight?.value && props.highlight.label ? props.highlight : undefined;
  // The map fills the panel to its edges, a drawing stands inside its padding. The map keeps its own
  // proportions: its panel is as tall as the map, level with the words' middle. Stretched to the words'
  // height (a tablet's narrow column), it left an empty band above and below (review 34).
  const map = props.art !== undefined && isMap(props.art);
  const panelStyle: CSSProperties | undefined = map ? { padding: 0, alignSelf: 'center', minHeight: 0 } : undefined;

  const heading = (
    <Title order={1} className={classes.title}>
      {title}
    </Title>
  );
  // The quote closes the introduction, after the buttons; on the home page its foot is level with the
  // core services card beside it (hero.module.css), set as the first screen's pull quote.
  const details = (
    <>
      {props.subtitle && <Text className={classes.subtitle}>{props.subtitle}</Text>}
      {props.note && <Text className={classes.note}>{props.note}</Text>}
      <Actions {...props} />
      {props.quote?.text && <PullLine quote={props.quote} />}
    </>
  );
  const intro = (
    <Stack gap="lg" className={classes.intro}>
      {props.breadcrumbs.length > 0 && <Trail items={props.breadcrumbs} />}
      {heading}
      {details}
    </Stack>
  );

  return (
    <div
      className={`${classes.hero} ${isHome ? classes.home : ''} ${isCompact ? classes.compact : ''}`}
      data-hero={isHome ? 'home' : ''}
    >
      <Container size="lg">
        {props.panel && props.panel.items.length > 0 ? (
          // The title above the introduction, the panel beside both from md up (hero.module.css).
          <div className={classes.withPanel}>
            <div className={classes.headline}>{heading}</div>
            <Stack gap="lg" className={classes.intro}>
              {details}
            </Stack>
            <Panel panel={props.panel} art={props.art} />
          </div>
        ) : props.art || highlight ? (
          <div className={classes.withArt}>
            {intro}
            <div
              className={`${classes.artPanel} ${highlight ? classes.withHighlight : ''}`}
              // A result with no drawing (resourcing) is the panel's whole content, the figure at its head.
              data-result={props.art ? undefined : true}
              style={panelStyle}
            >
              {props.art && <PanelPicture family={props.art} />}
              {/* A result without its figure or its measure says nothing: left out. */}
              {highlight && <Highlight highlight={highlight} flush={map} />}
            </div>
          </div>
        ) : props.aside ? (
          <WithAside aside={props.aside} landmark>
            {intro}
          </WithAside>
        ) : (
          intro
        )}
        {props.stats.length > 0 && (
          <div className={classes.stats}>
            <StatGrid stats={props.stats} durationMs={props.counterDurationMs} align="start" note={props.statsNote} />
          </div>
        )}
      </Container>
    </div>
  );
}

/** The hero panel's picture: the offices' map, or the family's drawing in the panel's tones. */
function PanelPicture({ family }: { family: ArtFamily }) {
  if (isMap(family)) return <OfficeMap />;
  return <FamilyArt family={family} tone="panel" className={classes.art} />;
}

/**
 * The trail of pages above this one. On a phone it folds to one link back to the parent page
 * ("‹ What we do"): a three-step trail there broke the current page's name onto a line of its own.
 */
function Trail({ items }: { items: HeroProps['breadcrumbs'] }) {
  const parentIndex = items.length - 2;
  return (
    // An ordered list, the WAI breadcrumb pattern; the separators are drawn by the stylesheet, unread.
    <nav aria-label="Breadcrumb" className={classes.trail}>
      <ol className={classes.trailList}>
        {items.map((item, index) =>
          item.href && index < items.length - 1 ? (
            // Index keys: two steps may share a label, and a trail never reorders.
            // A phone shows the parent step alone, as a link back (hero.module.css hides the ancestors).
            <li key={index} className={index === parentIndex ? undefined : classes.trailAncestor}>
              <Anchor component={SmartLink} href={item.href} fz="inherit" className={classes.trailLink}>
                {index === parentIndex && (
                  <IconChevronLeft size={16} aria-hidden="true" className={classes.trailBack} />
                )}
                {item.label}
              </Anchor>
            </li>
          ) : (
            <li key={index} aria-current="page" className={classes.trailCurrent}>
              {item.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/**
 * One measured result in the drawing's panel, so the panel says something about its page: the figure,
 * what it measures, for whom, and a link to the case study below that gives it.
 */
function Highlight({ highlight, flush }: { highlight: NonNullable<HeroProps['highlight']>; flush: boolean }) {
  const body = (
    <>
      {/* Spaces between the lines, so the link's name reads "38% fewer repeat visits …", not "38%fewer". */}
      <span className={classes.highlightValue}>{highlight.value}</span>{' '}
      <span className={classes.highlightLabel}>{highlight.label}</span>{' '}
      {highlight.client && <span className={classes.highlightClient}>{highlight.client}</span>}{' '}
    </>
  );
  return (
    // Under the map the panel has no padding for the band to reach out over (flush).
    <p className={classes.highlight} style={flush ? { marginInline: 0 } : undefined}>
      {highlight.href ? (
        <SmartLink href={highlight.href} className={classes.highlightLink}>
          {body}
          <span className={classes.highlightMore}>
            Read the case study <IconArrowRight size={16} aria-hidden="true" />
          </span>
        </SmartLink>
      ) : (
        body
      )}
    </p>
  );
}

function PullLine({ quote }: { quote: NonNullable<HeroProps['quote']> }) {
  return (
    <blockquote className={classes.quote}>
      <p className={classes.quoteText}>“{quote.text}”</p>
      {quote.attribution && <footer className={classes.attribution}>{quote.attribution}</footer>}
    </blockquote>
  );
}

function Actions({ primaryAction, secondaryAction, layout }: HeroProps) {
  if (!primaryAction?.label && !secondaryAction?.label) return null;
  return (
    <div className={classes.actions}>
      {primaryAction?.label && (
        <ActionButton
          label={primaryAction.label}
          href={primaryAction.href ?? DEFAULT_CTA_HREF}
          size="md"
          withArrow
          // A compact hero's action is a jump to what follows it (hero.module.css): it points down.
          arrow={layout === 'compact' ? 'down' : 'right'}
        />
      )}
      {secondaryAction?.label && (
        <ActionButton
          label={secondaryAction.label}
          href={secondaryAction.href ?? DEFAULT_CTA_HREF}
          size="md"
          variant="outline"
        />
      )}
    </div>
  );
}

/**
 * The home page's "Our Core Services": a short list of links, one a row, beside the title, under the
 * page's drawing when it has one (review 19: the first screen had no picture to hold the eye).
 */
function Panel({ panel, art }: { panel: NonNullable<HeroProps['panel']>; art: HeroProps['art'] }) {
  return (
    <Card shadow="md" padding="lg" radius="lg" withBorder className={classes.panel}>
      {art && (
        <Card.Section className={classes.panelArt}>
          <ArtHead family={art} />
        </Card.Section>
      )}
      {panel.title && (
        <Title order={2} className={classes.panelTitle}>
          {panel.title}
        </Title>
      )}
      <ul className={classes.services}>
        {panel.items.map((item, index) => {
          const body = (
            <>
              <ContentIcon name={item.icon} size={24} className={classes.serviceIcon} />
              <span className={classes.serviceText}>
                <span className={classes.serviceTitle}>{item.title}</span>
                {item.description && <span className={classes.serviceDescription}>{item.description}</span>}
              </span>
              {item.href && <IconArrowRight size={18} aria-hidden="true" className={classes.serviceArrow} />}
            </>
          );
          return (
            <li key={index}>
              {item.href ? (
                <SmartLink href={item.href} className={classes.service}>
                  {body}
                </SmartLink>
              ) : (
                <div className={classes.service}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
