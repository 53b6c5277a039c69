import { Anchor, Stack, Text } from '@mantine/core';
import { IconBadge } from '../shared/IconBadge';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { mailtoHref, telHref } from '../../src/lib/safe-href';
import type { ContactFormProps } from './schema';
import { ItemTitle } from '../shared/ItemTitle';

type Details = NonNullable<ContactFormProps['details']>;

function mapsHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** Phone, email and address, each a link a visitor can act on (or plain text when it is not a number or address). */
export function ContactDetailsList({ details }: { details: Details }) {
  const rows: { label: string; icon: ReactNode; value: string; href: string | undefined }[] = [];
  if (details.phone)
    rows.push({ label: 'Phone', icon: <IconPhone size={20} />, value: details.phone, href: telHref(details.phone) });
  if (details.email)
    rows.push({ label: 'Email', icon: <IconMail size={20} />, value: details.email, href: mailtoHref(details.email) });
  if (details.address) {
    rows.push({
      label: 'Address',
      icon: <IconMapPin size={20} />,
      value: details.address,
      href: mapsHref(details.address),
    });
  }
  return (
    <Stack gap="lg">
      {details.heading && <ItemTitle>{details.heading}</ItemTitle>}
      <Stack component="ul" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <li key={row.label} style={{ display: 'flex', gap: 'var(--mantine-spacing-md)', alignItems: 'flex-start' }}>
            <IconBadge size={44} radius="md" variant="light" aria-hidden="true">
              {row.icon}
            </IconBadge>
            <div>
              <Text fw={700}>{row.label}</Text>
              {row.href ? (
                <Anchor href={row.href} {...(row.href.startsWith('https:') ? { rel: 'noopener noreferrer' } : {})}>
                  {row.value}
                </Anchor>
              ) : (
                <Text>{row.value}</Text>
              )}
            </div>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
