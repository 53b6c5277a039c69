import { Paper, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import classes from './pyramid.module.css';
import type { PyramidProps } from './schema';
import { TickList } from '../shared/TickList';

/** Spec: up to five steps are coloured; every colour keeps white text above 4.5:1. */
export const STEP_COLOURS = [
  'var(--mantine-color-brand-9)',
  'var(--mantine-color-brand-7)',
  'var(--mantine-color-cyan-9)',
  'var(--mantine-color-teal-9)',
  'var(--mantine-color-indigo-8)',
];
const UNCOLOURED = 'var(--mantine-color-gray-7)';

/** Narrow at the top, full width at the base. */
function layerWidth(index: number, count: number): string {
  if (count <= 1) return '100%';
  return `${40 + (60 * index) / (count - 1)}%`;
}

export default function Pyramid({
  heading,
  description,
  steps,
  leftQuestion,
  rightQuestion,
  benefits,
  tone,
}: PyramidProps) {
  const [activeIndex, setActiveIndex] = useState(0);
  const detailId = useId();
  if (steps.length === 0) return null;
  const active = steps[Math.min(activeIndex, steps.length - 1)];

  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <div className={classes.layout}>
        <Text className={classes.question}>{leftQuestion}</Text>
        <div>
          <ol className={classes.layers} aria-label="Methodology steps">
            {steps.map((step, index) => (
              <li key={index} style={{ width: layerWidth(index, steps.length) }}>
                <button
                  type="button"
                  className={classes.layer}
                  style={{ background: STEP_COLOURS[index] ?? UNCOLOURED }}
                  aria-pressed={index === activeIndex}
                  aria-controls={detailId}
                  onClick={() => setActiveIndex(index)}
                >
                  {step.title}
                </button>
              </li>
            ))}
          </ol>
          <ul className={classes.dots} aria-label="Choose a step">
            {steps.map((step, index) => (
              <li key={index}>
                <button
                  type="button"
                  className={classes.dot}
                  aria-pressed={index === activeIndex}
                  aria-label={`Step ${index + 1}: ${step.title ?? ''}`}
                  aria-controls={detailId}
                  onClick={() => setActiveIndex(index)}
                />
              </li>
            ))}
          </ul>
        </div>
        <Text className={classes.question}>{rightQuestion}</Text>
      </div>

      <Paper
        id={detailId}
        className={classes.detail}
        shadow="sm"
        p="xl"
        mt="xl"
        radius="md"
        aria-live="polite"
        withBorder
      >
        <Text size="sm" c="gray.7" fw={600}>
          Step {activeIndex + 1} of {steps.length}
        </Text>
        <ItemTitle size="h4" mt={4}>
          {active?.title}
        </ItemTitle>
        <Text mt="xs">{active?.description}</Text>
      </Paper>

      {benefits && benefits.items.length > 0 && (
        <Paper bg="brand.0" p="xl" mt="xl" radius="md">
          <Stack gap="sm">
            {benefits.title && <ItemTitle size="h4">{benefits.title}</ItemTitle>}
            <TickList items={benefits.items} />
          </Stack>
        </Paper>
      )}
    </SectionShell>
  );
}
