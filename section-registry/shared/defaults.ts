/** Spec: every call to action leads to the contact page unless content says otherwise. */
export const DEFAULT_CTA_HREF = '/contact';
