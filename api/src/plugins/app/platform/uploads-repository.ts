import { createHash, randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import type { UploadImageType } from '../../../lib/images.ts';

export interface StoredUpload {
  contentType: string;
  body: Buffer;
  etag: string;
}

/** The media column value of an upload; `mediaUrl` turns it into `/media/uploads/<id>`. */
export function uploadMediaPath(id: string): string {
  return `uploads/${id}`;
}

export function createUploadsRepository(db: Db) {
  return {
    /**
     * Stores the image and makes it the member's avatar, replacing (and deleting) the
     * previous uploaded one, all or nothing. Returns the upload id.
     */
    async replaceProfileImage(
      accountId: number,
      bytes: Buffer,
      contentType: UploadImageType,
    ): Promise<string> {
      const id = randomUUID();
      const sha256 = createHash('sha256').update(bytes).digest('base64url');
      await db.transaction(async (tx) => {
        await tx.query("DELETE FROM uploads WHERE account_id = $1 AND purpose = 'profile-image'", [
          accountId,
        ]);
        await tx.query(
          `INSERT INTO uploads (id, account_id, purpose, content_type, byte_size, sha256, bytes)
           VALUES ($1, $2, 'profile-image', $3, $4, $5, $6)`,
          [id, accountId, contentType, bytes.length, sha256, bytes],
        );
        await tx.query('UPDATE accounts SET avatar = $2, updated_at = now() WHERE id = $1', [
          accountId,
          uploadMediaPath(id),
        ]);
      });
      return id;
    },

    async find(id: string): Promise<StoredUpload | undefined> {
      const rows = await db.query<{ content_type: string; sha256: string; bytes: Uint8Array }>(
        'SELECT content_type, sha256, bytes FROM uploads WHERE id = $1',
        [id],
      );
      const row = rows[0];
      if (!row) return undefined;
      return {
        contentType: row.content_type,
        // pg returns a Buffer, PGlite a Uint8Array.
        body: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength),
        etag: `"${row.sha256.slice(0, 27)}"`,
      };
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('uploads', createUploadsRepository(app.db));
  },
  { name: 'uploads', dependencies: ['db'] },
);
