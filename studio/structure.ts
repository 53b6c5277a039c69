/** The Studio's menu: one entry per page document, opening that one document. */
// @sanity/icons 5 exports each icon from its own subpath only (its root entry keeps just the dynamic `Icon`).
import { BookIcon } from '@sanity/icons/Book';
import { CaseIcon } from '@sanity/icons/Case';
import { EnvelopeIcon } from '@sanity/icons/Envelope';
import { HomeIcon } from '@sanity/icons/Home';
import { UserIcon } from '@sanity/icons/User';
import { UsersIcon } from '@sanity/icons/Users';
import { WrenchIcon } from '@sanity/icons/Wrench';
import type { ComponentType } from 'react';
import type { StructureResolver } from 'sanity/structure';
import { DOCUMENT_SCHEMAS } from './schema';

const MENU_ICONS: Record<string, ComponentType> = {
  home: HomeIcon,
  whoWeAre: UsersIcon,
  whatWeDo: CaseIcon,
  coursesAndProgrammes: BookIcon,
  resourcing: WrenchIcon,
  ourAssociates: UserIcon,
  contactPage: EnvelopeIcon,
};

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Website pages')
    .items(
      DOCUMENT_SCHEMAS.map(({ name, title }) =>
        S.listItem()
          .id(name)
          .title(title)
          .icon(MENU_ICONS[name])
          // The document at the fixed id `name`, not a list of documents of the type.
          .child(S.document().schemaType(name).documentId(name).title(title)),
      ),
    );
