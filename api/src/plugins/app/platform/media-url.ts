import fp from 'fastify-plugin';
import { createMediaUrl, type MediaUrl } from '../../../lib/media.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Absolute URL for a media column value (a file under /media or an absolute URL). */
    mediaUrl: MediaUrl;
    publicApiUrl: string;
  }
}

export const DEFAULT_AVATAR = 'avatar-default.svg';

export default fp<{ publicApiUrl: string }>(
  async (app, options) => {
    app.decorate('publicApiUrl', options.publicApiUrl.replace(/\/+$/, ''));
    app.decorate('mediaUrl', createMediaUrl(options.publicApiUrl));
  },
  { name: 'media-url' },
);
