import { RemoteNotFound, type RemoteRoutesModule } from '@canopy/shared-core';
import { Route, Routes } from 'react-router';
import { AssistantPage } from '../features/assistant/components/assistant-page.tsx';

/** The assistant's pages, below /browse. */
function AiRoutes() {
  return (
    <Routes>
      {/* One route, so opening a new conversation's own URL keeps the page mounted. */}
      <Route path="ai-chat/:conversationId?" element={<AssistantPage />} />
      <Route path="*" element={<RemoteNotFound area="the assistant" />} />
    </Routes>
  );
}

const routes: RemoteRoutesModule['default'] = AiRoutes;
export default routes;
