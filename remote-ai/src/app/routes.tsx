import { RemoteNotFound, type RemoteRoutesModule } from '@canopy/shared-core';
import { Route, Routes } from 'react-router';
import { ConversationsPage } from '../features/conversations/components/conversations-page.tsx';

/** The assistant's pages, below /browse. */
function AiRoutes() {
  return (
    <Routes>
      <Route path="ai-chat" element={<ConversationsPage />} />
      <Route path="*" element={<RemoteNotFound area="the assistant" />} />
    </Routes>
  );
}

const routes: RemoteRoutesModule['default'] = AiRoutes;
export default routes;
