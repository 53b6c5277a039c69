import { useRenderedAt } from '../lib/rendered-at';
import { IconCertificate } from '@tabler/icons-react';
import {
  CERTIFICATIONS,
  CERTIFICATIONS_HREF,
  COMPANY_REGISTRATION,
  FOOTER_NAV,
  LEGAL_NAME,
  OFFICES,
  SITE_NAME,
  SITE_TAGLINE,
} from '../site';
import classes from './footer.module.css';
import { Drawing } from '../../section-registry/shared/art/Drawing';
import art from '../../section-registry/shared/art/art.module.css';
import { Street } from '../../section-registry/shared/art/skyline';

/**
 * The street of the three cities along the footer's top edge, in viewBox units: as long as the page's
 * column is wide, so it runs the column's width and stands 76 px tall at 1200 px.
 */
const STREET_BAND = { width: 1390, height: 88 } as const;

export function Footer() {
  // The year the page was rendered, not the visitor's clock: server and browser must agree on it.
  const year = new Date(useRenderedAt()).getUTCFullYear();
  return (
    <footer className={classes.footer}>
      {/* London, New York and Accra rising from the footer's top edge, in its navy: where the firm works,
          on every page, and the one amber star (docs/design.md). Decoration: the offices are listed below. */}
      <div className={classes.skyline}>
        <Drawing viewBox={`0 0 ${STREET_BAND.width} ${STREET_BAND.height}`} className={art.silhouette}>
          <Street {...STREET_BAND} />
        </Drawing>
      </div>
      <div className={classes.inner}>
        <div className={classes.columns}>
          <div className={classes.about}>
            {/* The name, not a heading: the columns beside it are headed by h2s of their own. */}
            <div className={classes.name}>{SITE_NAME}</div>
            <p className={classes.tagline}>{SITE_TAGLINE}.</p>
            <div className={classes.offices}>
              <h2 className={classes.heading}>Our offices</h2>
              <ul className={classes.list}>
                {OFFICES.map((office) => (
                  <li key={office.city} className={classes.office}>
                    {office.city}
                    {/* On a phone the cities share one line, without their countries (footer.module.css). */}
                    <span className={classes.country}>{`, ${office.country}`}</span>
                  </li>
                ))}
              </ul>
              {/* How to reach the offices, with them: not filed under the legal pages. */}
              <a href="/contact" className={`${classes.link} ${classes.contact}`}>
                Contact us
              </a>
            </div>
          </div>
          {FOOTER_NAV.map((group) => (
            <nav key={group.label} aria-label={`Footer: ${group.label}`} className={classes.group}>
              <h2 className={classes.heading}>{group.label}</h2>
              <ul className={classes.list}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className={classes.link}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <Certifications />
        {/* Two spans, so the copyright and the company's registration can be laid out apart. */}
        <p className={classes.bottom}>
          <span>{`© ${year} ${LEGAL_NAME}. All rights reserved.`}</span> <span>{COMPANY_REGISTRATION}</span>
        </p>
      </div>
    </footer>
  );
}

/**
 * The certificates on every page, as marks a buyer recognises, each linking to its number, scope and
 * date on the governance page. A list under a heading: a screen reader hears what they are.
 */
function Certifications() {
  return (
    <div className={classes.certifications}>
      <h2 className={classes.heading} id="footer-certified">
        Certified
      </h2>
      <ul className={classes.marks} aria-labelledby="footer-certified">
        {CERTIFICATIONS.map((certification) => (
          <li key={certification.title}>
            <a href={CERTIFICATIONS_HREF} className={classes.mark}>
              <IconCertificate className={classes.markIcon} aria-hidden="true" stroke={1.6} />
              <span className={classes.markText}>
                <span className={classes.markTitle}>{certification.title}</span>
                <span className={classes.markKind}>{certification.kind}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
