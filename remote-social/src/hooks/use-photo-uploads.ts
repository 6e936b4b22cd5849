import { errorText, MAX_POST_PHOTOS, photoProblem, uploadPhoto } from '@canopy/shared-core';
import { useEffect, useRef, useState } from 'react';

export interface PendingPhoto {
  key: number;
  file: File;
  previewUrl: string | null;
  status: 'uploading' | 'ready' | 'failed';
  /** How much of the file has been sent while uploading, 0 to 1. */
  progress: number;
  uploadId?: string;
  error?: string;
}

let nextKey = 0;

async function headOf(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 12).arrayBuffer());
}

const previewOf = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;

const forget = (photo: PendingPhoto) => {
  if (photo.previewUrl) URL.revokeObjectURL(photo.previewUrl);
};

/**
 * Photos chosen for a post: each is checked here first (type by its bytes, size, how many),
 * then uploaded at once, so the post itself only names uploads that worked.
 */
export function usePhotoUploads() {
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  });
  useEffect(() => () => photosRef.current.forEach(forget), []);

  const update = (key: number, change: Partial<PendingPhoto>) =>
    setPhotos((current) =>
      current.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)),
    );

  async function send(photo: PendingPhoto) {
    update(photo.key, { status: 'uploading', progress: 0, error: undefined });
    try {
      const answer = await uploadPhoto(photo.file, (progress) => update(photo.key, { progress }));
      if (answer.valid) update(photo.key, { status: 'ready', uploadId: answer.item.uploadId });
      else update(photo.key, { status: 'failed', error: answer.message });
    } catch (caught) {
      update(photo.key, {
        status: 'failed',
        error: errorText(caught, `${photo.file.name} could not be uploaded.`),
      });
    }
  }

  async function add(files: File[]) {
    const found: string[] = [];
    const room = Math.max(0, MAX_POST_PHOTOS - photosRef.current.length);
    if (files.length > room) {
      found.push(
        `A post can have at most ${MAX_POST_PHOTOS} photos: ${files.length - room} not added.`,
      );
    }
    const accepted: PendingPhoto[] = [];
    for (const file of files.slice(0, room)) {
      const problem = photoProblem(file, await headOf(file));
      if (problem) found.push(problem);
      else {
        accepted.push({
          key: (nextKey += 1),
          file,
          previewUrl: previewOf(file),
          status: 'uploading',
          progress: 0,
        });
      }
    }
    setProblems(found);
    setPhotos((current) => [...current, ...accepted]);
    await Promise.all(accepted.map(send));
  }

  return {
    photos,
    problems,
    add,
    remove: (key: number) => {
      photosRef.current.filter((photo) => photo.key === key).forEach(forget);
      setPhotos((current) => current.filter((photo) => photo.key !== key));
    },
    retry: (key: number) => {
      const photo = photosRef.current.find((candidate) => candidate.key === key);
      if (photo) void send(photo);
    },
    clear: () => {
      photosRef.current.forEach(forget);
      setPhotos([]);
      setProblems([]);
    },
  };
}
