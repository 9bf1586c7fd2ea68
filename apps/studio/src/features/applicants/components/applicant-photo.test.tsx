import { stubApi } from '@talent/ui/test/api-stub';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInSession } from '@/test/render';
import { applicantPage, CASTING_ID, testApplicant, testCastingBody, testDetail } from '../test-fixtures';

// Issue 30 point 12: cards, rows and the header load the ≈ 400 px thumbnail; the 1600 px display image
// is only offered in `srcset`, for a screen dense enough to need it.
const THUMB = '/media/profiles/p1-thumb.webp';
const DISPLAY = '/media/profiles/p1-display.webp';
const withPhoto = (index: number) => {
  const applicant = testApplicant(index);
  return { ...applicant, talent: { ...applicant.talent, photoUrl: DISPLAY, photoThumbnailUrl: THUMB } };
};
const LIST = `GET /studio/castings/${CASTING_ID}/applications`;
const CASTING = `GET /studio/castings/${CASTING_ID}`;
const imageOf = (element: HTMLElement) => element.querySelector('img') as HTMLImageElement;

describe('applicant photos', () => {
  it('a card loads the thumbnail, with the display image in srcset for dense screens', async () => {
    stubApi({
      [CASTING]: () => ({ body: testCastingBody }),
      [LIST]: () => ({ body: applicantPage([withPhoto(1), testApplicant(2)]) }),
    });
    renderApp(`/castings/${CASTING_ID}/applicants`, signedInSession());
    const [card, noPhoto] = await screen.findAllByTestId('applicant-card', {}, { timeout: 15_000 });
    const image = imageOf(card as HTMLElement);
    expect(image).toHaveAttribute('src', THUMB);
    expect(image).toHaveAttribute('srcset', `${THUMB} 300w, ${DISPLAY} 1200w`);
    expect(image).toHaveAttribute('sizes', '(min-width: 1024px) 264px, (min-width: 768px) 33vw, 50vw');
    // No photo (or a child's the studio may no longer see): the silhouette, no image at all.
    expect(imageOf(noPhoto as HTMLElement)).toBeNull();
  });

  it('the applicant header loads the thumbnail at 128 px, the display image only through srcset', async () => {
    const detail = testDetail();
    stubApi({
      [CASTING]: () => ({ body: testCastingBody }),
      [LIST]: () => ({ body: applicantPage([testApplicant(2)]) }),
      'GET /studio/applications/app-2': () => ({
        body: {
          data: {
            ...detail,
            talent: { ...detail.talent, profilePhotoUrl: DISPLAY, profilePhotoThumbnailUrl: THUMB },
          },
        },
      }),
      'GET /studio/applications/app-2/self-tape-requests': () => ({ body: { data: [] } }),
    });
    renderApp(`/castings/${CASTING_ID}/applicants/app-2`, signedInSession());
    const header = (await screen.findByTestId('applicant-name', {}, { timeout: 15_000 })).closest(
      'header',
    ) as HTMLElement;
    const image = imageOf(header);
    expect(image).toHaveAttribute('src', THUMB);
    expect(image).toHaveAttribute('srcset', `${THUMB} 300w, ${DISPLAY} 1200w`);
    expect(image).toHaveAttribute('sizes', '(min-width: 640px) 128px, 112px');
    expect(within(header).queryByRole('img', { name: /./ })).toBeNull();
  });
});
