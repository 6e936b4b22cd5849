import type { ReactNode } from 'react';

/** One linkable part of a legal document; `id` becomes the heading's anchor. */
export interface LegalSection {
  id: string;
  title: string;
  /** Shown before the title ("1. No medical advice") when the document numbers its sections. */
  number?: number;
  body: ReactNode;
}

export const LEGAL_CONTACT = {
  company: 'Canopy',
  privacyEmail: 'privacy@canopy.example',
  supportEmail: 'support@canopy.example',
  copyrightEmail: 'copyright@canopy.example',
  postalLines: ['1200 South Fourth Street, Suite 210', 'Las Vegas, NV 89104', 'United States'],
} as const;
