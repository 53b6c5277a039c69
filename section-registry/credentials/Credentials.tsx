import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import classes from './credentials.module.css';
import type { Credential, CredentialsProps } from './schema';

/**
 * Certificates, registrations and framework places as a register: each named (the standard, the
 * scheme, the kind of framework), with the facts a buyer's procurement team checks beside it (the
 * certificate or supplier reference, the scope or lot, the renewal date). Rows, not cards: a
 * register reads down, and on a phone each row stacks its name over its facts.
 */
export default function Credentials({ heading, description, items, tone }: CredentialsProps) {
  const entries = items.filter((item) => item.title);
  if (entries.length === 0) return null;
  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <ul className={classes.register}>
        {entries.map((item, index) => (
          <li key={index} className={classes.entry}>
            <CredentialEntry item={item} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

function CredentialEntry({ item }: { item: Credential }) {
  const facts = item.facts.filter((fact) => fact.label && fact.value);
  return (
    <>
      <div className={classes.head}>
        {item.kind && <p className={classes.kind}>{item.kind}</p>}
        <ItemTitle>{item.title}</ItemTitle>
        {item.description && <p className={classes.description}>{item.description}</p>}
      </div>
      {facts.length > 0 && (
        <dl className={classes.facts}>
          {facts.map((fact, index) => (
            <div key={index} className={classes.fact}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
