// The configuration preview (issue 38): the host opened with ?configPreview=<draft id>
// renders itself with that draft instead of the published configuration, so an operator
// sees the member's view before publishing. Only operators can read a draft (the API
// answers anyone else 403), and then the host simply loads the published configuration:
// a member given such a link sees what every member sees.
import { apiGet } from '../http/client.ts';
import type { ApiOk } from '../api/openapi.ts';
import type { GetResult } from '../api/types.ts';

export const CONFIG_PREVIEW_PARAMETER = 'configPreview';

const DRAFT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The draft a page was opened to preview (from its query string), or null. */
export function configPreviewId(search: string): string | null {
  const id = new URLSearchParams(search).get(CONFIG_PREVIEW_PARAMETER);
  return id && DRAFT_ID.test(id) ? id : null;
}

/** The host's page at `hashPath`, rendered with draft `id` (the query sits before the hash). */
export function configPreviewUrl(id: string, hashPath: string, pageUrl: string): string {
  const url = new URL('/', pageUrl);
  url.search = new URLSearchParams({ [CONFIG_PREVIEW_PARAMETER]: id }).toString();
  url.hash = hashPath;
  return url.toString();
}

export function getConfigDraft(
  id: string,
): Promise<GetResult<ApiOk<'/staff/config/drafts/{id}', 'get'>>> {
  return apiGet(`/staff/config/drafts/${id}`);
}
