import { Anchor, Stack, Text } from '@mantine/core';
import classes from './rich-text.module.css';
import type { RichBlock } from './schemas';
import { SmartLink } from './SmartLink';

/** Long-form fixed copy: paragraphs, bullet lists and link lists, rendered as text (plain lists: Mantine's List
 * cost 460 bytes of stylesheet for a bullet and a gap). */
export function RichText({ blocks }: { blocks: RichBlock[] }) {
  return (
    <Stack gap="sm">
      {blocks.map((block, index) => {
        if (typeof block === 'string') return <Text key={index}>{block}</Text>;
        if ('list' in block) {
          return (
            <ul key={index} className={classes.list}>
              {/* Index keys: an entry may repeat, and fixed copy never reorders. */}
              {block.list.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        }
        return (
          <ul key={index} className={classes.list}>
            {block.links.map((link, linkIndex) => (
              <li key={linkIndex}>
                <Anchor component={SmartLink} href={link.href} data-print-href="">
                  {link.label}
                </Anchor>
              </li>
            ))}
          </ul>
        );
      })}
    </Stack>
  );
}
