import { listConversations, useApiResource } from '@canopy/shared-core';

/** SPEC §7: the assistant's conversations are the member's own chat_bot albums. */
export function useConversations() {
  return useApiResource((signal) => listConversations({ limit: 50 }, signal), []);
}
