import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { createMediaUrl, type MediaUrl } from '../../../lib/media.ts';
import { createMediaSigner, type MediaSigner } from '../../../lib/media-signing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Absolute URL for a media column value (a file under /media or an absolute URL). */
    mediaUrl: MediaUrl;
    /** Signs and checks the links of private media. */
    mediaSigner: MediaSigner;
    publicApiUrl: string;
  }
}

export interface MediaUrlOptions {
  publicApiUrl: string;
  /**
   * The secret private media links are signed with; every instance needs the same one.
   * Without it (tests) each start makes its own, so its links outlive no restart.
   */
  signingSecret?: string | undefined;
}

export default fp<MediaUrlOptions>(
  async (app, options) => {
    const signer = createMediaSigner(
      options.signingSecret ?? randomBytes(32).toString('base64url'),
    );
    app.decorate('publicApiUrl', options.publicApiUrl.replace(/\/+$/, ''));
    app.decorate('mediaSigner', signer);
    app.decorate('mediaUrl', createMediaUrl(options.publicApiUrl, signer));
  },
  { name: 'media-url' },
);
