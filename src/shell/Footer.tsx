import { Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { FOOTER_NAV, OFFICES, SITE_NAME, SITE_TAGLINE } from '../site';
import classes from './footer.module.css';

export function Footer() {
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl">
          <Stack gap="sm">
            <Text fw={800} size="lg" c="white">
              {SITE_NAME}
            </Text>
            <Text size="sm">{SITE_TAGLINE}.</Text>
            <div>
              <h2 className={classes.heading}>Our offices</h2>
              <ul className={classes.list}>
                {OFFICES.map((office) => (
                  <li key={office}>
                    <Text size="sm">{office}</Text>
                  </li>
                ))}
              </ul>
            </div>
          </Stack>
          {FOOTER_NAV.map((group) => (
            <nav key={group.label} aria-label={`Footer: ${group.label}`}>
              <h2 className={classes.heading}>{group.label}</h2>
              <ul className={classes.list}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className={classes.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </SimpleGrid>
        <Text className={classes.bottom}>
          © {new Date().getFullYear()} {SITE_NAME} Ltd. Registered in England and Wales. All rights reserved.
        </Text>
      </Container>
    </footer>
  );
}
