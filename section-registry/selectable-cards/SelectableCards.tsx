import { IconArrowRight, IconMessage } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { ContentIcon } from '../../src/lib/icons';
import { ActionButton, actionClassName } from '../shared/ActionButton';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import { SmartLink } from '../shared/SmartLink';
import shared from '../shared/card.module.css';
import classes from './selectable-cards.module.css';
import type { SelectableCardsProps } from './schema';
import { TickList } from '../shared/TickList';
import { Grid } from '../shared/Grid';
import { Surface } from '../shared/Surface';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { withSubject } from '../shared/contact-subject';

/**
 * A grid of cards with one active at a time (the first at start, then the one
 * clicked), a "view all" link, a help panel and guiding questions. Choosing a card opens its way to
 * ask about it: a link to the contact form with that service as its subject (review 16 found a
 * "Selected" tag that did nothing).
 */
export default function SelectableCards(props: SelectableCardsProps) {
  const { heading, description, items, fallbackIcon, viewAllAction, helpPanel, questions, tone } = props;
  const [activeIndex, setActiveIndex] = useState(0);
  if (items.length === 0 && !heading) return null;

  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <Grid component="ul" className={shared.list} cols={{ base: 1, sm: 2, lg: 3 }} count={items.length} gap="lg">
        {items.map((item, index) => (
          <Card
            key={index}
            item={item}
            index={index}
            active={index === activeIndex}
            fallbackIcon={fallbackIcon}
            onSelect={setActiveIndex}
          />
        ))}
      </Grid>

      {viewAllAction?.label && (
        <div className={classes.viewAll}>
          <ActionButton
            label={viewAllAction.label}
            href={viewAllAction.href ?? '/services/overview'}
            variant="outline"
            withArrow
          />
        </div>
      )}

      <HelpAndQuestions helpPanel={helpPanel} questions={questions} />
    </SectionShell>
  );
}

type Item = SelectableCardsProps['items'][number];

interface CardProps {
  item: Item;
  index: number;
  active: boolean;
  fallbackIcon: SelectableCardsProps['fallbackIcon'];
  onSelect: (index: number) => void;
}

/** One card; memoised, so a choice re-renders the two cards whose state changed, not the section (INP). */
const Card = memo(function Card({ item, index, active, fallbackIcon, onSelect }: CardProps) {
  return (
    <li>
      <Surface padding="lg" className={`${shared.card} ${classes.card}`} data-active={active || undefined}>
        <button type="button" className={classes.select} aria-pressed={active} onClick={() => onSelect(index)}>
          <span className={shared.iconBadge}>
            <ContentIcon name={item.icon} fallback={fallbackIcon} size={26} />
          </span>
          <span className={classes.title}>{item.title}</span>
          <span className={classes.description}>{item.description}</span>
        </button>
        {/* The card's foot, one line on every card: its link, and on the chosen card the way to take the
            question to us. Every card has that link in the page, shown on the chosen card (all of them without
            JavaScript, where none is chosen). Short words, so it fits beside the link and a choice never
            changes a card's height; the service is in its name for a screen reader (review 19: every card
            kept an empty band for a long button). */}
        <div className={classes.foot}>
          {/* Every card's link shows, so every service page is one click away; the chosen card's is marked. */}
          {item.href && (
            <SmartLink href={item.href} className={classes.more} data-active={active || undefined}>
              Learn more <VisuallyHidden>about {item.title}</VisuallyHidden>{' '}
              <IconArrowRight size={16} className={classes.moreArrow} aria-hidden="true" />
            </SmartLink>
          )}
          {item.title && (
            <SmartLink
              href={withSubject('/contact', item.title)}
              className={`${actionClassName({ variant: 'outline', size: 'sm' })} ${classes.ask}`}
              data-variant="outline"
              data-active={active || undefined}
            >
              <IconMessage size={18} aria-hidden="true" />
              <span>
                Ask us <VisuallyHidden>about {lowerFirst(item.title)}</VisuallyHidden>
              </span>
            </SmartLink>
          )}
        </div>
      </Surface>
    </li>
  );
});

/** The help panel and the guiding questions: the same whichever card is chosen. */
const HelpAndQuestions = memo(function HelpAndQuestions({
  helpPanel,
  questions,
}: Pick<SelectableCardsProps, 'helpPanel' | 'questions'>) {
  if (!helpPanel && !questions) return null;
  return (
    <Grid cols={{ base: 1, md: 2 }} gap="xl" className={classes.panels}>
      {helpPanel && (
        <Surface withBorder={false} className={classes.panel}>
          <div className={classes.stack}>
            {helpPanel.title && (
              <ItemTitle step="subheading" className={classes.panelTitle}>
                {helpPanel.title}
              </ItemTitle>
            )}
            <TickList items={helpPanel.items} onDark />
            {helpPanel.action?.label && (
              <div>
                <ActionButton
                  label={helpPanel.action.label}
                  href={helpPanel.action.href ?? '/contact'}
                  variant="white"
                />
              </div>
            )}
          </div>
        </Surface>
      )}
      {questions && (
        <div className={`${classes.stack} ${classes.questionsBlock}`}>
          {questions.title && <ItemTitle step="subheading">{questions.title}</ItemTitle>}
          <ol className={`${classes.stack} ${classes.questions}`}>
            {questions.items.map((question, index) => (
              <li key={index} className={classes.question}>
                {question}
              </li>
            ))}
          </ol>
        </div>
      )}
    </Grid>
  );
});

/** "Consulting" reads "ask us about consulting" mid-sentence; a name in capitals (an acronym) keeps them. */
function lowerFirst(title: string): string {
  return /^[A-Z][a-z]/.test(title) ? title[0]!.toLowerCase() + title.slice(1) : title;
}
