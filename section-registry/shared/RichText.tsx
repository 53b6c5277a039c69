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
              {block.list.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          );
        }
        return (
          <List key={index} spacing="xs" withPadding>
            {block.links.map((link) => (
              <List.Item key={link.href}>
                <Anchor component={SmartLink} href={link.href}>
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
