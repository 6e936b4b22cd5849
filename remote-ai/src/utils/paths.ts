import { browsePath, type PathPart } from '@canopy/shared-core';
import type { AssistantSection } from '../app/sections.ts';

/** A page in one of this remote's sections: one it does not declare fails the type-check. */
const at: (section: AssistantSection, ...parts: PathPart[]) => string = browsePath;

/** The addresses of the assistant's pages (no other front end links into them). */
export const assistantPaths = {
  /** A new conversation. */
  assistant: () => at('ai-chat'),
  conversation: (albumId: PathPart) => at('ai-chat', albumId),
};
