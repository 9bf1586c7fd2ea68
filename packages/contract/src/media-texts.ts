// Free of zod (see genders.ts): the studio's applicant page shows videos without the schemas.
/** The specification's texts (§5, §8); `{file}` is filled by `mediaMessage`. */
export const MEDIA_MESSAGES = {
  photoTypeNotAllowed: '{file}: Tipul fișierului nu este permis. Folosește JPG, PNG sau GIF.',
  photoTooLarge: '{file}: Fișierul este prea mare. Dimensiunea maximă este 10MB.',
  tooManyPhotos: 'Poți încărca maximum 10 poze simultan.',
  videoTypeNotAllowed: 'Tipul fișierului nu este permis. Folosește MP4, MOV sau AVI.',
  videoTooLarge: 'Fișierul este prea mare. Dimensiunea maximă este 100MB.',
  photoLimitReached: 'Ai atins numărul maxim de 50 de poze pe profil.',
  videoLimitReached: 'Ai atins numărul maxim de 10 videoclipuri pe profil.',
  imageTooManyPixels: '{file}: Imaginea are prea mulți pixeli (maximum 50 de megapixeli).',
  fileRequired: 'Alege un fișier.',
  photoNotFound: 'Poza nu a fost găsită.',
  videoNotFound: 'Videoclipul nu a fost găsit.',
  reorderMismatch: 'Lista trebuie să conțină exact pozele sau videoclipurile profilului, o singură dată.',
  profilePhotoNotOwn: 'Poza de profil trebuie să fie una dintre pozele profilului.',
  resumableVideoTooLarge: 'Fișierul este prea mare. Dimensiunea maximă este {max}MB.',
  uploadNotFound: 'Încărcarea nu a fost găsită sau a expirat. Încarcă fișierul din nou.',
  uploadIncomplete: 'Încărcarea nu s-a terminat încă.',
  openUploadsFull:
    'Încărcările tale neterminate ocupă deja {open}MB, iar împreună nu pot depăși {max}MB. Termină-le sau anulează-le înainte de a începe alta.',
  storageFull: 'Serverul nu are acum destul spațiu liber pentru acest fișier. Încearcă din nou mai târziu.',
  videoUnreadable: 'Fișierul nu este un videoclip care poate fi citit.',
  videoIncomplete: 'Videoclipul pare incomplet sau deteriorat și nu a putut fi convertit.',
  videoConversionFailed: 'Videoclipul nu a putut fi convertit.',
  videoTooLong: 'Videoclipul durează {duration}, mai mult decât maximul de {max}.',
  videoTooManyPixels: 'Rezoluția videoclipului ({size}) depășește maximul de {max} megapixeli.',
  videoFrameRateTooHigh: 'Frecvența de cadre a videoclipului ({fps} fps) depășește maximul de {max} fps.',
  videoConversionTooSlow:
    'Conversia videoclipului a durat prea mult și a fost oprită. Încearcă un clip mai scurt sau la o rezoluție mai mică.',
  trimEndBeforeStart: 'Sfârșitul tăieturii trebuie să fie după început.',
  trimTooShort: 'Partea păstrată trebuie să dureze cel puțin o secundă.',
  trimPastEnd: 'Tăietura începe după sfârșitul videoclipului.',
} as const;

export type MediaMessageKey = keyof typeof MEDIA_MESSAGES;

/** A media message with `{file}` replaced by the file's name. */
export function mediaMessage(key: MediaMessageKey, file = ''): string {
  return MEDIA_MESSAGES[key].replace('{file}', file);
}

/** m:ss for a duration in seconds (null → ''). */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '';
  const total = Math.round(seconds);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
