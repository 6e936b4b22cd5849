import { POST_PHOTO_TYPES } from '@canopy/shared-core';
import type { ComponentProps } from 'react';

/**
 * The file input behind an "add photos" button: out of sight but in the page, several
 * photos of the accepted types at once, emptied after each pick so a file can be picked again.
 */
export function PhotoFileInput({
  onFiles,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'onChange'> & { onFiles: (files: File[]) => void }) {
  return (
    <input
      {...input}
      type="file"
      multiple
      accept={POST_PHOTO_TYPES.join(',')}
      css={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
      onChange={(event) => {
        const files = [...(event.target.files ?? [])];
        event.target.value = '';
        onFiles(files);
      }}
    />
  );
}
