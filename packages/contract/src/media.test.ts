import { describe, expect, it } from 'vitest';
import { checkPhotoFiles, checkVideoFile, formatDuration, MEDIA_MESSAGES, mediaMessage } from './media';

const file = (name: string, size = 1000, type = 'image/jpeg') => ({ name, size, type });

describe('media client checks', () => {
  it('fills {file} in the spec messages', () => {
    expect(mediaMessage('photoTooLarge', 'a.jpg')).toBe(
      'a.jpg: Fișierul este prea mare. Dimensiunea maximă este 10MB.',
    );
  });

  it('keeps the first 10 photos and says why the others were refused', () => {
    const files = Array.from({ length: 12 }, (_, i) => file(`p${i}.jpg`));
    const result = checkPhotoFiles(files);
    expect(result.accepted).toHaveLength(10);
    expect(result.messages).toEqual([MEDIA_MESSAGES.tooManyPhotos]);
  });

  it('refuses other types and large photos per file', () => {
    const result = checkPhotoFiles([
      file('ok.png', 10, 'image/png'),
      file('x.pdf', 10, 'application/pdf'),
      file('big.jpg', 11 * 1024 * 1024),
      file('noType.gif', 10, ''),
    ]);
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.png', 'noType.gif']);
    expect(result.messages).toEqual([
      mediaMessage('photoTypeNotAllowed', 'x.pdf'),
      mediaMessage('photoTooLarge', 'big.jpg'),
    ]);
  });

  it('checks one video and formats durations', () => {
    expect(checkVideoFile(file('v.mp4', 10, 'video/mp4'))).toBeNull();
    expect(checkVideoFile(file('v.mkv', 10, 'video/x-matroska'))).toBe(MEDIA_MESSAGES.videoTypeNotAllowed);
    expect(checkVideoFile(file('v.mov', 101 * 1024 * 1024, 'video/quicktime'))).toBe(
      MEDIA_MESSAGES.videoTooLarge,
    );
    expect(formatDuration(65.4)).toBe('1:05');
    expect(formatDuration(null)).toBe('');
  });
});
