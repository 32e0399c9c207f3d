import type { zhMedia } from './zh-media.ts';

// English texts of the media library, checked against zh-media.ts. Part of en.ts.
export const enMedia = {
  'nav.media': 'Media',

  'media.title': 'Media library',
  'media.intro':
    'Upload the images your articles use. Every image needs alt text in Chinese and in English: screen readers and search engines rely on it.',
  'media.search': 'Search by file name',
  'media.dropHere': 'Drop images here or paste them, or',
  'media.chooseFiles': 'choose files',
  'media.formats':
    'JPEG, PNG, WebP and AVIF. Photos over 4 MB or 40 megapixels are scaled down in the browser (longest side 2560 px) before uploading.',
  'media.uploading': 'Uploading {name}...',
  'media.uploaded': '{name} uploaded',
  'media.uploadFailed': '{name} was not uploaded: {reason}',
  'media.empty': 'No images yet: upload the first one',
  'media.noMatch': 'No image has “{q}” in its file name',
  'media.dimensions': '{width} × {height} px',
  'media.uploadedAt': 'Uploaded {date} by {user}',
  'media.altZh': 'Chinese alt text',
  'media.altEn': 'English alt text',
  'media.altMissing': 'Alt text missing',
  'media.saveAlt': 'Save alt text',
  'media.altSaved': 'Alt text saved',
  'media.usedIn': 'Used in',
  'media.unused': 'Not used by any article yet',
  'media.delete': 'Delete image',
  'media.deleteTitle': 'Delete this image?',
  'media.deleteMessage': '“{name}” will be permanently deleted.',
  'media.deleted': 'Image deleted',
  'media.pick': 'Choose from library',
  'media.pickTitle': 'Choose an image',
  'media.use': 'Use this image',
  'media.needsAlt': 'Fill in and save both the Chinese and the English alt text before using this image',
  'media.selected': 'Selected: {name}',
} as const satisfies Record<keyof typeof zhMedia, string>;
