import { Anchor, List, Stack, Text } from '@mantine/core';
import type { RichBlock } from './schemas';
import { SmartLink } from './SmartLink';

/** Long-form fixed copy: paragraphs, bullet lists and link lists, rendered as text. */
export function RichText({ blocks }: { blocks: RichBlock[] }) {
  return (
    <Stack gap="sm">
      {blocks.map((block, index) => {
        if (typeof block === 'string') return <Text key={index}>{block}</Text>;
        if ('list' in block) {
          return (
            <List key={index} spacing="xs" withPadding>
              {/* Index keys: an entry may repeat, and fixed copy never reorders. */}
              {block.list.map((item, itemIndex) => (
                <List.Item key={itemIndex}>{item}</List.Item>
              ))}
            </List>
          );
        }
        return (
          <List key={index} spacing="xs" withPadding>
            {block.links.map((link, linkIndex) => (
              <List.Item key={linkIndex}>
                <Anchor component={SmartLink} href={link.href} data-print-href="">
                  {link.label}
                </Anchor>
              </List.Item>
            ))}
          </List>
        );
      })}
    </Stack>
  );
}
